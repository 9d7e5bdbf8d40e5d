// A link to a section of the same page (hero buttons, the dot navigator, the skip link) renders
// the whole page before the browser scrolls, so the jump lands on the section. A jump from the
// folded section map also folds it: left open, it greeted the reader scrolling back with the
// whole list (review 30). Folded first, so the browser scrolls to where the section then is.
import { renderWholePage } from '../ui/renderWholePage';
import { has, tocFoldAttr } from '../lib/pageAttributes';

export function renderBeforeInPageJumps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
      if (!(link instanceof HTMLAnchorElement && link.hash && link.pathname === location.pathname))
        return;
      renderWholePage();
      const fold = link.closest(`${has(tocFoldAttr)} details[open]`);
      if (fold instanceof HTMLDetailsElement) fold.open = false;
    },
    // Capture: before any handler of the link itself, and before the browser's own scroll.
    { capture: true },
  );
}
