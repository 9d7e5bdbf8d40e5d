import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

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
});
