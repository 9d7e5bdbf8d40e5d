// Segments and chips share one face: indicator, label, price effect. The chosen option is marked
// three ways, never by colour alone: a filled indicator with a check, a heavier label, and a
// raised face inside an ink ring.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, hoverOk, motionOk, radius, space } from '../../theme/tokens';

/** The focus ring is parted from the face by a band of page colour, so it reads beside a dark
 * chosen segment as well as beside a light one (3:1 against what surrounds it, both themes). */
const ring = `var(--focus-ring, ${color.link})`;

export const Groups = styled.div`
  display: grid;
  gap: ${space.lg};
  /* Segments lay out by the room this column has, not by the window's width. */
  container-type: inline-size;
`;

export const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  /* Floated, the legend leaves the fieldset's border line and becomes a heading in the flow. */
  legend {
    float: left;
    width: 100%;
    margin: 0 0 0.75rem;
    padding: 0;
    font-size: 1.0625rem;
    font-weight: 800;
  }
  legend + * {
    clear: both;
  }
`;

const option = css`
  label {
    position: relative;
    display: grid;
    min-width: 0;
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    /* Focus never lands under the fixed navbar or the phone's estimate bar. */
    scroll-margin-block: 6rem;
  }
  .face {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    column-gap: 0.75rem;
    min-height: 3.25rem;
    padding: 0.625rem 1rem;
    color: ${color.text};
  }
  .indicator {
    display: grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border: 2px solid ${color.textMuted};
    color: transparent;
  }
  .label {
    font-weight: 500;
    line-height: 1.3;
  }
  .detail {
    font-size: 0.875rem;
    color: ${color.textMuted};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  input:checked + .face .label {
    font-weight: 700;
  }
  /* Chosen, one look for segments and chips: a faint ink tint inside a thin ink ring. Solid
     yellow faces made a wall of slabs once a few extras were ticked (design review 9), and so did
     yellow tints in yellow rings (review 37A) and 3 px black rings (39A): yellow is left to the
     quote button and the indicator. The ring is a shadow, so choosing moves nothing. */
  input:checked + .face {
    background: color-mix(in srgb, ${color.text} 5%, ${color.surface});
    box-shadow: inset 0 0 0 1.5px ${color.text};
  }
  /* Yellow with an ink check in both themes, as the site marks a done step: ink in the light
     theme and yellow in the dark one read as two designs (review 76B). The ring is ink where
     yellow on white would be 1.4:1 (WCAG 1.4.11 asks 3:1). */
  input:checked + .face .indicator {
    border-color: ${color.accentText};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  input:checked:focus-visible + .face {
    box-shadow:
      inset 0 0 0 1.5px ${color.text},
      0 0 0 2px ${color.bg};
  }
  input:focus-visible + .face {
    outline: 3px solid ${ring};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${color.bg};
  }
  ${motionOk} {
    .face,
    .indicator {
      transition:
        background-color 0.15s ease-out,
        border-color 0.15s ease-out,
        box-shadow 0.15s ease-out,
        color 0.15s ease-out;
    }
  }
`;

/** One of several: a track of equal segments, stacked when the column is narrow. */
export const Segments = styled.div<{ $count: number }>`
  ${option}
  display: grid;
  gap: 6px;
  padding: 6px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bgAlt};
  /* Less the track's inset, so a segment's indicator and label line up with the toggle cards'
     below (they sat 6 px further in: design review 7). */
  .face {
    border-radius: ${radius.sm};
    padding-inline: calc(1rem - 6px);
  }
  .indicator {
    border-radius: 50%;
  }
  /* With a mouse only: after a tap a touch screen keeps :hover, and an extra just unchecked
     stayed grey until the next tap (review 34B). */
  ${hoverOk} {
    label:hover input:not(:checked) + .face {
      background: color-mix(in srgb, ${color.text} 6%, transparent);
    }
  }
  /* Side by side when every segment has room for its label and price on two lines. */
  @container (min-width: 30rem) {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
    .face {
      grid-template-columns: auto minmax(0, 1fr);
      row-gap: 0.125rem;
      min-height: 4rem;
    }
    .indicator {
      grid-row: span 2;
    }
  }
`;

/** Any number: chips on a grid of equal columns, as many as keep each label on one line. */
export const Chips = styled.div`
  ${option}
  display: grid;
  gap: 0.625rem;
  grid-template-columns: repeat(auto-fill, minmax(min(21rem, 100%), 1fr));
  .wide {
    grid-column: 1 / -1;
  }
  .face {
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  .indicator {
    border-radius: 6px;
  }
  ${hoverOk} {
    label:hover input:not(:checked) + .face {
      border-color: ${color.textMuted};
    }
  }
  /* The chip's own 1 px border in ink, with half a pixel of ring: 1.5 px, as a segment's. */
  input:checked + .face {
    border-color: ${color.text};
    box-shadow: inset 0 0 0 0.5px ${color.text};
  }
  /* Chosen, but without the backend it needs: the note under the chips names it (review 41A). */
  [data-flagged] input:checked + .face {
    border-color: ${color.danger};
    border-style: dashed;
    box-shadow: none;
  }
`;

/** Under the segments: what lies past the last of them (the level the calculator leaves to a
 *  meeting). */
export const GroupNote = styled.p`
  margin: 0.75rem 0 0;
  color: ${color.textMuted};
  font-size: 0.9375rem;
  line-height: 1.5;
`;

/** Under the chips: a note when a chosen extra cannot work without the unticked backend. */
export const ChipsStatus = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  color: ${color.text};
  font-size: 0.9375rem;
  font-weight: 600;
  &:not(:empty) {
    margin-top: ${space.sm};
  }
  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${color.danger};
  }
`;
