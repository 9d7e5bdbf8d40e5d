import styled from '@emotion/styled';
import { color, hoverNone, motionOk, radius, space } from '../../theme/tokens';
import { dotList } from '../../ui/surfaces';

// With a mouse, a panel over the whole portrait, which stays where it is, dimmed behind it: the
// panel shares the portrait's grid cell, so showing it never pushes the text below. In the
// theme's surface, nearly opaque: a black slab cut the face (design review 8), a gradient scrim
// read as a smudge (review 5), a clear panel showed the role badge through (review 7), a panel
// over the portrait's foot cut it at the neck (36C), and a column beside a drawing slid aside
// squeezed both and showed the portrait twice as the two images travelled (38B). The areas are
// a dotted list, one per line: as chips of uneven length they wrapped 1/1/2 (review 19). On
// touch screens, in the card's flow, they stay chips.
export const Expertise = styled.ul`
  position: relative;
  z-index: 1;
  grid-row: 1;
  grid-column: 1;
  /* Sized by the tile, never the tile by it: a long list would stretch the card's first row and
     drop that card's name below its neighbours'. */
  contain: size;
  ${dotList}
  align-content: center;
  gap: 0.5rem;
  padding: ${space.md};
  border-radius: ${radius.md};
  background: color-mix(in srgb, ${color.surface} 90%, transparent);
  backdrop-filter: blur(4px);
  font-size: 0.9375rem;
  font-weight: 600;
  line-height: 1.35;
  text-wrap: pretty;
  opacity: 0;
  pointer-events: none;
  ${motionOk} {
    transition: opacity 0.25s ease;
  }
  li:hover > &,
  li:focus-within > & {
    opacity: 1;
  }
  li::before {
    top: 0.45em;
  }
  ${hoverNone} {
    grid-row: auto;
    contain: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0.25rem 0;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    font-size: 0.8rem;
    font-weight: 700;
    line-height: 1.4;
    opacity: 1;
    transform: none;
    li {
      padding: 0.2rem 0.6rem;
      border-radius: ${radius.pill};
      background: ${color.bgAlt};
      color: ${color.text};
      /* In the dark theme the card and the chip share one surface: the edge draws the chip. */
      box-shadow: inset 0 0 0 1px ${color.border};
    }
    li::before {
      content: none;
    }
  }
`;
