import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../tests/unit/renderBlock';
import { KeepRanges } from './KeepRanges';

const html = (text: string) => renderHtml(<KeepRanges text={text} />);

describe('KeepRanges', () => {
  it('holds a numeric range and its unit on one line, keeping the text as written', () => {
    expect(html('MVP en producción en 8-12 semanas y kickoff en 3-5 días hábiles')).toBe(
      '<span>MVP en producción en <span class="nowrap">8-12 semanas</span> y kickoff en <span class="nowrap">3-5 días</span> hábiles</span>',
    );
    expect(html('Entre 10% y 20%, o 15–20 %')).toBe(
      '<span>Entre 10% y 20%, o <span class="nowrap">15–20 %</span></span>',
    );
  });

  it('joins a number to its unit of time with a no-break space, and adds no markup for that', () => {
    expect(html('Respondemos en menos de 2 horas, 70+ productos en 1 año')).toBe(
      'Respondemos en menos de 2\u00A0horas, 70+ productos en 1\u00A0año',
    );
    expect(html('Kickoff en 3-5 días, sprints de 2 semanas')).toBe(
      '<span>Kickoff en <span class="nowrap">3-5 días</span>, sprints de 2\u00A0semanas</span>',
    );
  });

  it('leaves a date, a time and a text without numbers alone', () => {
    expect(html('Lanzamos el 2025-07-22 a las 09:30 en Chile')).toBe(
      'Lanzamos el 2025-07-22 a las 09:30 en Chile',
    );
    expect(html('Sin cifras')).toBe('Sin cifras');
  });
});
