import { describe, expect, it } from 'vitest';
import { mediumRoles, wideRoles } from './balancedRows';

/** Lays the cards out row by row and returns how full each row is (1 = full). */
function rowFill(spans: number[], columns: number): number[] {
  const rows: number[] = [];
  let used = 0;
  for (const span of spans) {
    if (used + span > columns) {
      rows.push(used / columns);
      used = 0;
    }
    used += span;
  }
  if (used > 0) rows.push(used / columns);
  return rows;
}

const wideSpan = { featured: 6, half: 3, third: 2 } as const;
const mediumSpan = { full: 2, half: 1 } as const;

describe('balancedRows', () => {
  it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
    'fills every row with %i cards, in three columns and in two',
    (count) => {
      const wide = wideRoles(count);
      const medium = mediumRoles(count);
      expect(wide).toHaveLength(count);
      expect(
        rowFill(
          wide.map((role) => wideSpan[role]),
          6,
        ).every((fill) => fill === 1),
      ).toBe(true);
      expect(
        rowFill(
          medium.map((role) => mediumSpan[role]),
          2,
        ).every((fill) => fill === 1),
      ).toBe(true);
    },
  );

  it('widens the first cards, so the list still reads in order', () => {
    expect(wideRoles(7)).toEqual(['featured', ...Array(6).fill('third')]);
    expect(wideRoles(5)).toEqual(['half', 'half', 'third', 'third', 'third']);
    expect(wideRoles(2)).toEqual(['half', 'half']);
    expect(mediumRoles(3)).toEqual(['full', 'half', 'half']);
  });
});
