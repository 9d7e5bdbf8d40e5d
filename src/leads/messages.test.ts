import { describe, expect, it } from 'vitest';
import { phoneLooksShort } from './messages';

describe('phoneLooksShort', () => {
  it('asks about a number with fewer than eight digits, however it is written', () => {
    expect(phoneLooksShort('12')).toBe(true);
    expect(phoneLooksShort('+56 9 12')).toBe(true);
    expect(phoneLooksShort('(2) 123-45')).toBe(true);
  });

  it('leaves alone a whole Chilean number, a foreign one, and a field with no digits', () => {
    expect(phoneLooksShort('+56 9 1234 5678')).toBe(false);
    expect(phoneLooksShort('2 2345 6789')).toBe(false);
    expect(phoneLooksShort('+1 415 555 0100')).toBe(false);
    expect(phoneLooksShort('')).toBe(false);
    expect(phoneLooksShort('llamar por WhatsApp')).toBe(false);
  });
});
