import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idOfHash } from './hashId';

describe('idOfHash', () => {
  it('decodes the fragment after its #', () => {
    expect(idOfHash('#faq')).toBe('faq');
    expect(idOfHash('#c%C3%B3mo-empezar')).toBe('cómo-empezar');
    expect(idOfHash('')).toBe('');
  });

  it('takes a malformed escape as written instead of throwing', () => {
    expect(idOfHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('never throws, and gives back any id it encoded', () => {
    fc.assert(fc.property(fc.string(), (hash) => typeof idOfHash(`#${hash}`) === 'string'));
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(idOfHash(`#${encodeURIComponent(id)}`)).toBe(id);
      }),
    );
  });
});
