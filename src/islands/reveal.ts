// Sections after the first fade in once when they enter the viewport (CSS does the animation;
// this only marks them). Never applies to the first section, which holds the LCP element, nor
// to sections already on screen when the page loads, nor after a jump within the page: a link
// to "#servicios" landed on a washed-out section fading in (review 90B), so a jump shows every
// section as it is, at once.
import { afterFirstFrame } from './afterFirstFrame';
import { inPageLinkOf } from '../lib/hashId';
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
  // No longer pending, a section shows without a transition (only a revealed one has it).
  const showAll = () => {
    observer.disconnect();
    for (const section of sections) section.removeAttribute(revealPendingAttr);
  };
  // Before the browser scrolls to the link's target (a capturing click listener runs first);
  // a jump by the address bar or history comes as a hashchange.
  document.addEventListener('click', (event) => inPageLinkOf(event) && showAll(), {
    capture: true,
  });
  window.addEventListener('hashchange', showAll);
}

export function startReveal(): void {
  afterFirstFrame(markBelowTheFold);
}
