import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSentence } from './firstSentence';

describe('firstSentence', () => {
  it('ends a sentence before a capital; figures and abbreviations do not end it', () => {
    expect(firstSentence('Creció 12.5% en Chillán S.A. con apps. Luego escaló. Fin.')).toEqual([
      'Creció 12.5% en Chillán S.A. con apps.',
      'Luego escaló. Fin.',
    ]);
    expect(firstSentence('¿Cómo? ¡Así! Listo.')).toEqual(['¿Cómo?', '¡Así! Listo.']);
    expect(firstSentence('Una sola frase')).toEqual(['Una sola frase', '']);
  });

  it('never loses or adds text: the lead and the rest are the text, split at one space', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', '.', '!', ' ', '¿', '1', 'É', '\n') }),
        (text) => {
          const [lead, rest] = firstSentence(text);
          const trimmed = text.trim();
          if (rest === '') expect(lead).toBe(trimmed);
          else {
            expect(trimmed.startsWith(lead)).toBe(true);
            expect(trimmed.endsWith(rest)).toBe(true);
            expect(trimmed.slice(lead.length, trimmed.length - rest.length).trim()).toBe('');
          }
        },
      ),
    );
  });
});
