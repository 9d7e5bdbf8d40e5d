// One fixture and one exact report for each way a quotes block can name a case it cannot quote.
import { describe, expect, it } from 'vitest';
import { fixtureSources } from '../../../tests/unit/fixtureSite';
import { sourceTexts, type ConfigSources } from '../load';
import { validateConfig } from '.';
import { formatReport } from './format';

const report = (sources: ConfigSources) =>
  formatReport(validateConfig(sources).problems, sourceTexts(sources));

/** The fixture site with the cases list page's quotes naming `cases`. */
function quoting(cases: string, edit: (sources: ConfigSources) => void = () => {}) {
  const sources = fixtureSources();
  const page = sources.pages.find(({ file }) => file.endsWith('/casos-exito.json'));
  if (!page) throw new Error('the fixture site lost its cases page');
  page.text = page.text.replace(/"cases": \[[^\]]*\]/, `"cases": ${cases}`);
  edit(sources);
  return report(sources);
}

describe('quotedCases.ts', () => {
  it('rejects a case that does not exist, with the closest name', () => {
    expect(quoting('["marketplace-agricola", "sistema-gestion-logistca"]'))
      .toBe(`site-config/pages/casos-exito.json:46:41
  46 |       "cases": ["marketplace-agricola", "sistema-gestion-logistca"]
     |                                         ^
  Campo: sections[2].cases[1]
  Error: No existe el caso "sistema-gestion-logistca".
  Cómo arreglarlo: ¿Quisiste decir "sistema-gestion-logistica"? Usa el nombre de un archivo de site-config/collections/cases/, sin .json.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a case with no testimonial, naming the ones that have one', () => {
    const withoutQuote = quoting('["marketplace-agricola"]', (sources) => {
      const cases = sources.collections.find(({ name }) => name === 'cases');
      const entry = cases?.entries.find(({ file }) => file.endsWith('/marketplace-agricola.json'));
      if (!entry) throw new Error('the fixture site lost its agricultural marketplace case');
      entry.text = entry.text.replace(/,\s*"testimonial": \{[^}]*\}/, '');
    });
    expect(withoutQuote).toContain(
      'Error: El caso "marketplace-agricola" no tiene "testimonial", así que no hay cita que mostrar.',
    );
    expect(withoutQuote).toContain('elige uno que lo tenga: sistema-gestion-logistica.');
  });
});
