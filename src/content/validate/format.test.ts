import { describe, expect, it } from 'vitest';
import { formatReport, sameWarningsShown } from './format';
import type { Problem } from './problem';

const orphan = (n: number): Problem => ({
  severity: 'warning',
  file: `site-config/pages/ciudad-${n}.json`,
  line: 2,
  column: 11,
  path: 'path',
  message: `Ninguna otra página enlaza a /ciudad-${n}.`,
  hint: 'Enlázala desde una página relacionada.',
});

describe('formatReport', () => {
  const many = Array.from({ length: 1000 }, (_, n) => orphan(n));

  it('prints the first warnings of a kind and counts the rest, naming where they are', () => {
    const report = formatReport(many);
    expect(report.match(/Advertencia:/g)).toHaveLength(sameWarningsShown);
    expect(report).toContain(
      '… y 995 advertencias más con el mismo arreglo, en site-config/pages/ciudad-5.json, site-config/pages/ciudad-6.json, site-config/pages/ciudad-7.json y 992 archivos más. Para verlas todas: npm run validate -- --todas',
    );
    expect(report.endsWith('La configuración del sitio es válida (1000 advertencias).')).toBe(true);
  });

  it('prints every warning when asked, and every error always', () => {
    expect(formatReport(many, undefined, { all: true }).match(/Advertencia:/g)).toHaveLength(1000);
    const errors = many.map((problem) => ({ ...problem, severity: 'error' as const }));
    expect(formatReport(errors).match(/Error:/g)).toHaveLength(1000);
  });
});
