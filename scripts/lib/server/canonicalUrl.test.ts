import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRedirect, sameSiteLocation } from './canonicalUrl';

describe('canonicalRedirect', () => {
  it.each([
    ['/', undefined],
    ['/contacto', undefined],
    ['/blog/404.html', undefined],
    ['/contacto/', '/contacto'],
    ['/contacto.html?x=1', '/contacto?x=1'],
    ['/index.html', '/'],
    ['//', '/'],
    ['///evil.example//', '/evil.example'],
    ['/%5Cevil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/a\\b/', '/a%5Cb'],
    ['/x\u00f0\u009f\u0098\u0080/', '/x%C3%B0%C2%9F%C2%98%C2%80'],
    ['/%0d%0a/', '/%0d%0a'],
    ['/a\r\nSet-Cookie: x/', '/a%0D%0ASet-Cookie:%20x'],
  ])('%j → %j', (raw, location) => {
    expect(canonicalRedirect(raw)).toBe(location);
  });

  it('never builds a Location that leaves the site or that a header refuses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const location = canonicalRedirect(`/${text}/`);
        if (location === undefined) return;
        expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(location, 'https://sitio.example').host).toBe('sitio.example');
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps a safe path as it is', () => {
    expect(sameSiteLocation('/servicios/apps-moviles')).toBe('/servicios/apps-moviles');
  });
});
