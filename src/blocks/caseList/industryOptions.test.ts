import { describe, expect, it } from 'vitest';
import { industryOptions } from './industryOptions';

describe('industryOptions', () => {
  it('puts the industries no group names after the groups, those with more cases first', () => {
    const industries = ['Salud', 'Agro', 'Minería', 'Finanzas', 'Agro', 'Finanzas'];
    const options = industryOptions(industries, [{ label: 'Minería', industries: ['Minería'] }]);
    expect(options.map(({ label }) => label)).toEqual(['Minería', 'Agro', 'Finanzas', 'Salud']);
    expect(options.find(({ label }) => label === 'Agro')?.members).toEqual([1, 4]);
  });
});
