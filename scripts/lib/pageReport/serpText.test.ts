import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionLimit, fitText, textWidth, titleLimit } from './serpText';

describe('fitText', () => {
  it('keeps a title that fits and measures it like Arial at 20 px', () => {
    const fitted = fitText('Contacto | Austral Software', titleLimit);
    expect(fitted).toEqual({ shown: 'Contacto | Austral Software', truncated: false, width: 244 });
  });

  it('cuts a long title at a word and adds " ..." within 600 px', () => {
    const title =
      'Desarrollo de software a medida en Chile: squads de producto, apps móviles, automatización e IA para empresas';
    const fitted = fitText(title, titleLimit);
    expect(fitted.truncated).toBe(true);
    expect(fitted.shown).toBe('Desarrollo de software a medida en Chile: squads de producto ...');
    expect(textWidth(fitted.shown, 20)).toBeLessThanOrEqual(600);
  });

  it('measures Spanish punctuation as Arial draws it', () => {
    // 524 px in Chromium (string-pixel-width rounds each letter to 1/100 em) with Liberation Sans (Arial's metrics) at 20 px.
    const width = textWidth('¿Cuánto cuesta una app en Chile? Guía 2025 — precios…', 20);
    expect(Math.abs(width - 524)).toBeLessThan(2);
  });

  it('measures by width, not characters: 60 wide letters are cut, 60 narrow ones are not', () => {
    expect(fitText('W'.repeat(60), titleLimit).truncated).toBe(true);
    expect(fitText('i'.repeat(60), titleLimit).truncated).toBe(false);
  });

  it('never shows more than the limit, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        for (const limit of [titleLimit, descriptionLimit]) {
          const fitted = fitText(text, limit);
          if (fitted.truncated) {
            expect(textWidth(fitted.shown, limit.size)).toBeLessThanOrEqual(limit.width);
            expect(fitted.shown.endsWith(' ...')).toBe(true);
          } else expect(fitted.shown).toBe(text.replace(/\s+/g, ' ').trim());
        }
      }),
    );
  });
});
