import { describe, expect, it } from 'vitest';
import { coverAlt, excerpt, truncate } from './truncate';

const overview =
  'Plataforma que centraliza pedidos, rutas y despachos, con app para conductores y seguimiento en línea para los clientes.';

describe('truncate', () => {
  it('keeps text that fits, trimmed', () => {
    expect(truncate('Hola mundo', 10)).toBe('Hola mundo');
    expect(truncate('  Hola mundo  ', 10)).toBe('Hola mundo');
  });

  it('cuts at a word boundary and ends in an ellipsis, within the limit', () => {
    for (const max of [20, 37, 60, 100, 115]) {
      const cut = truncate(overview, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith('…')).toBe(true);
      const kept = cut.slice(0, -1);
      expect(overview.startsWith(kept)).toBe(true);
      // The next character of the original is not a letter: no word was split.
      expect(overview.charAt(kept.length), `cut at ${max}: "${cut}"`).toMatch(/[\s,.;:]/);
    }
  });

  it('never splits a word: "cent…" becomes the whole previous word', () => {
    expect(truncate('Plataforma que centraliza pedidos', 20)).toBe('Plataforma que…');
  });

  it('keeps a word that ends exactly at the cut', () => {
    expect(truncate('uno dos tres cuatro', 8)).toBe('uno dos…');
  });

  it('leaves no space or comma before the ellipsis', () => {
    expect(truncate('uno dos tres', 5)).toBe('uno…');
    expect(truncate('pedidos, rutas y despachos', 10)).toBe('pedidos…');
  });

  it('cuts a single overlong word where it must', () => {
    const cut = truncate('a'.repeat(200), 150);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps the spec limits: 150, 120, 100 and 80 characters', () => {
    const long = `${overview} ${overview}`;
    for (const max of [150, 120, 100, 80])
      expect(truncate(long, max).length).toBeLessThanOrEqual(max);
    expect(coverAlt(long).length).toBeLessThanOrEqual(80);
    expect(coverAlt('Un texto corto.')).toBe('Un texto corto.');
  });
});

describe('excerpt', () => {
  const story =
    'Digitalizamos la originación de créditos de punta a punta. La aprobación pasó de 5 días a 24 horas, con firma electrónica y scoring en línea.';

  it('ends on the last whole sentence that fits, without an ellipsis', () => {
    expect(excerpt(story, 100)).toBe('Digitalizamos la originación de créditos de punta a punta.');
  });

  it('cuts at a word when the sentences that fit would fill less than half the room', () => {
    expect(excerpt(story, 130)).toBe(truncate(story, 130));
    expect(excerpt(story, 130).endsWith('…')).toBe(true);
    expect(excerpt(overview, 60)).toBe(truncate(overview, 60));
  });

  it('keeps text that fits', () => {
    expect(excerpt(story, 200)).toBe(story);
  });
});
