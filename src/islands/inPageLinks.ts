// A link to a section of the same page (hero buttons, the dot navigator, the skip link) renders
// the whole page before the browser scrolls, so the jump lands on the section. A jump from the
// folded section map also folds it: left open, it greeted the reader scrolling back with the
// whole list (review 30). Folded first, so the browser scrolls to where the section then is.
// A jump to a section that holds a form ('Recibir el newsletter', 'Agenda una reunión') puts the
// caret in its first field: it left focus at the page's start, a Tab away from nowhere (review
// 32A). The browser's own scroll does the scrolling.
import { renderWholePage } from '../ui/renderWholePage';
import { has, tocFoldAttr } from '../lib/pageAttributes';
import { idOfHash, inPageLinkOf } from '../lib/hashId';

export function renderBeforeInPageJumps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = inPageLinkOf(event);
      if (!link) return;
      renderWholePage();
      const fold = link.closest(`${has(tocFoldAttr)} details[open]`);
      if (fold instanceof HTMLDetailsElement) fold.open = false;
      const target = document.getElementById(idOfHash(link.hash));
      if (target?.localName !== 'section') return;
      // The form's first field a visitor types in: Nombre has no type attribute, and a selector
      // of typed inputs put the caret in Correo (review 36C). Not the honeypot (tabindex -1).
      const field = target.querySelector<HTMLElement>(
        'form :is(input:is(:not([type]), [type="text"], [type="email"]), textarea):not([tabindex="-1"])',
      );
      // After the browser's navigation to the fragment, which takes focus off a field.
      if (field) setTimeout(() => field.focus({ preventScroll: true }));
    },
    // Capture: before any handler of the link itself, and before the browser's own scroll.
    { capture: true },
  );
}
