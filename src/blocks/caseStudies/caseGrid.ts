// Rows that end half empty look unfinished. On wide screens the cards sit in three columns; when
// the count does not divide by three, the first cards take half a row each so that every row is
// full: 5 cases become 2 wide + 3, 4 become 2 + 2, 7 become 2 + 2 + 3. On tablets (two columns)
// an odd count makes the first card take the whole row.

export type CardSpan = 'half' | 'third';

/** How much of a three-column row card `index` of `count` takes. */
export function cardSpan(index: number, count: number): CardSpan {
  const rest = count % 3;
  if (count === 1) return 'half';
  const wide = rest === 2 ? 2 : rest === 1 ? 4 : 0;
  return index < wide ? 'half' : 'third';
}

/** True when the card opens a two-column row alone (odd count, first card). */
export function spansTabletRow(index: number, count: number): boolean {
  return count % 2 === 1 && index === 0;
}
