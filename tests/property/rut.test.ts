// The RUT check of site.json (legal.rut): any text, however hostile, gets at most one Spanish
// warning and never throws; a RUT written with the check digit módulo 11 gives is never flagged
// (but the site's example), and any other digit always is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exampleOrWrongRut,
  exampleRut,
  rutCheckDigit,
} from '../../src/content/validate/placeholderRules';

const withDots = (body: string) => body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const body = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);

describe('RUT check (property)', () => {
  it('answers any text with at most one Spanish warning, never an exception', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const findings = exampleOrWrongRut(text);
        expect(findings.length).toBeLessThanOrEqual(1);
        for (const finding of findings) expect(finding.message).toMatch(/^El RUT /);
      }),
    );
  });

  it('accepts the digit módulo 11 gives, and flags every other one', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...'0123456789K'), (digits, other) => {
        const right = `${withDots(digits)}-${rutCheckDigit(digits)}`;
        if (right !== exampleRut) expect(exampleOrWrongRut(right)).toEqual([]);
        fc.pre(other !== rutCheckDigit(digits));
        expect(exampleOrWrongRut(`${withDots(digits)}-${other}`)).toHaveLength(1);
      }),
    );
  });
});
