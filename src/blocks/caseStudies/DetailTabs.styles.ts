// The case dialog's story tabs (DetailTabs): the segmented control, its progress bar, the band
// that keeps it in view, and the stories' shared cell.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { DialogSwap } from '../../ui/DialogSwap';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';
import { dotList } from '../../ui/surfaces';

// A segmented control: the chosen tab filled in brand yellow. The tabs share one row while they
// fit and wrap rather than push the sheet wider; the selected pill says where the reader is, the
// bar under the tabs how far through the story (the spec's progress bar).
// In a phone's sheet the control takes the whole width, as the metric rows above it do.
export const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
`;

export const Tab = styled.button`
  flex: 1 1 auto;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textMuted};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
  &[aria-selected='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  ${breakpoint.small} {
    padding: 0.5rem 0.75rem;
    font-size: 0.875rem;
  }
`;

/** How far through the case's story the reader is (the spec's progress bar): a hairline track
 * under the tabs, filled in yellow to the chosen one. The tabs say it to assistive technology. */
export const Progress = styled.div`
  height: 3px;
  border-radius: ${radius.pill};
  background: ${color.border};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: var(--done);
    border-radius: inherit;
    background: ${color.primary};
    ${motionOk} {
      transition: width 240ms ease-out;
    }
  }
`;

/** The tabs and their progress, one width. */
export const Control = styled.div`
  display: grid;
  gap: 6px;
  width: fit-content;
  max-width: 100%;
  ${breakpoint.small} {
    width: 100%;
  }
`;

/** The control's band: it stays in view at the top of the sheet while its story is read (review
 *  66B: at 390 px a tab sat at the fold, and choosing one changed nothing in sight), across the
 *  sheet's top padding, as wide as the story, the text fading out under it (67A: lines wider
 *  than the control showed beside it, and letters under its bar). */
export const Head = styled.div`
  position: sticky;
  top: calc(-1 * var(--sheet-padding-top, 0px));
  z-index: 1;
  padding-block: ${space.xs};
  background: ${color.surface};
  &::after {
    content: '';
    position: absolute;
    inset: 100% 0 auto;
    height: ${space.sm};
    background: linear-gradient(${color.surface}, transparent);
    pointer-events: none;
  }
`;

const story = css`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  padding-top: ${space.xs};
  p {
    font-size: 1.05rem;
    line-height: 1.7;
  }
  /* The site's dot list, as in every other list of points (it had square bullets of its own). */
  ul {
    ${dotList}
    gap: ${space.xs};
  }
`;

export const Panel = styled(DialogSwap)`
  ${story}
  grid-area: 1 / 1;
`;

/** On a wide sheet the tabs' stories share one cell, the hidden ones unseen and unread: the
 *  cell takes the longest, so what follows does not jump as the tab changes (review 68A: 170 px
 *  at 1440). On a phone, where a tab's story scrolls into view, a short one ends where it ends:
 *  the room kept for the longest read as a gap. */
export const Stories = styled.div`
  display: grid;
  > [aria-hidden] {
    ${story}
    grid-area: 1 / 1;
    visibility: hidden;
    display: none;
  }
  @container (min-width: 640px) {
    > [aria-hidden] {
      display: grid;
    }
  }
`;

export const Block = styled.div`
  display: grid;
  gap: ${space.sm};
`;
