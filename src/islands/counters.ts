// Counts [data-counter] numbers up from 0 the first time they come into view (50 px margin),
// over their data-duration (2000 ms by default), ending on the exact text the HTML already had.
import { formatCount } from '../lib/formatCount';
import {
  counterAttr,
  counterDecimalsAttr,
  counterDurationAttr,
  counterSeparatorAttr,
  has,
} from '../lib/pageAttributes';

export const counterDurationMs = 2000;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

function animate(element: HTMLElement): void {
  const target = Number(element.getAttribute(counterAttr));
  const format = {
    decimals: Number(element.getAttribute(counterDecimalsAttr) ?? 0),
    separator: element.getAttribute(counterSeparatorAttr) ?? ',',
  };
  const duration =
    Number(element.getAttribute(counterDurationAttr) ?? counterDurationMs) || counterDurationMs;
  const finalText = element.textContent;
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    element.textContent =
      progress < 1 ? formatCount(target * easeOutCubic(progress), format) : finalText;
    if (progress < 1) requestAnimationFrame(step);
  };
  element.textContent = formatCount(0, format);
  requestAnimationFrame(step);
}

export function startCounters(): void {
  const counters = document.querySelectorAll<HTMLElement>(has(counterAttr));
  if (counters.length === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        animate(entry.target as HTMLElement);
      }
    },
    { rootMargin: '50px' },
  );
  counters.forEach((counter) => observer.observe(counter));
}
