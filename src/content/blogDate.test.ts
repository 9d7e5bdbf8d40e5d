import { describe, expect, it } from 'vitest';
import { blogDateToIso } from './blogDate';

const today = new Date(2026, 10, 22);

describe('blog dates', () => {
  it.each([
    ['28 de Mayo, 2025', '2025-05-28'],
    ['2 de Julio, 2025', '2025-07-02'],
    ['15 de junio de 2025', '2025-06-15'],
    ['1 de Diciembre, 2024', '2024-12-01'],
  ])('converts %s to %s', (text, iso) => {
    expect(blogDateToIso(text, today)).toBe(iso);
  });

  it('turns an unknown month into 01', () => {
    expect(blogDateToIso('28 de Mayoo, 2025', today)).toBe('2025-01-28');
  });

  it.each(['', 'Mayo 2025', '28/05/2025', '28 de Mayo'])(
    "replaces %j, which lacks three parts, with today's date",
    (text) => {
      expect(blogDateToIso(text, today)).toBe('2026-11-22');
    },
  );
});
