// The gallery's grid of thumbnails (each opens its screen: ui/ScreenZoom), a strip on a phone.
import styled from '@emotion/styled';
import { breakpoint, color, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { plainList } from '../../ui/surfaces';
import { ruleMark } from '../../ui/cardMarks';

export const List = styled.ul<{ $count: number }>`
  ${plainList}
  /* Four screens two by two: in one row each was 270 px wide and a dashboard read as a strip
     of colour (review 89A). Two or three share a row. */
  ${({ $count }) => balancedGrid($count, { max: $count === 4 ? 2 : 3, min: '260px', gap: space.md })}
  /* One screen left: at the size of the solution's screens, its caption beside it. At the
     column's full width it was the largest picture after the hero, a second hero (review
     91D). Its caption is set as a heading and its detail, on an accent bar: one grey line beside
     it left half the row empty (review 92F). */
  /* On a phone as on a wide screen, the caption under it is its heading over its detail: inline,
     a bold lead and a colon read as body copy (review 92K). */
  > li:only-of-type figcaption {
    strong {
      display: block;
      color: ${color.text};
      font-size: 1.125rem;
      font-weight: 700;
      line-height: 1.3;
      text-wrap: balance;
    }
    [data-colon] {
      display: none;
    }
    span {
      display: block;
    }
    span::first-letter {
      text-transform: uppercase;
    }
  }
  ${breakpoint.desktop} {
    > li:only-of-type > figure {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      column-gap: ${space.xl};
      align-items: center;
    }
    > li:only-of-type figcaption {
      position: relative;
      max-width: 26rem;
      padding-top: ${space.md};
      font-size: 1.0625rem;
      text-wrap: pretty;
      &::before {
        ${ruleMark}
        top: 0;
      }
      strong {
        margin-bottom: ${space.xs};
        font-size: 1.5rem;
        line-height: 1.25;
        letter-spacing: -0.01em;
      }
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
