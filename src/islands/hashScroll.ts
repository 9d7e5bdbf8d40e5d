// A link such as /#faq from another page lands on the home page; once the page has settled
// (100 ms, SPEC §9) the anchor is put in view, in case layout moved it. At once, not smoothly:
// from another page a smooth scroll crossed the whole home page to its form, 8,749 px in 3 s,
// its sections half faded on the way (review 45A). An explicit 'instant' wins over the page's
// smooth scrolling, which in-page jumps keep.
import { scrollWithinPage } from '../ui/renderWholePage';
import { idOfHash } from '../lib/hashId';
import { landedAttr } from '../lib/pageAttributes';

export const hashScrollDelayMs = 100;

/** How long a landing keeps its target in place while the page above it settles. */
const settleMs = 3000;

export function scrollToHashAfterLoad(): void {
  const id = idOfHash(location.hash);
  if (!id) return;
  setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    scrollWithinPage(target, 'instant');
    focusLanding(target);
    keepInPlace(target);
  }, hashScrollDelayMs);
}

/** Focus follows the jump, so the keyboard's next Tab and a screen reader start at the target,
 *  not at the top of a long page (review 57A: landing on the home form left focus on <body>).
 *  A section is a place, not a control: it takes focus without a ring (GlobalStyles). */
function focusLanding(target: HTMLElement): void {
  if (target.contains(document.activeElement) && document.activeElement !== document.body) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute(landedAttr, '');
  target.focus({ preventScroll: true });
}

/** On a slow phone the page above the target still changes after the jump (fonts, islands,
 *  images): at 6x CPU the home form's top ended 480 to 670 px above the screen. Until the
 *  visitor scrolls, types or taps, or for 3 s, the target is put back at each change of size. */
function keepInPlace(target: Element): void {
  const observer = new ResizeObserver(() => scrollWithinPage(target, 'instant'));
  const stop = () => {
    observer.disconnect();
    for (const type of userMoves) removeEventListener(type, stop);
  };
  for (const type of userMoves) addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  setTimeout(stop, settleMs);
}

const userMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
