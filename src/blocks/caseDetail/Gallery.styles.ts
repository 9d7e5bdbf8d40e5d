// The gallery's grid of thumbnails and its popovers: each screen at full size, the steps
// between screens and the close button.
import styled from '@emotion/styled';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { secondaryButton } from '../../ui/buttonStyles';
import { fluidImage, plainList } from '../../ui/surfaces';

export const List = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '260px', gap: space.md })}
  figure {
    display: grid;
    gap: ${space.xs};
    margin: 0;
  }
  img {
    ${fluidImage}
  }
  figcaption {
    color: ${color.textMuted};
    font-size: 0.9375rem;
    text-wrap: pretty;
  }
  figure > button {
    position: relative;
    display: block;
    padding: 0;
    border: 0;
    border-radius: ${radius.md};
    background: none;
    cursor: zoom-in;
  }
  /* Says the screen opens larger; a phone has no zoom cursor to say it (review 35B). */
  .zoom {
    position: absolute;
    z-index: 1;
    /* Top left, over the window's chrome: at the foot it covered a screen's main button, at the
       top right its header button ('Nueva orden', review 48A). */
    top: ${space.xs};
    left: ${space.xs};
    box-sizing: content-box;
    padding: 0.45rem;
    border-radius: 50%;
    background: rgb(5 5 5 / 0.72);
    color: #fff;
  }
  figure > button:hover img {
    outline: 2px solid ${color.primary};
  }
  figure > button:focus-visible {
    outline: 3px solid ${color.link};
    outline-offset: 3px;
  }
  /* No wider than the screen at its tallest (16:10): a 16:9 box left grey bars beside it. */
  [popover] {
    width: min(94vw, 75rem, calc((94vh - 6rem) * 1.6 + 2 * ${space.sm} + 2px));
    max-height: 94vh;
    padding: ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    background: ${color.surface};
    color: ${color.text};
  }
  /* The whole screen and its caption in view, whatever the window's shape. */
  [popover] img {
    max-height: calc(94vh - 6rem);
    object-fit: contain;
  }
  .swipe {
    display: none;
  }
  /* On a phone the screen is as wide as the thumbnail was: it opens at twice the width, and a
     swipe moves across it (review 33C: the "enlarged" image was smaller than the thumbnail). */
  ${breakpoint.mobile} {
    [popover] {
      width: 100vw;
      max-width: none;
      padding-inline: 0;
      border-radius: 0;
    }
    .pan {
      overflow-x: auto;
      overscroll-behavior-x: contain;
    }
    .pan img {
      width: 200%;
      max-width: none;
      max-height: none;
    }
    [popover] p {
      flex-wrap: wrap;
      padding-inline: ${space.sm};
    }
    [popover] p > span:first-child:not(.steps) {
      flex-basis: 100%;
    }
    /* The screen runs off the right edge on purpose: say so. */
    /* Gone once the screen's right edge is reached (islands/popoverSteps marks the pan). */
    .pan[data-at-end] + .swipe {
      visibility: hidden;
    }
    .swipe {
      display: block;
      padding: ${space.xs} ${space.sm} 0;
      color: ${color.textMuted};
      font-size: 0.875rem;
    }
    .steps {
      margin-left: 0;
    }
  }
  /* The page stays put behind an open screen, as behind the site's dialogs. */
  body:has(& :popover-open) {
    overflow: hidden;
  }
  [popover]::backdrop {
    background: rgb(0 0 0 / 0.75);
  }
  [popover] p {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.sm};
    padding-top: ${space.xs};
  }
  [popover] p > button {
    ${secondaryButton}
    flex: none;
  }
  .steps {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    flex: none;
    margin-left: auto;
    font-variant-numeric: tabular-nums;
    color: ${color.textMuted};
  }
  .steps button {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid ${color.border};
    border-radius: 50%;
    background: none;
    color: ${color.text};
    cursor: pointer;
  }
  .steps button:focus-visible {
    outline: 3px solid ${color.link};
    outline-offset: 2px;
  }
  [popover] p > button:only-child {
    margin-left: auto;
  }
`;
