// One fixture and one exact report for each reference between entries (entryReferences.ts).
import { describe, expect, it } from 'vitest';
import { withInvalidArticle } from '../../../tests/unit/fixtureConfig';
import { fixtureSources } from '../../../tests/unit/fixtureSite';
import { sourceTexts, type ConfigSources } from '../load';
import { validateConfig } from '.';
import { formatReport } from './format';

const report = (sources: ConfigSources) =>
  formatReport(validateConfig(sources).problems, sourceTexts(sources));

describe('entryReferences.ts', () => {
  it('rejects a related article that does not exist', () => {
    expect(report(withInvalidArticle('related-post')))
      .toBe(`site-config/collections/blog/related-post.md:10:11
  10 |   - slug: 'como-cotizar'
     |           ^
  Campo: relatedPosts[0].slug
  Error: No existe blog/como-cotizar.
  Cómo arreglarlo: Usa el nombre de un archivo de site-config/collections/blog/, sin extensión.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a related case id that no case has', () => {
    const sources = fixtureSources();
    const cases = sources.collections.find(({ name }) => name === 'cases');
    const entry = cases?.entries.find(({ file }) => file.endsWith('/marketplace-agricola.json'));
    if (!entry) throw new Error('the fixture site lost its agricultural marketplace case');
    entry.text = entry.text.replace(
      /"relatedCaseStudies": \[[^\]]*\]/,
      '"relatedCaseStudies": ["cs1", "cs4"]',
    );
    expect(report(sources)).toBe(`site-config/collections/cases/marketplace-agricola.json:73:33
  73 |   "relatedCaseStudies": ["cs1", "cs4"]
     |                                 ^
  Campo: relatedCaseStudies[1]
  Error: Ningún caso tiene el id "cs4".
  Cómo arreglarlo: Usa el "id" de otro caso de site-config/collections/cases/ (hoy: cs1, cs9) o quítalo de la lista.

La configuración del sitio tiene 1 error.`);
  });
  it('rejects a service lead who is not on the team', () => {
    const sources = fixtureSources();
    const entry = sources.collections.find(({ name }) => name === 'services')?.entries[0];
    if (!entry) throw new Error('the fixture site lost its service');
    entry.text = entry.text.replace('"lead": "diego-contreras"', '"lead": "diego-contrera"');
    expect(report(sources))
      .toBe(`site-config/collections/services/desarrollo-aplicaciones-moviles.json:10:11
  10 |   "lead": "diego-contrera",
     |           ^
  Campo: lead
  Error: No existe team/diego-contrera.
  Cómo arreglarlo: ¿Quisiste decir "diego-contreras"? Usa el nombre de un archivo de site-config/collections/team/, sin extensión.

La configuración del sitio tiene 1 error.`);
  });

  it("rejects a service case card's result that its case does not have", () => {
    const sources = fixtureSources();
    const services = sources.collections.find(({ name }) => name === 'services');
    const entry = services?.entries[0];
    if (!entry) throw new Error('the fixture site lost its service');
    entry.text = entry.text.replace(
      '"slug": "sistema-gestion-logistica"',
      '"slug": "sistema-gestion-logistica",\n      "result": "Ahorro anual"',
    );
    expect(report(sources))
      .toBe(`site-config/collections/services/desarrollo-aplicaciones-moviles.json:95:17
  95 |       "result": "Ahorro anual"
     |                 ^
  Campo: caseStudies[0].result
  Error: El caso sistema-gestion-logistica no tiene un resultado "Ahorro anual".
  Cómo arreglarlo: Usa el "title" de uno de sus "results": "Planificación de rutas", "Entregas a tiempo", "Ciclo de facturación".

La configuración del sitio tiene 1 error.`);
  });
  it("rejects the result a service's first case card names for itself, when its case lacks it", () => {
    const sources = fixtureSources();
    const entry = sources.collections.find(({ name }) => name === 'services')?.entries[0];
    if (!entry) throw new Error('the fixture site lost its service');
    entry.text = entry.text.replace(
      '"slug": "sistema-gestion-logistica"',
      '"slug": "sistema-gestion-logistica",\n      "cardResult": "Ahorro anual"',
    );
    expect(report(sources)).toContain(`  Campo: caseStudies[0].cardResult
  Error: El caso sistema-gestion-logistica no tiene un resultado "Ahorro anual".`);
  });

  it('rejects a solution screen past the end of its case gallery, and one shown twice', () => {
    const sources = fixtureSources();
    const cases = sources.collections.find(({ name }) => name === 'cases');
    const entry = cases?.entries.find(({ file }) =>
      file.endsWith('/sistema-gestion-logistica.json'),
    );
    if (!entry) throw new Error('the fixture site lost its logistics case');
    entry.text = entry.text
      .replace(
        '"title": "Plataforma central de operaciones",',
        '"title": "Plataforma central de operaciones",\n      "screen": 4,',
      )
      .replace(
        '"title": "App para conductores",',
        '"title": "App para conductores",\n      "screen": 2,',
      )
      .replace(
        '"title": "Seguimiento en línea para clientes",',
        '"title": "Seguimiento en línea para clientes",\n      "screen": 2,',
      );
    const text = report(sources);
    expect(text).toContain(`  Campo: solution[0].screen
  Error: La galería del caso tiene 3 pantallas: no hay una número 4.
  Cómo arreglarlo: Usa un número del 1 al 3 (el orden de "galleryImages") o quita "screen".`);
    expect(text).toContain(`  Campo: solution[2].screen
  Error: La pantalla 2 ya se muestra junto a la parte 2 de la solución.`);
    expect(text).toContain('La configuración del sitio tiene 2 errores.');
  });
});
