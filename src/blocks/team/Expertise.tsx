import styled from '@emotion/styled';
import { color, hoverNone, motionOk, radius } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';

// With a mouse, a solid panel over the portrait's lower part, the areas as the chips a phone
// shows; the portrait steps back above it, whole (TeamCard). The panel shares the portrait's grid cell,
// so showing it never pushes the text below. Tried before: a black slab (design review 8), a
// gradient scrim (review 5), a clear panel showing the badge through (review 7), a column beside
// a drawing slid aside, which showed two portraits as the images travelled (38B), and a veil
// over the whole portrait, which read as a failed image (39B).
export const Expertise = styled.ul`
  position: relative;
  z-index: 1;
  grid-row: 1;
  grid-column: 1;
  align-self: end;
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: 0.3rem;
  /* Two rows high at least, so the trays of a row of cards start level (the portraits above
     them stopped at three heights: review 41C); the tile's own ground, so the portrait stands
     behind it with no seam and the tile keeps its rounded foot. */
  min-height: calc(2 * (1.4em + 0.3rem) + 0.3rem + 1.25rem);
  padding: 0.625rem;
  border-radius: 0 0 ${radius.md} ${radius.md};
  background: var(--portrait-ground, ${color.bgAlt});
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  opacity: 0;
  transform: translateY(6px);
  pointer-events: none;
  ${motionOk} {
    transition:
      opacity 0.2s ease,
      transform 0.2s ease;
  }
  li:hover > &,
  li:focus-within > & {
    opacity: 1;
    transform: none;
  }
  li {
    padding: 0.15rem 0.5rem;
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    /* In the dark theme the card and the chip share one surface: the edge draws the chip. */
    box-shadow: inset 0 0 0 1px ${color.border};
  }
  ${hoverNone} {
    grid-row: auto;
    align-self: auto;
    gap: 0.35rem;
    margin: 0.25rem 0;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    min-height: 0;
    /* Two even rows on a phone's card: at 13 px they broke one, two, one (review 42C). */
    font-size: 0.8rem;
    opacity: 1;
    transform: none;
    li {
      padding: 0.2rem 0.6rem;
      background: ${color.bgAlt};
    }
  }
`;

// With a mouse, a chip on the portrait's foot says there is more to see ("Arquitectura cloud
// +3"): nothing on the cards had told a visitor the areas were there (review 78B), and the same
// count on nine cards said nothing of anyone (79C). The panel covers it as it comes up; touch
// screens show the areas themselves.
export const ExpertiseCue = styled.span`
  position: relative;
  z-index: 1;
  grid-row: 1;
  grid-column: 1;
  align-self: end;
  justify-self: start;
  margin: 0.625rem;
  padding: 0.15rem 0.6rem;
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: inset 0 0 0 1px ${color.border};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  li:hover > &,
  li:focus-within > & {
    opacity: 0;
  }
  ${hoverNone} {
    display: none;
  }
`;
