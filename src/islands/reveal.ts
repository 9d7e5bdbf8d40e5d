// Sections after the first fade in once when they enter the viewport (CSS does the animation;
// this only marks them). Never applies to the first section, which holds the LCP element, nor
// to sections already on screen when the page loads.
import { afterFirstFrame } from './afterFirstFrame';
import { has, revealAttr, revealPendingAttr, revealedAttr } from '../lib/pageAttributes';

function markBelowTheFold(): void {
  const below = [...document.querySelectorAll<HTMLElement>(has(revealAttr))].filter(
    (section) => section.getBoundingClientRect().top > window.innerHeight,
  );
  for (const section of below) section.setAttribute(revealPendingAttr, '');
  const sections = below;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.setAttribute(revealedAttr, '');
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  sections.forEach((section) => observer.observe(section));
}

export function startReveal(): void {
  afterFirstFrame(markBelowTheFold);
}
