// The tab icon: a PNG the build draws from public/favicon.svg (scripts/lib/favicon.ts).
/** Google shows a site's icon from a multiple of 48 px; 96 is sharp on a 2x tab too. */
export const faviconSize = 96;
export const faviconPath = '/favicon.png';
