// Wraps every block (STYLE.md §5): anchor, background tone, vertical spacing and the
// one-time fade-in, all from the section's content fields. The fade-in and the deferred
// rendering are global rules on the section's attributes (theme/GlobalStyles): once per page,
// not once per kind of section.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Background, Spacing } from '../content/types.generated';
import { backgrounds } from '../theme/sections';
import { breakpoint, color, navbarHeight, space } from '../theme/tokens';
import { revealAttr, toneAttr } from '../lib/pageAttributes';

// Top and bottom. 'joined' continues the section above (the contact cells under a city's map):
// no top padding, and it moves up into the foot of the section above, so the two are one block
// with the gap of a block's parts between them (space.md).
const padding: Record<Spacing, string> = {
  none: '0',
  sm: space.lg,
  md: space.xl,
  lg: space.xxl,
  joined: `0 ${space.xl}`,
};
const phonePadding = (spacing: Spacing) =>
  spacing === 'none' ? '0' : spacing === 'joined' ? `0 ${space.lg}` : space.lg;

const Root = styled.section<{ $background: Background; $spacing: Spacing; $clearNavbar: boolean }>`
  ${({ $background }) => backgrounds[$background].css}
  /* A stacking context of its own, so decorative layers (particles) sit behind the content. */
  position: relative;
  isolation: isolate;
  color: ${color.text};
  padding-block: ${({ $spacing }) => padding[$spacing]};
  ${breakpoint.mobile} {
    padding-block: ${({ $spacing }) => phonePadding($spacing)};
  }
  ${({ $spacing }) =>
    $spacing === 'joined' &&
    `margin-top: calc(${space.md} - ${space.xl}); ${breakpoint.mobile} { margin-top: calc(${space.md} - ${space.lg}); }`}
  ${({ $clearNavbar, $spacing }) =>
    $clearNavbar &&
    `&& { padding-top: calc(${navbarHeight} + ${padding[$spacing === 'none' || $spacing === 'joined' ? 'sm' : $spacing]}); }`}
`;

export interface SectionProps {
  id?: string;
  background: Background;
  spacing: Spacing;
  /** The first section holds the LCP element: it never fades in. */
  reveal: boolean;
  /** The first section of a page without breadcrumb starts under the fixed navbar. */
  clearNavbar: boolean;
  blockType: string;
  children: ReactNode;
}

export function Section({
  id,
  background,
  spacing,
  reveal,
  clearNavbar,
  blockType,
  children,
}: SectionProps) {
  return (
    <Root
      id={id}
      $background={background}
      $spacing={spacing}
      $clearNavbar={clearNavbar}
      data-block={blockType}
      {...{ [toneAttr]: backgrounds[background].tone, [revealAttr]: reveal ? '' : undefined }}
    >
      {children}
    </Root>
  );
}
