// Full-screen mobile menu: opens from the menu button, closes with Salir, Escape or a link;
// focus stays inside while open and returns to the button on close.
import {
  has,
  menuCloseAttr,
  menuOpenAttr,
  mobileMenuAttr,
  scrollLockAttr,
} from '../../lib/pageAttributes';

const focusable = 'a[href], button:not([disabled])';

export function enhanceMobileMenu(bar: HTMLElement): void {
  const openButton = bar.querySelector<HTMLButtonElement>(has(menuOpenAttr));
  const menu = bar.querySelector<HTMLElement>(has(mobileMenuAttr));
  if (!openButton || !menu) return;

  // The open menu is modal: everything outside it leaves the tab order and the accessibility
  // tree, as behind a modal dialog (the menu covers the page, but a screen reader could still
  // wander behind it).
  let madeInert: Element[] = [];
  const setOutsideInert = () => {
    for (let node: Element | null = menu; node && node !== document.body; node = node.parentElement)
      for (const sibling of node.parentElement?.children ?? [])
        if (sibling !== node && !sibling.hasAttribute('inert')) madeInert.push(sibling);
    for (const element of madeInert) element.setAttribute('inert', '');
  };
  const clearOutsideInert = () => {
    for (const element of madeInert) element.removeAttribute('inert');
    madeInert = [];
  };

  const close = () => {
    if (menu.hidden) return;
    clearOutsideInert();
    menu.hidden = true;
    openButton.setAttribute('aria-expanded', 'false');
    document.body.removeAttribute(scrollLockAttr);
    openButton.focus();
  };
  const open = () => {
    menu.hidden = false;
    openButton.setAttribute('aria-expanded', 'true');
    document.body.setAttribute(scrollLockAttr, '');
    setOutsideInert();
    menu.querySelector<HTMLElement>(has(menuCloseAttr))?.focus();
  };

  openButton.addEventListener('click', open);
  menu.querySelector(has(menuCloseAttr))?.addEventListener('click', close);
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    if (event.key !== 'Tab') return;
    const items = [...menu.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}
