import styled from '@emotion/styled';
import { color, hoverNone, motionOk, radius, space } from '../../theme/tokens';
import { dotList } from '../../ui/surfaces';

// With a mouse, a panel over the portrait's foot, sized to its list: it shares the portrait's
// grid cell and sits flush on its lower edge, so showing it never pushes the text below, and it
// stays under the chin. In the theme's surface, opaque, edged by a hairline: a black slab cut the
// face (design review 8), a gradient scrim read as a smudge (review 5), a clear panel showed the
// role badge through (review 7), a frosted card inset from the edges left a strip of the portrait
// under it (review 8b), and a shadow above it read as a grey band (review 19). The areas are a
// dotted list, one per line: as chips of uneven length they wrapped 1/1/2 (review 19). On touch
// screens, in the card's flow, they stay chips.
export const Expertise = styled.ul`
  position: relative;
  z-index: 1;
  grid-row: 1;
  grid-column: 1;
  align-self: end;
  ${dotList}
  gap: 0.3rem;
  padding: ${space.sm};
  border-top: 1px solid ${color.border};
  border-radius: 0 0 ${radius.md} ${radius.md};
  background: ${color.surface};
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.35;
  opacity: 0;
  transform: translateY(8px);
  pointer-events: none;
  ${motionOk} {
    transition:
      opacity 0.25s ease,
      transform 0.25s ease;
  }
  li:hover > &,
  li:focus-within > & {
    opacity: 1;
    transform: none;
  }
  li::before {
    top: 0.45em;
  }
  ${hoverNone} {
    grid-row: auto;
    align-self: auto;
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
