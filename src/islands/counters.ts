// Counts [data-counter] numbers up from 0 the first time they come into view (50 px margin),
// over their data-duration (2000 ms by default), ending on the exact text the HTML already had.
import { formatCount, type CountFormat } from '../lib/formatCount';
import {
  counterAttr,
  counterDecimalsAttr,
  counterDurationAttr,
  counterSeparatorAttr,
  has,
} from '../lib/pageAttributes';

export const counterDurationMs = 2000;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

interface Count {
  /** The number's text node: setting its data changes no element, so the frame restyles nothing. */
  text: Text;
  target: number;
  format: CountFormat;
  duration: number;
  finalText: string;
  start: number;
}

const running = new Set<Count>();

// One frame callback for every figure counting, not one each: a slow phone ran four callbacks
// and four style passes per frame on /equipo (Lighthouse 9x CPU).
function tick(now: number): void {
  for (const count of running) {
    // A frame's time is when the frame began: a count started by a task within that frame
    // (the observer's callback) has a later start, and a negative progress drew "-1" for a
    // frame (seen once as a count going down, CI 75). Clamped at 0.
    const progress = Math.min(1, Math.max(0, (now - count.start) / count.duration));
    const next =
      progress < 1
        ? formatCount(count.target * easeOutCubic(progress), count.format)
        : count.finalText;
    if (count.text.data !== next) count.text.data = next;
    if (progress === 1) running.delete(count);
  }
  if (running.size > 0) requestAnimationFrame(tick);
}

function animate(element: HTMLElement): void {
  const text = element.firstChild;
  if (!(text instanceof Text)) return;
  const format = {
    decimals: Number(element.getAttribute(counterDecimalsAttr) ?? 0),
    separator: element.getAttribute(counterSeparatorAttr) ?? ',',
  };
  const duration =
    Number(element.getAttribute(counterDurationAttr) ?? counterDurationMs) || counterDurationMs;
  const count: Count = {
    text,
    target: Number(element.getAttribute(counterAttr)),
    format,
    duration,
    finalText: text.data,
    start: performance.now(),
  };
  text.data = formatCount(0, format);
  if (running.size === 0) requestAnimationFrame(tick);
  running.add(count);
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
