import { describe, expect, it } from 'vitest';
import { cardSpan, spansTabletRow } from './caseGrid';

/** Row lengths in a six-track grid: a half takes three tracks, a third two. */
function rows(count: number): number[] {
  const result: number[] = [];
  let used = 0;
  let cards = 0;
  for (let index = 0; index < count; index += 1) {
    used += cardSpan(index, count) === 'half' ? 3 : 2;
    cards += 1;
    if (used >= 6) {
      expect(used, `count ${count}: a row overflows`).toBe(6);
      result.push(cards);
      used = 0;
      cards = 0;
    }
  }
  if (cards > 0) result.push(cards);
  return result;
}

describe('case grid', () => {
  it('fills every wide row for 2 to 12 cases, wide cards first', () => {
    expect(rows(5)).toEqual([2, 3]);
    expect(rows(4)).toEqual([2, 2]);
    expect(rows(7)).toEqual([2, 2, 3]);
    expect(rows(6)).toEqual([3, 3]);
    for (let count = 2; count <= 12; count += 1) {
      const spans = Array.from({ length: count }, (_, index) => cardSpan(index, count));
      // Wide cards lead: no half-row card after a third-row one.
      const firstThird = spans.indexOf('third');
      if (firstThird >= 0)
        expect(spans.lastIndexOf('half'), `count ${count}`).toBeLessThan(firstThird);
      // rows() fails on a row that overflows; the last row must be full too.
      const lengths = rows(count);
      const last = spans.slice(count - lengths.at(-1)!);
      const used = last.reduce((sum, span) => sum + (span === 'half' ? 3 : 2), 0);
      expect(used, `count ${count}`).toBe(6);
    }
  });

  it('gives a lone case half a row, not a stretched full-width card', () => {
    expect(cardSpan(0, 1)).toBe('half');
  });

  it('lets the first card fill a two-column row when the count is odd', () => {
    expect([0, 1, 2, 3, 4].map((index) => spansTabletRow(index, 5))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(spansTabletRow(0, 4)).toBe(false);
  });
});
