// The cards block with its heading beside the cards (heading: side). From 1024 px the heading
// sits in a column of its own; the cards are numbered rows on rules (frames: SideRow).
import styled from '@emotion/styled';
import { navbarHeight, space, breakpoint } from '../../theme/tokens';

// The heading beside the cards: it stays in view while the rows pass on its right. A city page
// of three grids in a row, each under a heading with half the width empty beside it, read as
// one template repeated (review 90B).
export const Split = styled.div`
  ${breakpoint.desktop} {
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
  }
`;
