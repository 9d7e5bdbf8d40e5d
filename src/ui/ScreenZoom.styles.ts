// A screen (a case's dashboard) opened at full size over the page, from its thumbnail: a popover,
// so no script is needed to open it, and Escape or a tap outside closes it. On a phone it takes
// the whole screen; islands/popoverSteps adds the tap to zoom, the arrow keys and the steps.
import styled from '@emotion/styled';
import { breakpoint, color, darkTone, radius, space, toneDeclarations } from '../theme/tokens';
import { secondaryButton } from './buttonStyles';
import { coverScreen, fluidImage } from './surfaces';

/** The thumbnail: a button as the picture, with a badge that says it opens larger. */
export const Trigger = styled.button`
  position: relative;
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  cursor: zoom-in;
  /* Says the screen opens larger, at rest: a phone has no zoom cursor (review 35B), and with a
     mouse a badge shown on hover only left a 368 px screen with no cue (51A). In the bottom
     right corner, where the mocks' panels end: at the top it covered a logo or a header's
     button (48A, 50A). Inside the picture, translucent with a light rim: astride its corner,
     a black disc vanished on the dark page (51A). */
  .zoom {
    position: absolute;
    z-index: 1;
    right: ${space.xs};
    bottom: ${space.xs};
    box-sizing: content-box;
    padding: 0.4rem;
    border: 1px solid rgb(255 255 255 / 0.45);
    border-radius: 50%;
    background: rgb(5 5 5 / 0.66);
    color: #fff;
  }
  &:hover img {
    outline: 2px solid ${color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${color.link};
    outline-offset: 3px;
  }
  &[data-overlay] {
    position: absolute;
    inset: 0;
  }
  ${breakpoint.wide} {
    &[data-overlay] {
      display: none;
    }
  }
`;

/** The screen at full size: the picture, its caption, the steps to its neighbours, Cerrar. */
export const Sheet = styled.div`
  /* No wider than the screen at its tallest (16:10): a 16:9 box left grey bars beside it. */
  width: min(94vw, 75rem, calc((94vh - 6rem) * 1.6 + 2 * ${space.sm} + 2px));
  max-height: 94vh;
  padding: ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  /* The whole screen and its caption in view, whatever the window's shape. */
  img {
    ${fluidImage}
    max-height: calc(94vh - 6rem);
    object-fit: contain;
  }
  /* The preview under the large picture (ThemedIllustration preview), laid out as it is.
     Doubled: a gallery's own image rule, as specific and later, resets the background. */
  && img {
    background-position: center;
    background-size: contain;
    background-repeat: no-repeat;
  }
  .swipe {
    display: none;
  }
  /* The page stays put behind an open screen, as behind the site's dialogs. */
  body:has(&:popover-open) {
    overflow: hidden;
  }
  /* 85%: at 75 the page behind still competed with the screen in the light theme (63B); on a
     dark page its white headings still read through at 85 (87C): 90, and blurred, as the site's
     dialogs are. At 90 the page's black and grey bands still showed as stripes behind a
     screen (88D): 95. */
  &::backdrop {
    background: rgb(0 0 0 / 0.95);
    backdrop-filter: blur(6px);
  }
  p {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.sm};
    padding-top: ${space.xs};
  }
  p > button {
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
  p > button:only-child {
    margin-left: auto;
  }
  /* On a phone: the whole screen, dark whatever the theme, as a phone's photo viewer (review 49A:
     a floating panel over the page). The screen fits the width; a tap zooms it to fill the
     viewer's height (at least twice the width: islands/popoverSteps sets it) and a swipe moves
     across it, since at the width of the phone it is no larger than its thumbnail (review 33C). Pinch-zoom works as on any page. Close at the
     top, the steps under the thumb. */
  ${breakpoint.mobile} {
    ${toneDeclarations(darkTone)}
    color-scheme: dark;
    ${coverScreen}
    padding: env(safe-area-inset-top) 0 max(${space.sm}, env(safe-area-inset-bottom));
    border: 0;
    border-radius: 0;
    background: ${darkTone.bg};
    &:popover-open {
      display: grid;
      grid-template-rows: auto minmax(0, 1fr) auto auto auto;
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'close' 'pan' 'hint' 'caption' 'steps';
    }
    p {
      display: contents;
    }
    p > button {
      grid-area: close;
      justify-self: end;
      margin: ${space.xs} ${space.sm};
    }
    p > span:first-child:not(.steps) {
      grid-area: caption;
      padding: ${space.xs} ${space.sm} 0;
    }
    .pan {
      grid-area: pan;
      display: flex;
      flex-direction: column;
      overflow: auto;
      overscroll-behavior: contain;
      cursor: zoom-in;
    }
    /* Centred while it fits, reachable from its top edge once zoomed. */
    .pan img {
      flex: none;
      margin-block: auto;
      max-height: none;
      border-radius: 0;
    }
    .pan[data-zoomed] {
      cursor: zoom-out;
    }
    .pan[data-zoomed] img {
      max-width: none;
    }
    .swipe {
      grid-area: hint;
      display: block;
      padding: ${space.xs} ${space.sm} 0;
      color: ${color.textMuted};
      font-size: 0.875rem;
    }
    .pan[data-zoomed] + .swipe .fit,
    .pan:not([data-zoomed]) + .swipe .zoomed {
      display: none;
    }
    .steps {
      grid-area: steps;
      justify-self: center;
      margin: ${space.sm} 0 0;
    }
  }
`;
