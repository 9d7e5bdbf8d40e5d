// The article grid's columns by width: one on phones, two on tablets, three from 960 px. Fixed
// counts (not auto-fill) so the topics tile knows how many columns it must close.
export const gridColumns = [
  { media: '@media (min-width: 0px)', columns: 1 },
  { media: '@media (min-width: 640px)', columns: 2 },
  { media: '@media (min-width: 960px)', columns: 3 },
] as const;

export const gridTemplate = gridColumns
  .map(
    ({ media, columns }) =>
      `${media} { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }`,
  )
  .join('\n');

/** The widths where a grid has `columns` and no more: min-width queries stack, so a rule given
 *  at two columns would hold at three too. */
const onlyAt = (index: number) => {
  const { media } = gridColumns[index]!;
  const next = gridColumns[index + 1];
  return next ? `${media} and (not ${next.media.replace('@media ', '')})` : media;
};

/** The first card, when the grid's count would leave one card alone on the last row (two or
 *  three columns), spans the top row on its side, its cover as wide as a column's, and the rest
 *  fill whole rows. On the last row it gave the list's oldest post the most weight, and read as
 *  another kind of card at the foot (review 53C). Only at the width where the count leaves one
 *  alone: three cards, odd at two columns, spanned the row at three as well (78C). */
export const leadSpansRow = gridColumns
  .map(({ columns }, index) => ({ columns, media: onlyAt(index) }))
  .filter(({ columns }) => columns > 1)
  .map(
    ({ media, columns }) => `${media} {
  > [data-post]:first-of-type:nth-last-of-type(${columns}n + 1) {
    grid-column: 1 / -1;
    grid-template-columns: minmax(0, 1fr) minmax(0, ${columns - 1}fr);
    align-items: center;
  }
}`,
  )
  .join('\n');
