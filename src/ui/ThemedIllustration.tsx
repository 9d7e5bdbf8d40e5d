// A drawing with a variant for the dark theme: both are in the page and each theme shows its own.
// The hidden one is display: none (theme/GlobalStyles) and lazy, so it is never fetched.
import type { ComponentProps } from 'react';
import { Illustration } from './Illustration';
import { darkVariantAttr, lightVariantAttr } from '../lib/pageAttributes';
import { isRasterized, rasterFile, rasterWidths } from '../lib/rasterImages';

type Props = ComponentProps<typeof Illustration> & {
  /** The drawing for the dark theme; without it, both themes show `src`. */
  srcDark?: string | undefined;
  /** Until the picture arrives, its smallest WebP shows under it (the background the caller's
   *  styles size): a thumbnail of the same drawing has usually fetched that one already. */
  preview?: boolean;
};

/** The drawing's smallest WebP as the image's background, when the build draws one. */
const previewOf = (src: string) =>
  isRasterized(src) ? { backgroundImage: `url(${rasterFile(src, rasterWidths[0])})` } : undefined;

export function ThemedIllustration({ srcDark, preview = false, ...props }: Props) {
  return (
    <>
      <Illustration
        {...props}
        style={preview ? previewOf(props.src) : undefined}
        {...(srcDark ? { [lightVariantAttr]: '' } : {})}
      />
      {srcDark && (
        <Illustration
          {...props}
          src={srcDark}
          style={preview ? previewOf(srcDark) : undefined}
          {...{ [darkVariantAttr]: '' }}
        />
      )}
    </>
  );
}
