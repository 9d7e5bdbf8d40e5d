import { describe, expect, it } from 'vitest';
import { leadingFigure } from './leadingFigure';

describe('leadingFigure', () => {
  it('splits a signed percentage, a plain one and a count from their words', () => {
    expect(leadingFigure('−32% de horas médicas no asistidas')).toEqual([
      '−32%',
      'de horas médicas no asistidas',
    ]);
    expect(leadingFigure('+48% en ventas online')).toEqual(['+48%', 'en ventas online']);
    expect(leadingFigure('60% de los documentos clasificados')).toEqual([
      '60%',
      'de los documentos clasificados',
    ]);
    expect(leadingFigure('3x más pedidos')).toEqual(['3x', 'más pedidos']);
  });

  it('leaves a text that does not open with a figure, or is only one, whole', () => {
    expect(leadingFigure('Telemedicina en producción en 10 semanas')).toBeUndefined();
    expect(leadingFigure('99,7%')).toBeUndefined();
    expect(leadingFigure('')).toBeUndefined();
  });
});
