// The estimate on a phone: a slim bar pinned to the bottom while the calculator is on screen (the
// total and the quote button, about 70 px); the breakdown opens above it on tap, as a sheet.
import { css, keyframes } from '@emotion/react';
import { color, motionOk, radius, space } from '../../theme/tokens';

const listEnd = keyframes`
  0%,
  90% {
    opacity: 1;
  }
  100% {
    opacity: 0;
  }
`;

export const phoneSheet = css`
  top: auto;
  bottom: 0;
  z-index: 3;
  margin-inline: calc(-1 * ${space.md});
  /* Every section is a stacking context (ui/Section): open, the sheet's section rises over the
     sections after it (the FAQ painted over a sheet opened at the end of the form, 33B) and over
     the navbar (z-index 50), which stood undimmed and live above the shade (34B). */
  section:has(&[data-open]) {
    z-index: 60;
  }
  > .sheet {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'detail detail' 'summary quote';
    align-items: center;
    column-gap: 0.75rem;
    /* Room above the content for the handle, clear of the bar's top edge (review 8). */
    padding: 1.125rem ${space.md} calc(0.625rem + env(safe-area-inset-bottom));
    border: 0;
    border-top: 1px solid ${color.border};
    border-radius: ${radius.md} ${radius.md} 0 0;
    box-shadow: 0 -8px 24px -12px rgba(0, 0, 0, 0.3);
  }
  .summary {
    grid-area: summary;
    position: relative;
    min-width: 0;
  }
  .eyebrow {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    font-size: 0.6875rem;
  }
  .chevron {
    display: block;
    color: ${color.text};
  }
  &[data-open] .chevron {
    transform: rotate(180deg);
  }
  output {
    margin-top: 0.125rem;
    font-size: clamp(1.125rem, 5.6vw, 1.375rem);
  }
  .usd {
    display: none;
    margin-top: 0.125rem;
    font-size: 0.875rem;
  }
  &[data-open] .usd {
    display: block;
  }
  /* The time is a line of the open sheet's list (duration-row), not of the bar. */
  &[data-open] .duration {
    display: none;
  }
  .duration-row {
    display: flex;
  }
  .toggle {
    position: absolute;
    inset: -0.375rem -0.375rem -0.375rem -0.5rem;
    display: block;
    padding: 0;
    border: 0;
    border-radius: ${radius.sm};
    background: transparent;
    cursor: pointer;
  }
  .detail {
    grid-area: detail;
    display: grid;
    grid-template-rows: 0fr;
    margin: 0;
    padding: 0;
    border: 0;
    visibility: hidden;
  }
  /* A handle says the bar opens; open, the page behind it dims like behind a sheet. */
  > .sheet::before {
    content: '';
    position: absolute;
    top: 0.5rem;
    left: 50%;
    width: 2.25rem;
    height: 0.25rem;
    margin-left: -1.125rem;
    border-radius: ${radius.pill};
    background: ${color.border};
  }
  /* Open, it is a real bottom sheet: fixed to the screen, up to the screen's height less a
     margin. Stuck in the page it could rise no higher than the calculator's top, and its total
     and button fell below the screen (review 31). The page behind dims under a shade that takes
     the tap that closes the sheet: drawn as a shadow, it let that tap through to the choice
     under it (review 31). */
  &[data-open] > .sheet {
    position: fixed;
    inset: auto 0 0;
    max-height: calc(100dvh - 3rem);
    overflow-y: auto;
    /* A scroll in the sheet stays in it: it moved the page behind (review 32B). */
    overscroll-behavior: contain;
  }
  &[data-open]::before {
    content: '';
    position: fixed;
    inset: 0;
    background: rgb(0 0 0 / 0.65);
  }
  /* Parked at the end of the form once the visitor scrolls past it, the bar is the form's
     last card, not a drawer stuck mid-page with a handle and a shadow over nothing (design
     review 9). Browsers without scroll-state queries keep the drawer look throughout. */
  @supports (container-type: scroll-state) {
    container-type: scroll-state;
    &:not([data-open]) > .sheet {
      margin-inline: ${space.md};
      border: 1px solid ${color.border};
      border-radius: ${radius.md};
      box-shadow: none;
    }
    &:not([data-open]) > .sheet::before {
      visibility: hidden;
    }
    @container scroll-state(stuck: bottom) {
      &:not([data-open]) > .sheet {
        margin-inline: 0;
        border-width: 1px 0 0;
        border-radius: ${radius.md} ${radius.md} 0 0;
        box-shadow: 0 -8px 24px -12px rgba(0, 0, 0, 0.3);
      }
      &:not([data-open]) > .sheet::before {
        visibility: visible;
      }
    }
  }
  &[data-open] .detail {
    grid-template-rows: 1fr;
    visibility: visible;
  }
  .detail-inner {
    min-height: 0;
    overflow: hidden;
  }
  /* Open, the sheet says what it shows, like any sheet's header (design review 12), beside a
     close button (review 14: the handle and a 10 px chevron did not say how to close it). */
  /* It stays at the top while the breakdown scrolls under it (review 32B: the title and the
     close button scrolled away). */
  &[data-open] .detail-head {
    position: sticky;
    top: -0.5rem;
    z-index: 1;
    padding-top: 0.5rem;
    margin-top: -0.5rem;
    background: ${color.surface};
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.sm};
    margin-bottom: 0.5rem;
  }
  .detail-title {
    font-size: 1rem;
    font-weight: 800;
  }
  .close {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    margin: -0.375rem -0.625rem -0.375rem 0;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${color.text};
    cursor: pointer;
  }
  &[data-open] .detail-inner {
    /* Most of the screen before it scrolls, with room kept above it for the shade a tap closes
       it on: at 55 vh, on an 844 px screen, the notes under many extras sat under the fade while
       dimmed page filled the top (review 48B). */
    max-height: min(70vh, 100vh - 19rem);
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 0.5rem 0 ${space.sm};
    margin-bottom: 0.625rem;
    border-bottom: 1px solid ${color.border};
  }
  /* A fade over the list's foot while more of it is below, gone at its end (a scroll-driven
     animation): the disclaimer sat under the fold with no sign the list scrolled (review 41A).
     Hidden unless the animation runs: when the list fits, its scroll timeline is inactive, and
     the fade lay over the disclaimer's last line (review 47B). */
  &[data-open] .detail-inner::after {
    opacity: 0;
    content: '';
    position: sticky;
    bottom: -${space.sm};
    display: block;
    height: 2.5rem;
    margin-top: -2.5rem;
    background: linear-gradient(transparent, ${color.surface});
    pointer-events: none;
    animation: ${listEnd} linear both;
    animation-timeline: scroll(nearest block);
  }
  .quote {
    grid-area: quote;
    width: auto;
    min-height: 44px;
    margin: 0;
    padding: 0.625rem clamp(0.875rem, 4vw, 1.125rem);
    font-size: clamp(0.875rem, 3.9vw, 0.9375rem);
  }
  ${motionOk} {
    .detail {
      transition:
        grid-template-rows 0.25s ease-out,
        visibility 0.25s;
    }
    .chevron {
      transition: transform 0.25s ease-out;
    }
  }
`;
