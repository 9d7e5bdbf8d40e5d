// The look of the dialog shell (ui/Modal): a <dialog> that covers the viewport and holds its own
// backdrop and a sheet. A sized sheet has a fixed header, a body that scrolls and, on a phone,
// sits at the bottom edge like a native sheet. Nothing inside may be wider than the sheet, so
// every flex and grid child may shrink (min-width: 0) and long words break.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { m } from 'framer-motion';
import { breakpoint, color, radius, space } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';
import { coverScreen, inDarkTheme } from './surfaces';

export type SheetSize = 'fit' | 'md' | 'lg';

const widths: Record<Exclude<SheetSize, 'fit'>, string> = { md: '760px', lg: '880px' };

export const Layer = styled.dialog<{ $size: SheetSize }>`
  ${coverScreen}
  /* 24 px of page above and below: at 40 the showcase dialog scrolled 31 px at 1280 x 800
     (design review 14). */
  padding: ${space.md} ${space.sm};
  border: 0;
  background: transparent;
  color: ${color.text};
  overflow: hidden;
  overscroll-behavior: contain;
  /* Focused itself on opening (DialogLifecycle); the ring belongs to what Tab reaches next. */
  outline: none;
  &[open],
  &[data-leaving] {
    display: flex;
    align-items: center;
    justify-content: center;
  }
  /* Animating out as a popover (ui/DialogLifecycle): seen, but every click goes to the page. */
  &[data-leaving] {
    pointer-events: none;
  }
  &::backdrop {
    background: transparent;
  }
  ${breakpoint.mobile} {
    padding: ${({ $size }) => ($size === 'fit' ? space.sm : '0.75rem 0 0')};
    &[open],
    &[data-leaving] {
      align-items: ${({ $size }) => ($size === 'fit' ? 'center' : 'flex-end')};
    }
  }
`;

// A blur too: on a dark page a dimmed light-on-dark layout still competes with the sheet.
export const Backdrop = styled(m.div)`
  position: fixed;
  inset: 0;
  background: rgba(5, 5, 5, 0.78);
  backdrop-filter: blur(6px);
  ${inDarkTheme('background: rgba(0, 0, 0, 0.86);')}
`;

// Sized by its data-size attribute: props with a $ would reach the DOM through m.div.
export const Sheet = styled(m.div)`
  position: relative;
  display: flex;
  flex-direction: column;
  width: auto;
  max-width: 100%;
  max-height: 100%;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: 0 32px 90px rgba(0, 0, 0, 0.45);
  /* On a dark page the sheet's own border barely shows: a lighter edge lifts it. */
  ${inDarkTheme('border-color: rgb(255 255 255 / 0.16);')}
  &[data-size='md'] {
    width: min(${widths.md}, 100%);
  }
  &[data-size='lg'] {
    width: min(${widths.lg}, 100%);
  }
  ${breakpoint.mobile} {
    &[data-size='md'],
    &[data-size='lg'] {
      width: 100%;
      border-bottom: 0;
      border-radius: ${radius.lg} ${radius.lg} 0 0;
    }
  }
`;

export const Header = styled.header`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  min-height: 68px;
  /* The same inset as the body on both sides: the buttons line up with the text below. 16 px
     above and below: at 10, a two-line title sat cramped under the sheet's top edge (review 14). */
  padding: ${space.sm} ${space.lg};
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  > :first-child {
    min-width: 0;
  }
  ${breakpoint.mobile} {
    min-height: 60px;
    padding: 0.5rem ${space.md};
  }
`;

export const Body = styled.div<{ $padded: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  overflow-wrap: anywhere;
  /* Blocks inside lay out by the sheet's width. Not on a fitted box, whose width comes from its
     content, which size containment would ignore. */
  container-type: ${({ $padded }) => ($padded ? 'inline-size' : 'normal')};
  /* Its top padding as a property: what a sticky part of the body sticks across. */
  --sheet-padding-top: ${({ $padded }) => ($padded ? '2rem' : '0px')};
  padding: ${({ $padded }) => ($padded ? `var(--sheet-padding-top) ${space.lg}` : '0')};
  /* A soft shade at the top or bottom edge while more lies beyond it: a text cut by the sheet's
     edge otherwise reads as the end (design review 7b). A straight edge shade: a radial one read
     as a smudge behind the text (design review 9). The two covers in the surface colour
     scroll with the content and hide each shade once its end is reached. */
  background:
    linear-gradient(${color.surface} 30%, transparent) top / 100% 3rem no-repeat local,
    linear-gradient(transparent, ${color.surface} 70%) bottom / 100% 3rem no-repeat local,
    linear-gradient(var(--edge-shade), transparent) top / 100% 0.75rem no-repeat scroll,
    linear-gradient(transparent, var(--edge-shade)) bottom / 100% 0.75rem no-repeat scroll
      ${color.surface};
  --edge-shade: rgb(0 0 0 / 0.12);
  /* On a dark sheet the light theme's shade did not show: the showcase's text ran into the
     sheet's edge as if it ended there (review 61C). */
  ${inDarkTheme('--edge-shade: rgb(0 0 0 / 0.55);')}
  &:focus-visible {
    outline-offset: -3px;
  }
  /* The page's own gutter on a phone, so the sheet's text lines up with the page's. */
  ${breakpoint.mobile} {
    --sheet-padding-top: ${({ $padded }) => ($padded ? space.md : '0px')};
    padding: ${({ $padded }) =>
      $padded ? `var(--sheet-padding-top) ${space.md} ${space.lg}` : '0'};
  }
`;

/** Hides a button's words on a phone, leaving its icon and its accessible name. */
const phoneHiddenLabel = css`
  ${breakpoint.mobile} {
    padding: 0;
    width: 44px;
    > span {
      ${visuallyHidden}
    }
  }
`;

/** The header's buttons (close, previous, next): a pill with an icon and a word, on a phone an
 * icon in a 44 px circle whose word stays as its accessible name. */
const headerButton = css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 700;
  /* One line box as tall as the text, so the word centres on its icon. */
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: ${color.text};
  }
  svg {
    flex: none;
  }
  ${phoneHiddenLabel}
`;

export const HeaderButton = styled.button`
  ${headerButton}
`;
