import { describe, expect, it } from 'vitest';
import { balancedColumns, lastRowCount } from './columns';

const rows = (count: number, max: number) => {
  const columns = balancedColumns(count, max);
  return { columns, last: lastRowCount(count, columns) };
};

describe('balancedColumns', () => {
  it('fills the last row when a divisor is at hand', () => {
    expect(balancedColumns(9, 4)).toBe(3); // the team: 3 + 3 + 3, not 4 + 4 + 1
    expect(balancedColumns(6, 4)).toBe(3); // contact tiles: 3 + 3, not 4 + 2
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(15, 5)).toBe(5);
    expect(balancedColumns(15, 7)).toBe(5); // a logo wall: 5 + 5 + 5, not 7 + 7 + 1
    expect(balancedColumns(8, 7)).toBe(4); // a city's logos: 4 + 4, not 5 + 3
  });

  it('gives a short list one row of exactly its own length', () => {
    expect(balancedColumns(3, 4)).toBe(3); // case cards: three of three, no empty column
    expect(balancedColumns(2, 4)).toBe(2);
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(0, 4)).toBe(1);
  });

  it('keeps the widest grid whose last row is at least half full', () => {
    expect(rows(7, 4)).toEqual({ columns: 4, last: 3 });
    expect(rows(5, 4)).toEqual({ columns: 3, last: 2 });
    expect(rows(11, 3)).toEqual({ columns: 3, last: 2 });
    expect(rows(23, 7)).toEqual({ columns: 6, last: 5 });
  });

  it('never leaves one item alone on the last row when some count of columns avoids it', () => {
    for (let max = 2; max <= 6; max += 1)
      for (let count = max + 1; count <= 40; count += 1) {
        const { columns, last } = rows(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const avoidable = Array.from({ length: max - 1 }, (_, i) => i + 2).some(
          (c) => lastRowCount(count, c) > 1,
        );
        if (avoidable) expect(last, `${count} items in at most ${max}`).toBeGreaterThan(1);
      }
  });

  it('falls back to the widest grid when nothing balances', () => {
    expect(balancedColumns(13, 3)).toBe(3);
  });
});

describe('lastRowCount', () => {
  it('counts the last row', () => {
    expect(lastRowCount(9, 4)).toBe(1);
    expect(lastRowCount(9, 3)).toBe(3);
    expect(lastRowCount(2, 3)).toBe(2);
  });
});
