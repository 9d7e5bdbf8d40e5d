import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalsOf, formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups thousands with the separator', () => {
    expect(formatCount(1234567, { decimals: 0, separator: ',' })).toBe('1,234,567');
    expect(formatCount(500000, { decimals: 0, separator: '.' })).toBe('500.000');
  });
  it('rounds to the requested decimals', () => {
    expect(formatCount(4.84, { decimals: 1, separator: ',' })).toBe('4.8');
    expect(formatCount(91.6, { decimals: 0, separator: ',' })).toBe('92');
  });
  it('marks decimals with a comma when the thousands separator is a dot', () => {
    expect(formatCount(1234.5, { decimals: 1, separator: '.' })).toBe('1.234,5');
    expect(formatCount(1234.5, { decimals: 1, separator: ' ' })).toBe('1 234.5');
  });
  it('keeps small numbers and zero plain', () => {
    expect(formatCount(0, { decimals: 0, separator: ',' })).toBe('0');
    expect(formatCount(70, { decimals: 0, separator: ',' })).toBe('70');
  });

  it('shows any value with the decimals it is written with, so nothing is rounded away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(1, 10, 100), (n, d) => {
        const value = n / d;
        const text = formatCount(value, { decimals: decimalsOf(value), separator: ',' });
        expect(Number(text.replace(/,/g, ''))).toBe(value);
      }),
    );
    expect(decimalsOf(4.8)).toBe(1);
    expect(decimalsOf(92)).toBe(0);
    expect(decimalsOf(1e21)).toBe(0);
  });
});
