// A drawing with a variant for the dark theme: both are in the page and each theme shows its own.
// The hidden one is display: none and lazy, so it is never fetched. The container that holds it
// takes `themeVariants`.
import type { ComponentProps } from 'react';
import { Illustration } from './Illustration';
import { inDarkTheme } from './surfaces';

/** The rules that show each variant in its theme, for the element that holds the drawing. */
export const themeVariants = `
  [data-dark-variant] {
    display: none;
  }
  ${inDarkTheme('[data-light-variant] { display: none; } [data-dark-variant] { display: block; }')}
`;

type Props = ComponentProps<typeof Illustration> & {
  /** The drawing for the dark theme; without it, both themes show `src`. */
  srcDark?: string | undefined;
};

export function ThemedIllustration({ srcDark, ...props }: Props) {
  return (
    <>
      <Illustration {...props} data-light-variant={srcDark ? '' : undefined} />
      {srcDark && <Illustration {...props} src={srcDark} data-dark-variant="" />}
    </>
  );
}
