import { describe, expect, it } from 'vitest';
import { fillerReason, isExampleDomain, rutCheckDigit } from './placeholderRules';

describe('what counts as example data', () => {
  it('knows the reserved domains, and nothing else', () => {
    const reserved = ['example.com', 'mail.example.org', 'example.net', 'a.test', 'b.invalid'];
    for (const domain of [...reserved, 'empresa.example', 'localhost'])
      expect(isExampleDomain(domain), domain).toBe(true);
    for (const domain of ['australsoftware.cl', 'examples.com', 'example.cl', 'test.cl'])
      expect(isExampleDomain(domain), domain).toBe(false);
  });

  it('tells filler phones from real-looking ones', () => {
    expect(fillerReason('+56 2 2000 0000')).toBe('es el valor por defecto del sitio');
    expect(fillerReason('+56 32 000 0000')).toBe('termina en siete ceros');
    expect(fillerReason('+56 9 9999 9999')).toBe('repite un mismo dígito');
    expect(fillerReason('+56 9 1234 5678')).toBe('lleva la serie 1234567');
    for (const real of ['+56 2 2940 1100', '+56 41 224 0000', '+56 9 6182 4407', '+56 2'])
      expect(fillerReason(real), real).toBeUndefined();
  });

  it('computes the RUT check digit by módulo 11, K included', () => {
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('76000000')).toBe('0');
    expect(rutCheckDigit('10000013')).toBe('K');
  });
});
