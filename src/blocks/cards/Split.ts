// The cards block with its heading beside the cards (heading: side), from 1025 px: below, the
// grid's own tablet and phone layouts apply (Grid.ts).
import styled from '@emotion/styled';
import { navbarHeight, space } from '../../theme/tokens';
import { markerSize } from './frames';

// The heading beside the cards (heading: side): it stays in view while the cards, one under
// another, pass on its right. A city page of three grids in a row, each under a heading with
// half the width empty beside it, read as one template repeated (review 90B).
export const Split = styled.div`
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
    }
    /* Each card a row: its icon beside its title and text, not on a line of its own over
       them (three cards stood 230 px tall each). */
    > div > ol > li {
      grid-row: auto;
      grid-template-rows: none;
      grid-template-columns: ${markerSize} minmax(0, 1fr);
      column-gap: ${space.md};
      > * {
        grid-column: 2;
      }
      > span:first-of-type {
        grid-column: 1;
        grid-row: 1 / span 2;
      }
    }
  }
`;
