// Cards marked with a hover intensity tilt towards the pointer, float, scale and glow. Only for a
// real hover pointer and when the visitor has not asked for reduced motion.
import { hoverAttr, hoverPresets, tiltVariables, type HoverIntensity } from '../lib/hoverPresets';
import { hoveringAttr } from '../lib/pageAttributes';

export function startHoverTilt(): void {
  const cards = document.querySelectorAll<HTMLElement>(`[${hoverAttr}]`);
  if (cards.length === 0) return;
  if (!window.matchMedia('(hover: hover) and (prefers-reduced-motion: no-preference)').matches)
    return;
  for (const card of cards) {
    const preset = hoverPresets[card.getAttribute(hoverAttr) as HoverIntensity];
    if (!preset) continue;
    card.addEventListener('pointermove', (event) => {
      const box = card.getBoundingClientRect();
      const variables = tiltVariables(
        preset,
        (event.clientX - box.left) / box.width,
        (event.clientY - box.top) / box.height,
      );
      for (const [name, value] of Object.entries(variables)) card.style.setProperty(name, value);
      card.setAttribute(hoveringAttr, '');
    });
    card.addEventListener('pointerleave', () => {
      card.removeAttribute('style');
      card.removeAttribute(hoveringAttr);
    });
  }
}
