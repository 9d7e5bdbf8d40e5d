// The cards block's grid: as many columns as balance the count of cards, their parts sharing
// each row's tracks, a short last row centred, and a numbered row's rule ending at its last step.
import styled from '@emotion/styled';
import { breakpoint, space } from '../../theme/tokens';
import { balancedColumns } from '../../ui/columns';
import { plainList } from '../../ui/surfaces';
import { slidingRow, type PhoneLayout } from '../../ui/slidingRow';
import { cardFigureAttr, cardPartsVar } from './frames';

// A last row that cannot be full (five cards in three columns) is centred under the others, so
// it reads as intended rather than as a missing card: rows wrap as flex lines of equal cards,
// each a column with its links at the foot (flex lines have no tracks to share).
function centeredLastRow(count: number, columns: number) {
  if (count % columns === 0) return '';
  return `
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    > li {
      flex: 0 0 calc((100% - ${columns - 1} * ${space.md}) / ${columns});
      display: flex;
      flex-direction: column;
    }
    > li > a, > li > div:last-child {
      margin-top: auto;
      align-self: flex-start;
    }
  `;
}

// On one line: emotion keeps the whitespace of a multi-line value in the page's CSS.
const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// `columns` is the most the content allows; the count of cards picks how many of them balance.
// A list's entries have no frames, so its rows touch (the entries' rules part them) and its
// last row starts at the left, as a list's would.
export const Grid = styled.ol<{
  $count: number;
  $columns: number;
  $list: boolean;
  $numbered: boolean;
  $parts: number;
  $phoneLayout: PhoneLayout;
}>`
  ${plainList}
  ${cardPartsVar}: ${({ $parts }) => $parts};
  display: grid;
  /* The row gap is the cards' own gap between their parts: a subgrid's parts stand as far
     apart as the grid's rows, less half the difference, so a wider row gap pushed each title
     away from its text (design review 8: 38 px between a step's title and text). The cards'
     bottom margin sets their rows apart instead (frames.ts). */
  gap: ${({ $list }) => ($list ? `0 ${space.lg}` : `${space.sm} ${space.md}`)};
  grid-template-columns: ${({ $count, $columns }) => equalColumns(balancedColumns($count, $columns))};
  ${({ $count, $columns, $list }) =>
    $list ? '' : centeredLastRow($count, balancedColumns($count, $columns))}
  /* A numbered row's last step has no rule running on to a next one (frames.ts, Step); the
     last row's margin is the section's padding already (115 px below the steps otherwise,
     design review 9). */
  ${({ $count, $columns, $numbered }) =>
    $numbered
      ? `> li:nth-child(${balancedColumns($count, $columns)}n)::before, > li:last-child::before { display: none; }
         margin-bottom: calc(${space.sm} - ${space.xl});`
      : ''}
  ${breakpoint.belowDesktop} {
    display: grid;
    grid-template-columns: ${({ $count, $columns }) =>
      equalColumns(balancedColumns($count, Math.min($columns, 2)))};
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
    /* One column: every step but the last draws its stretch of the rail. */
    ${({ $numbered }) =>
      $numbered
        ? 'row-gap: 0; margin-bottom: 0; > li:not(:last-child)::before { display: block; }'
        : ''}
  }
  ${({ $phoneLayout }) => slidingRow($phoneLayout)}
  /* A card that slides is read alone: it lays out its own parts, the link at its foot, rather
     than sharing the row's tracks (its list stood 45 px below a short text: design review 19).
     A result's figure goes down with the link, as the card's foot: under the text, it left
     75 px between '-42%' and 'Ver caso' beside a longer card (review 93M). */
  ${({ $phoneLayout }) =>
    $phoneLayout === 'scroll'
      ? `${breakpoint.mobile} { > li { grid-row: auto; display: flex; flex-direction: column; } > li > a:last-child, > li > div:last-child, > li > [${cardFigureAttr}] { margin-top: auto; align-self: flex-start; } > li > [${cardFigureAttr}] ~ :is(a, div) { margin-top: 0; } }`
      : ''}
`;
