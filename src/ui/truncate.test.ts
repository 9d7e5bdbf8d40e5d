import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Hola mundo', 10)).toBe('Hola mundo');
  });

  it('cuts to the limit, ellipsis included', () => {
    const cut = truncate('a'.repeat(200), 150);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('uno dos tres', 5)).toBe('uno…');
  });
});
