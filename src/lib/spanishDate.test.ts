import { describe, expect, it } from 'vitest';
import { spanishLongDate } from './spanishDate';

describe('spanishLongDate', () => {
  it('writes the month in lowercase with "de" before the year', () => {
    expect(spanishLongDate('2025-07-28')).toBe('28 de julio de 2025');
    expect(spanishLongDate('2025-05-01')).toBe('1 de mayo de 2025');
  });

  it('keeps the day it is given in every time zone (the last day of a year included)', () => {
    expect(spanishLongDate('2024-12-31')).toBe('31 de diciembre de 2024');
  });
});
