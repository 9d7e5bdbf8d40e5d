// Navbar behaviour without React: hide/show on scroll, glass strength, and dark-on-light
// when the section under the bar has a light background (read from its data-tone).
import { nextBarState, type BarState } from './scrollState';
import { enhanceMobileMenu } from './mobileMenu';
import { afterFirstFrame } from '../../islands/afterFirstFrame';
import {
  has,
  navbarAttr,
  navbarHiddenAttr,
  navbarStateAttr,
  toneAttr,
} from '../../lib/pageAttributes';

// The innermost toned element under the bar wins: a block may carry a band of its own tone
// inside its section (the service page's dark header), and nested elements come later in
// document order.
function sectionToneUnder(y: number): string | undefined {
  let tone: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>(
    `${has(toneAttr)}:not(${has(navbarAttr)})`,
  )) {
    const box = section.getBoundingClientRect();
    if (box.top <= y && box.bottom > y) tone = section.getAttribute(toneAttr) ?? tone;
  }
  return tone;
}

export function enhanceNavbar(): void {
  const bar = document.querySelector<HTMLElement>(has(navbarAttr));
  if (!bar) return;
  let state: BarState = { hidden: false, scrolled: false };
  // Read on the first update, not here: reading the scroll position forces a layout.
  let lastY: number | undefined;
  let frame = 0;

  const update = () => {
    frame = 0;
    const y = window.scrollY;
    state = nextBarState(state, lastY ?? y, y);
    lastY = y;
    bar.toggleAttribute(navbarHiddenAttr, state.hidden);
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
  bar.addEventListener('focusin', () => bar.removeAttribute(navbarHiddenAttr));
  // The server rendered the state for the top of the page; this corrects it for a page
  // reloaded halfway down.
  afterFirstFrame(update);
  enhanceMobileMenu(bar);
}
