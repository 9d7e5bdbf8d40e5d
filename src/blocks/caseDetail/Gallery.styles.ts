// The gallery's grid of thumbnails (each opens its screen: ui/ScreenZoom), a strip on a phone.
import styled from '@emotion/styled';
import { breakpoint, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { plainList } from '../../ui/surfaces';

export const List = styled.ul<{ $count: number }>`
  ${plainList}
  /* Four screens two by two: in one row each was 270 px wide and a dashboard read as a strip
     of colour (review 89A). Two or three share a row. */
  ${({ $count }) => balancedGrid($count, { max: $count === 4 ? 2 : 3, min: '260px', gap: space.md })}
  /* One screen left: at the size of the solution's screens, its caption beside it. At the
     column's full width it was the largest picture after the hero, a second hero (review
     91D). */
  @media (min-width: 1024px) {
    > li:only-of-type > figure {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      column-gap: ${space.xl};
      align-items: center;
    }
    > li:only-of-type figcaption {
      max-width: 28rem;
      font-size: 1.125rem;
    }
  }
  /* On a phone, a strip to swipe, the next screen showing at the edge: stacked, four screens
     took 1,100 px of scrolling (review 49A). Edge to edge, its first screen in line with the
     text. */
  ${breakpoint.mobile} {
    display: flex;
    overflow-x: auto;
    /* Its screens' widths must not widen the page's column. */
    contain: inline-size;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${space.md};
    margin-inline: -${space.md};
    padding: 0 ${space.md} ${space.xs};
    scrollbar-width: none;
    > li {
      flex: 0 0 min(82%, 420px);
      scroll-snap-align: start;
    }
    /* Nothing to swipe to: the page's width. */
    > li:only-of-type {
      flex-basis: 100%;
    }
  }
`;
