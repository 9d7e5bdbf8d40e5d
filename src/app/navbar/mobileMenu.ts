// Full-screen mobile menu: a native modal <dialog>. showModal() puts it in the top layer and
// makes the rest of the page inert, and Escape closes it, all by the browser; this script opens
// it from the menu button, closes it with Salir or a link, and returns focus to the button.
import {
  has,
  menuCloseAttr,
  menuOpenAttr,
  mobileMenuAttr,
  scrollLockAttr,
} from '../../lib/pageAttributes';

export function enhanceMobileMenu(bar: HTMLElement): void {
  const openButton = bar.querySelector<HTMLButtonElement>(has(menuOpenAttr));
  const menu = bar.querySelector<HTMLDialogElement>(has(mobileMenuAttr));
  if (!openButton || !menu) return;

  const open = () => {
    menu.showModal();
    openButton.setAttribute('aria-expanded', 'true');
    document.body.setAttribute(scrollLockAttr, '');
    // Focus on Salir, the way out, as before; the browser would focus the brand link first.
    menu.querySelector<HTMLElement>(has(menuCloseAttr))?.focus();
  };
  // Every way out (Salir, a link, Escape) ends here.
  menu.addEventListener('close', () => {
    openButton.setAttribute('aria-expanded', 'false');
    document.body.removeAttribute(scrollLockAttr);
    openButton.focus();
  });

  openButton.addEventListener('click', open);
  menu.querySelector(has(menuCloseAttr))?.addEventListener('click', () => menu.close());
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.close();
  });
}
