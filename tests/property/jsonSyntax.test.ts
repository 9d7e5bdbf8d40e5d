// Syntax errors reported at their cause, for any page: a trailing comma at the comma, a removed
// closing brace at an opening brace that is indeed left unclosed. Hostile text never gets anything
// but a located Spanish syntax error.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseLocated } from '../../src/content/validate/positions';

const text = readFileSync(
  join(import.meta.dirname, '../fixtures/placeholders/scaffold-city.json'),
  'utf8',
);
const closers = [...text.matchAll(/[}\]]/g)].map((match) => match.index);

function syntaxError(source: string): JsonSyntaxError {
  try {
    parseLocated(source);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
  throw new Error('parsed');
}

const offsetOf = (source: string, { line, column }: JsonSyntaxError) =>
  source
    .split('\n')
    .slice(0, line - 1)
    .join('\n').length +
  (line > 1 ? 1 : 0) +
  column -
  1;

describe('JSON syntax errors', () => {
  it('points a comma added before any } or ] at that comma', () => {
    fc.assert(
      fc.property(fc.constantFrom(...closers), (at) => {
        // After the last value before the closer (skipping the whitespace before it).
        const end = text.slice(0, at).trimEnd().length;
        if (text[end - 1] === '{' || text[end - 1] === '[') return; // an empty {} or []
        const broken = `${text.slice(0, end)},${text.slice(end)}`;
        const error = syntaxError(broken);
        expect(offsetOf(broken, error)).toBe(end);
        expect(error.message).toMatch(/^Sobra esta coma/);
      }),
    );
  });

  it('points a removed closing brace at an opening brace that is left unclosed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...closers), (at) => {
        const broken = `${text.slice(0, at)}${text.slice(at + 1)}`;
        const error = syntaxError(broken);
        const opener = offsetOf(broken, error);
        expect('{['.includes(broken[opener] ?? '')).toBe(true);
        expect(error.message).toContain(`de la línea ${error.line} nunca se cierra`);
        expect(opener).toBeLessThan(at);
      }),
    );
  });

  it('answers hostile text with a located syntax error, never a crash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (source) => {
        try {
          parseLocated(source);
        } catch (error) {
          expect(error).toBeInstanceOf(JsonSyntaxError);
          const { line, column } = error as JsonSyntaxError;
          expect(line).toBeGreaterThanOrEqual(1);
          expect(column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
