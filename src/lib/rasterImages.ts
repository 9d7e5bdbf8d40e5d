// The site's drawings (case captures, service art, blog covers, team portraits) are SVG files in
// public/, which is what marketers edit. Shown through <img>, an SVG is laid out and painted on the
// page's main thread, text and all: on a slow phone one case cover cost up to 300 ms of layout, and
// a page of them kept the first seconds busy. A WebP is decoded off that thread. So the build also
// draws each of these SVGs as WebP at a few widths, and pages offer those through srcset, with the
// SVG kept as the src for anything that cannot use them. This module is the one place that says
// which files get drawn, at which widths, and under what name; the build and the pages both use it.

/** Folders of public/ whose SVGs are drawn as WebP. Client logos are not: small wordmarks. */
export const rasterFolders = ['blog/images', 'cases', 'cases/gallery', 'services', 'team'];

/** Widths drawn: a card or a phone at 1–2x; a phone at 3x, a wide banner at 1–2x. */
export const rasterWidths = [800, 1600] as const;

const animated = /-animado\.svg$/;

/** True when `src` is one of the SVGs the build draws as WebP (an animated one keeps moving). */
export function isRasterized(src: string): boolean {
  if (!src.startsWith('/') || !src.endsWith('.svg') || animated.test(src)) return false;
  const folder = src.slice(1, src.lastIndexOf('/'));
  return rasterFolders.includes(folder);
}

/** Where the build writes `src` (an SVG path) drawn `width` pixels wide. */
export function rasterFile(src: string, width: number): string {
  return src.replace(/\.svg$/, `-${width}w.webp`);
}

/** The srcset for `src`, or undefined when the build does not draw it. */
export function rasterSrcSet(src: string): string | undefined {
  if (!isRasterized(src)) return undefined;
  return rasterWidths.map((width) => `${rasterFile(src, width)} ${width}w`).join(', ');
}

/** Folders whose drawings are also drawn as a 1200×630 JPEG, for a page to share (an entry's
 *  page, with "ogImage": "{bannerImage}"): a link shared on LinkedIn or WhatsApp showed the
 *  site's generic card for every case (review 48A), and those do not read SVG. */
export const socialFolders = ['blog/images', 'cases'];
export const socialSize = { width: 1200, height: 630 } as const;

/** Where the build writes `src`'s sharing JPEG, or undefined when it draws none. */
export function socialFile(src: string): string | undefined {
  if (!isRasterized(src) || !socialFolders.includes(src.slice(1, src.lastIndexOf('/'))))
    return undefined;
  return src.replace(/\.svg$/, '-og.jpg');
}

/** The image a page shares for `src`: a drawing's JPEG, or the file itself. */
export const sharedImage = (src: string): string => socialFile(src) ?? src;
