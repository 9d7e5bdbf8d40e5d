// A link to a section of the same page (hero buttons, the dot navigator, the skip link) renders
// the whole page before the browser scrolls, so the jump lands on the section.
import { renderWholePage } from '../ui/renderWholePage';

export function renderBeforeInPageJumps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
      if (link instanceof HTMLAnchorElement && link.hash && link.pathname === location.pathname)
        renderWholePage();
    },
    // Capture: before any handler of the link itself, and before the browser's own scroll.
    { capture: true },
  );
}
