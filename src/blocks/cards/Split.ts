// The cards block with its heading beside the cards (heading: side). From 1025 px the heading
// sits in a column of its own; at every width the cards become numbered rows on rules.
import styled from '@emotion/styled';
import { color, navbarHeight, space } from '../../theme/tokens';

// The heading beside the cards: it stays in view while the rows pass on its right. A city page
// of three grids in a row, each under a heading with half the width empty beside it, read as
// one template repeated (review 90B). The rows drop the card's frame and its icon square for a
// large number on a rule, as an editorial list does: framed, three reasons looked like the
// service and case cards that follow them, seven look-alike cards in a row on a phone (review
// 91E).
export const Split = styled.div`
  > div > ol > li {
    grid-row: auto;
    grid-template-rows: none;
    grid-template-columns: 2.75rem minmax(0, 1fr);
    column-gap: ${space.md};
    margin: 0;
    padding: ${space.md} 0 ${space.sm};
    border: 0;
    border-top: 1px solid ${color.border};
    border-radius: 0;
    box-shadow: none;
    background: none;
    > * {
      grid-column: 2;
    }
    /* The row's number (01, 02...), large and in the accent, where a card has its icon square. */
    > span:first-of-type {
      grid-column: 1;
      grid-row: 1 / span 2;
      place-items: start;
      width: auto;
      height: auto;
      border-radius: 0;
      background: none;
      font-size: 1.5rem;
      font-weight: 800;
      line-height: 1.1;
      letter-spacing: -0.02em;
      font-variant-numeric: tabular-nums;
      color: ${color.accentText};
    }
  }
  @media (min-width: 1025px) {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    column-gap: ${space.xl};
    align-items: start;
    > header {
      position: sticky;
      top: calc(${navbarHeight} + ${space.lg});
      margin-bottom: 0;
    }
    > div > ol {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      row-gap: 0;
    }
    > div > ol > li {
      grid-template-columns: 4.5rem minmax(0, 1fr);
      padding: ${space.lg} 0 ${space.md};
      > span:first-of-type {
        font-size: 2.5rem;
      }
    }
  }
`;
