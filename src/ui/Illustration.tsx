import type { ImgHTMLAttributes, Ref } from 'react';
import { rasterSrcSet } from '../lib/rasterImages';
import { cornerClass } from './coverCorner';
import { desktopWidth, widerThanPhone } from '../theme/breakpoints';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** How wide the image is laid out, as a `sizes` list: it picks the WebP width to fetch. */
  sizes: string;
  /** Whether the browser may pick the width from the laid-out box (`auto`): not for an image
   *  drawn larger than its box (a case's screen by its corner), which `auto` would fetch too
   *  small and blur. */
  autoSizes?: boolean;
  ref?: Ref<HTMLImageElement>;
};

/** Layouts shared by several blocks, as `sizes` lists. */
export const illustrationSizes = {
  /** A card in a grid of two or three columns, full width on a phone. */
  card: `${widerThanPhone} 375px, 100vw`,
  /** A card that spans two columns, or the reading column. */
  wide: `${widerThanPhone} 750px, 100vw`,
  /** A screen beside its text: 7 of 12 columns from 1024 px, full width under it before. */
  beside: `${desktopWidth} 670px, 100vw`,
  /** A case's screen in a card, drawn 1.7 times its box (ui/coverCorner screenCorner). */
  cardCorner: `${widerThanPhone} 640px, 170vw`,
  /** The same in a card of two columns (up to 560 px wide). */
  wideCorner: `${desktopWidth} 950px, ${widerThanPhone} 640px, 170vw`,
} as const;

/** Whether a picture is a case's screen to show by its corner (ui/coverCorner screenCorner): the
 *  site keeps them under /cases/. A screen with the app's phone beside it ('-app') stays whole:
 *  by its corner, the phone was cut mid-word (reviews 76A, 76B). */
export const isCornerScreen = (src: string) =>
  src.startsWith('/cases/') && !/-app(-oscuro)?\.svg$/.test(src);

/** A card cover's sizing: by its corner where isCornerScreen says (the class the card's
 *  `cornerCovers` rule draws, and the enlarged width, which `auto` would miss), whole otherwise. */
export function coverSizing(src: string, sizes: { whole: string; corner: string }) {
  return isCornerScreen(src)
    ? { sizes: sizes.corner, autoSizes: false, className: cornerClass }
    : { sizes: sizes.whole };
}

/**
 * An <img> of one of the site's drawings: the WebP the build drew from it where there is one
 * (src/lib/rasterImages.ts), the file itself otherwise.
 */
export function Illustration({ src, sizes, autoSizes = true, ...img }: Props) {
  const srcSet = rasterSrcSet(src);
  // `auto` first lets a lazy image be fetched at the width it is laid out at, where the browser
  // can (Chromium); the rest of the list is what the others use.
  const listed = img.loading === 'lazy' && autoSizes ? `auto, ${sizes}` : sizes;
  return <img src={src} srcSet={srcSet} sizes={srcSet ? listed : undefined} {...img} />;
}
