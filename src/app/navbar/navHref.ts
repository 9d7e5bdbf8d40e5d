import type { NavItem } from '../../content/types.generated';

/**
 * Where a navigation item points from the current page: a home anchor (/#faq) scrolls in place
 * on the home page; elsewhere it goes to offHomeHref when given (contact-form → /contacto),
 * otherwise to the home page and its anchor.
 */
export function navHref(item: NavItem, currentPath: string): string {
  const homeAnchor = /^\/(#.+)$/.exec(item.href)?.[1];
  if (!homeAnchor) return item.href;
  if (currentPath === '/') return homeAnchor;
  return item.offHomeHref ?? item.href;
}

export function isCurrent(item: NavItem, currentPath: string): boolean {
  return item.href === currentPath && currentPath !== '/';
}
