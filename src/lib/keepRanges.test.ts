import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangePieces } from './keepRanges';

const joined = (text: string) =>
  rangePieces(text)
    .map((piece) => (typeof piece === 'string' ? piece : piece.range))
    .join('');

describe('rangePieces', () => {
  it('keeps a range with its unit, and a number with the word it counts', () => {
    expect(rangePieces('una app media: 4-6 meses de trabajo')).toEqual([
      'una app media: ',
      { range: '4-6 meses' },
      ' de trabajo',
    ]);
    expect(rangePieces('en 48 horas')).toEqual(['en 48\u00A0horas']);
    expect(rangePieces('lecturas de 20.000 sensores')).toEqual([
      'lecturas de 20.000\u00A0sensores',
    ]);
    expect(rangePieces('2025-07-22')).toEqual(['2025-07-22']);
    expect(rangePieces('entre $12M y $25M CLP')).toEqual(['entre $12M\u00A0y $25M\u00A0CLP']);
  });

  it('sets a negative number with the true minus sign, not a range, a date or a code', () => {
    expect(rangePieces('-38% de detenciones y -40% en costos')).toEqual([
      '\u221238% de detenciones y \u221240% en costos',
    ]);
    expect(joined('camión CL-42, 2025-07-22, 8-12 semanas')).not.toContain('\u2212');
  });

  it('keeps a short compound word whole, but not an address or a path', () => {
    expect(rangePieces('su e-commerce con dual-track agile')).toEqual([
      'su ',
      { range: 'e-commerce' },
      ' con ',
      { range: 'dual-track' },
      ' agile',
    ]);
    expect(rangePieces('escribe a ana-maria@correo.cl o ve /blog/mi-articulo')).toEqual([
      'escribe a ana-maria@correo.cl o ve /blog/mi-articulo',
    ]);
  });

  it('never loses or adds a character, whatever the text (only spaces and signs change)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789-– ,.%@/abcmeseshoras') }),
        (text) => {
          expect(
            joined(text)
              .replace(/\u00A0/g, ' ')
              .replace(/\u2212/g, '-'),
          ).toBe(text);
        },
      ),
    );
  });
});
