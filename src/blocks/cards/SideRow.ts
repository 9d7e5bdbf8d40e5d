// A cards block's card beside a side heading (Cards, heading: side): a numbered row on a rule.
import styled from '@emotion/styled';
import { color, space, breakpoint } from '../../theme/tokens';
import { ruleMark } from '../../ui/cardMarks';
import { Card, frameless } from './frames';

// Its own component: a reason beside a side heading (Cards, heading: side). A row on a rule, its
// number in the margin: framed, three reasons looked like the service and case cards that follow
// them, seven look-alike cards in a row on a phone (review 91E). The number takes its own line
// above the title on a phone: in a column of its own it took 92 px of a 390 px screen from the
// text (review 92F).
export const SideRow = styled(Card)`
  grid-row: auto;
  grid-template-rows: none;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xs};
  margin: 0;
  padding: ${space.md} 0 ${space.sm};
  ${frameless}
  border-top: 1px solid ${color.border};
  /* A short bar of the accent over the number: in the light theme the number is ink, and the
     rows had no yellow left at all (review 92F). */
  &::before {
    ${ruleMark}
    top: -2px;
  }
  ${breakpoint.desktop} {
    grid-template-columns: 4.5rem minmax(0, 1fr);
    column-gap: ${space.md};
    padding: ${space.lg} 0 ${space.md};
    > * {
      grid-column: 2;
    }
    > span:first-of-type {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
  }
`;

/** A side row's number (01, 02...): large, in the accent. */
export const Numeral = styled.span`
  font-size: 1.5rem;
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  color: ${color.accentText};
  ${breakpoint.desktop} {
    font-size: 2.5rem;
  }
`;
