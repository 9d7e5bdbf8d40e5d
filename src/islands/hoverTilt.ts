// Cards marked with a hover intensity tilt towards the pointer, float, scale and glow. Only for a
// real hover pointer and when the visitor has not asked for reduced motion. The card's styles
// are set here, inline, rather than in the page's CSS: they exist only under a moving pointer,
// so they need not ride in the HTML of every page.
import {
  hoverAttr,
  hoverPerspectivePx,
  hoverPresets,
  tiltVariables,
  type HoverIntensity,
} from '../lib/hoverPresets';
import { hoveringAttr } from '../lib/pageAttributes';

const moved = {
  transition: 'transform 0.2s ease-out, box-shadow 0.2s ease-out',
  transform: `perspective(${hoverPerspectivePx}px) rotateX(var(--tilt-x)) rotateY(var(--tilt-y)) translateY(var(--float)) scale(var(--scale))`,
  boxShadow: '0 18px 40px rgba(0, 0, 0, var(--shadow)), 0 0 28px rgba(255, 214, 0, var(--glow))',
};

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
      Object.assign(card.style, moved);
      card.setAttribute(hoveringAttr, '');
    });
    // Back to rest with the same transition; the style goes once it has played.
    card.addEventListener('pointerleave', () => {
      card.style.transform = '';
      card.style.boxShadow = '';
      card.removeAttribute(hoveringAttr);
    });
    card.addEventListener('transitionend', () => {
      if (!card.hasAttribute(hoveringAttr)) card.removeAttribute('style');
    });
  }
}
