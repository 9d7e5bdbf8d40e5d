import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../tests/unit/renderBlock';
import { KeepRanges } from './KeepRanges';

const html = (text: string) => renderHtml(<KeepRanges text={text} />);

describe('KeepRanges', () => {
  it('holds a numeric range and its unit on one line, keeping the text as written', () => {
    expect(html('MVP en producción en 8-12 semanas y kickoff en 3-5 días hábiles')).toBe(
      'MVP en producción en <span class="nowrap">8-12 semanas</span> y kickoff en <span class="nowrap">3-5 días</span> hábiles',
    );
    expect(html('Entre 10% y 20%, o 15–20 %')).toBe(
      'Entre 10% y 20%, o <span class="nowrap">15–20 %</span>',
    );
  });

  it('leaves a text without a range, or a date, alone', () => {
    expect(html('Respondemos en menos de 2 horas')).toBe('Respondemos en menos de 2 horas');
    expect(html('Lanzamos el 2025-07-22')).toBe('Lanzamos el 2025-07-22');
  });
});
