// A drawing with a variant for the dark theme: both are in the page and each theme shows its own.
// The hidden one is display: none (theme/GlobalStyles) and lazy, so it is never fetched.
import type { ComponentProps } from 'react';
import { Illustration } from './Illustration';
import { darkVariantAttr, lightVariantAttr } from '../lib/pageAttributes';

type Props = ComponentProps<typeof Illustration> & {
  /** The drawing for the dark theme; without it, both themes show `src`. */
  srcDark?: string | undefined;
};

export function ThemedIllustration({ srcDark, ...props }: Props) {
  return (
    <>
      <Illustration {...props} {...(srcDark ? { [lightVariantAttr]: '' } : {})} />
      {srcDark && <Illustration {...props} src={srcDark} {...{ [darkVariantAttr]: '' }} />}
    </>
  );
}
