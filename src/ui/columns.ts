// How many columns a grid of `count` items gets, so its rows balance: a full last row when a
// divisor of the count is at hand, otherwise the widest grid whose last row is at least half
// full. Nine members make 3 + 3 + 3, not 4 + 4 + 1; six tiles 3 + 3; three cards fill three
// columns, not three of four.

/** The column count, at most `max`, that balances `count` items. */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max));
  if (count <= limit) return Math.max(1, count);
  // A full last row, giving up at most half the columns for it (15 logos in 5 columns rather
  // than 6 + 6 + 3; 8 in 4 + 4 rather than 5 + 3: design review 15).
  for (let columns = limit; columns >= Math.max(2, Math.ceil(limit / 2)); columns -= 1)
    if (count % columns === 0) return columns;
  // Otherwise the widest grid whose last row holds at least half a row; failing that, the
  // widest whose last row holds more than one item.
  for (const least of [(columns: number) => Math.max(2, columns / 2), () => 2])
    for (let columns = limit; columns >= 2; columns -= 1) {
      const rest = count % columns;
      if (rest === 0 || rest >= least(columns)) return columns;
    }
  // No count of columns balances (13 in at most 3): the caller closes the row with a tile.
  return limit;
}

/** How many items sit in the last row of `count` items laid out in `columns` columns. */
export function lastRowCount(count: number, columns: number): number {
  if (count <= 0) return 0;
  return count % columns || Math.min(count, columns);
}
