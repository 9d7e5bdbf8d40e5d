import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorOf, outlineOf } from './outline';

const article = `Intro.

## Rangos de precio según el **tipo** de app

Texto.

### Un detalle

## Preguntas

## Preguntas
`;

describe('outlineOf', () => {
  it('lists the level-2 sections with plain text and unique anchors', () => {
    expect(outlineOf(article)).toEqual([
      {
        id: 'rangos-de-precio-segun-el-tipo-de-app',
        text: 'Rangos de precio según el tipo de app',
      },
      { id: 'preguntas', text: 'Preguntas' },
      { id: 'preguntas-2', text: 'Preguntas' },
    ]);
  });

  it('makes anchors of letters, digits and dashes only, never empty', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(anchorOf(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});
