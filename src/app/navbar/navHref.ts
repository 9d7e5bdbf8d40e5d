import type { NavItem } from '../../content/types.generated';

/**
 * Where a navigation item points from the current page: a home anchor (/#faq) scrolls in place
 * on the home page and on its offHomeHref page; elsewhere it goes to offHomeHref when given
 * (contact-form → /contacto), otherwise to the home page and its anchor.
 */
export function navHref(item: NavItem, currentPath: string): string {
  const homeAnchor = /^\/(#.+)$/.exec(item.href)?.[1];
  if (!homeAnchor) return item.href;
  // On its off-home page (contact-form on /contacto, which holds the form under the same id) it
  // scrolls to the section: a link to the page itself reloaded it (review 81B).
  if (currentPath === '/' || item.offHomeHref === currentPath) return homeAnchor;
  return item.offHomeHref ?? item.href;
}

/** aria-current of an item: 'page' on its own page, 'true' on the pages under it (an article
 * under /blog), nothing elsewhere. The home page marks no item: its items are anchors. */
export function currentMark(item: NavItem, currentPath: string): 'page' | 'true' | undefined {
  const target = item.section ?? item.href;
  if (currentPath === '/' || target === '/') return undefined;
  if (target === currentPath) return 'page';
  return currentPath.startsWith(`${target}/`) ? 'true' : undefined;
}
