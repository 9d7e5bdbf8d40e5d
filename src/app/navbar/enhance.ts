// Navbar behaviour without React: hide/show on scroll, glass strength, and dark-on-light
// when the section under the bar has a light background (read from its data-tone).
import { nextBarState, type BarState } from './scrollState';
import { enhanceMobileMenu } from './mobileMenu';
import { afterFirstFrame } from '../../islands/afterFirstFrame';
import { inPageLinkOf } from '../../lib/hashId';
import {
  has,
  navbarAttr,
  navbarHiddenAttr,
  navbarOffsetProperty,
  navbarStateAttr,
  toneAttr,
} from '../../lib/pageAttributes';

/** The first of `elements`, in document order, whose box spans the height y. It stops at that
 * one. Measuring every section on each scroll frame, far ones included, moved the page under a
 * scroll in progress on phones (the sections below render late, content-visibility): the map
 * test caught a scroll that ended 1,500 px short. */
function spanning(elements: Iterable<Element>, y: number): Element | undefined {
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    if (box.top <= y && box.bottom > y) return element;
  }
  return undefined;
}

// The section under the bar, or the innermost toned element inside it: a block may carry a band
// of another tone within its section (the service page's body under its dark opening band).
function sectionToneUnder(y: number): string | undefined {
  let match = spanning(document.querySelectorAll(`${has(toneAttr)}:not(${has(navbarAttr)})`), y);
  for (let inner = match; inner; inner = spanning(inner.querySelectorAll(has(toneAttr)), y))
    match = inner;
  return match?.getAttribute(toneAttr) ?? undefined;
}

/** Runs on every scroll frame: it writes only when the state changes. */
function setHidden(bar: HTMLElement, hidden: boolean): void {
  if (bar.hasAttribute(navbarHiddenAttr) === hidden) return;
  bar.toggleAttribute(navbarHiddenAttr, hidden);
  // Sticky headings and cards sit under the bar while it shows (ui/surfaces stickyBelowNavbar).
  const root = document.documentElement.style;
  if (hidden) root.setProperty(navbarOffsetProperty, '0px');
  else root.removeProperty(navbarOffsetProperty);
}

/** How long a jump within the page may take before the bar goes back to its scroll rules. */
const jumpMs = 1500;

export function enhanceNavbar(): void {
  const bar = document.querySelector<HTMLElement>(has(navbarAttr));
  if (!bar) return;
  let state: BarState = { hidden: false, scrolled: false };
  // Read on the first update, not here: reading the scroll position forces a layout.
  let lastY: number | undefined;
  let frame = 0;
  // A jump to an anchor on this page lands its target under the bar (the page's
  // scroll-padding-top): the bar stays through that scroll. Hidden by the scroll down, it left
  // 88 px of the section above over the target ("Usar la calculadora": review 88B).
  let jumping = false;
  let jumpTimer = 0;
  // Where the jump ended counts as the last position: the frame queued by its last step would
  // otherwise read that step as a scroll down, and hide the bar.
  const endJump = () => {
    if (jumping) lastY = window.scrollY;
    jumping = false;
    window.clearTimeout(jumpTimer);
  };
  document.addEventListener('click', (event) => {
    if (!inPageLinkOf(event)) return;
    jumping = true;
    window.clearTimeout(jumpTimer);
    jumpTimer = window.setTimeout(endJump, jumpMs);
  });
  window.addEventListener('scrollend', endJump);

  const update = () => {
    frame = 0;
    const y = window.scrollY;
    state = nextBarState(state, lastY ?? y, y);
    if (jumping) state = { ...state, hidden: false };
    lastY = y;
    setHidden(bar, state.hidden);
    bar.setAttribute(navbarStateAttr, state.scrolled ? 'scrolled' : 'top');
    const tone = sectionToneUnder(bar.offsetHeight / 2);
    if (tone) bar.setAttribute(toneAttr, tone);
  };
  window.addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(update);
    },
    { passive: true },
  );
  // Focus moving into a hidden bar (keyboard users) brings it back.
  bar.addEventListener('focusin', () => setHidden(bar, false));
  // The server rendered the state for the top of the page; this corrects it for a page
  // reloaded halfway down.
  afterFirstFrame(update);
  enhanceMobileMenu(bar);
}
