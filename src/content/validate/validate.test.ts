import { describe, expect, it } from 'vitest';
import { validSources, withInvalidPage } from '../../../tests/unit/fixtureConfig';
import { sourceTexts } from '../load';
import { validateConfig } from '.';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatGithub, formatReport } from './format';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures');

function reportFor(name: string): string {
  const sources = withInvalidPage(name);
  return formatReport(validateConfig(sources).problems, sourceTexts(sources));
}

describe('validateConfig', () => {
  it('accepts the valid fixture site and fills schema defaults', () => {
    const { problems, config } = validateConfig(validSources());
    expect(problems).toEqual([]);
    const hero = config?.pages[0]?.page.sections[0];
    expect(hero).toMatchObject({ background: 'default', spacing: 'md' });
  });

  it('names an unknown block type once, with the closest type and the full list', () => {
    expect(reportFor('unknown-block')).toBe(`site-config/pages/unknown-block.json:10:15
  10 |     { "type": "heor", "title": "Titular de prueba", "lead": "Una bajada de prueba para el bloque." }
     |               ^
  Campo: sections[0].type
  Error: El tipo de bloque "heor" no existe.
  Cómo arreglarlo: ¿Quisiste decir "hero"? Tipos disponibles: blogArticle, blogIndex, calculator, cards, caseDetail, caseList, caseQuotes, caseStudies, clientResults, comparison, contactDetails, contactForm, cta, faq, groups, hero, logos, map, newsletter, priceTable, richText, serviceDetail, showcase, stats, team, timeline.

La configuración del sitio tiene 1 error.`);
  });

  it('explains a missing required field with its description', () => {
    expect(reportFor('missing-required')).toBe(`site-config/pages/missing-required.json:9:16
  9 |   "sections": [{ "type": "hero", "lead": "Una bajada de prueba para el bloque de portada." }]
    |                ^
  Campo: sections[0]
  Error: Falta el campo obligatorio "title".
  Cómo arreglarlo: Agrega "title" a este objeto: Titular principal de la página (se muestra como h1). Uno por página.

La configuración del sitio tiene 1 error.`);
  });

  it('lists the allowed values of an enum, for texts and numbers', () => {
    expect(reportFor('wrong-enum')).toBe(`site-config/pages/wrong-enum.json:12:21
  12 |       "background": "gris",
     |                     ^
  Campo: sections[0].background
  Error: El valor "gris" no es válido aquí.
  Cómo arreglarlo: Usa uno de: "default", "alt", "dark", "white", "light", "accent".

site-config/pages/wrong-enum.json:15:17
  15 |       "height": 480
     |                 ^
  Campo: sections[0].height
  Error: El valor 480 no es válido aquí.
  Cómo arreglarlo: Usa uno de: 300, 450, 500.

La configuración del sitio tiene 2 errores.`);
  });

  it('rejects a malformed URL', () => {
    expect(reportFor('bad-url')).toBe(`site-config/pages/bad-url.json:13:52
  13 |       "actions": [{ "label": "Escríbenos", "href": "htps//example.com" }]
     |                                                    ^
  Campo: sections[0].actions[0].href
  Error: "htps//example.com" no es un enlace válido.
  Cómo arreglarlo: Usa una ruta del sitio que empiece con / (por ejemplo "/contacto" o "/#faq"), un ancla como "#beneficios", o una URL completa que empiece con https://.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a path used by two pages in both files, each naming the other', () => {
    expect(reportFor('duplicate-path')).toBe(`site-config/pages/contacto.json:4:11
  4 |   "path": "/contacto",
    |           ^
  Campo: path
  Error: La ruta "/contacto" también la usa site-config/pages/duplicate-path.json.
  Cómo arreglarlo: Cada página necesita una ruta única: cambia "path" en uno de los archivos.

site-config/pages/duplicate-path.json:4:11
  4 |   "path": "/contacto",
    |           ^
  Campo: path
  Error: La ruta "/contacto" también la usa site-config/pages/contacto.json.
  Cómo arreglarlo: Cada página necesita una ruta única: cambia "path" en uno de los archivos.

La configuración del sitio tiene 2 errores.`);
  });

  it('rejects an internal link to a route that does not exist and suggests the closest', () => {
    expect(reportFor('broken-link')).toBe(`site-config/pages/broken-link.json:13:52
  13 |       "actions": [{ "label": "Escríbenos", "href": "/contato#formulario" }]
     |                                                    ^
  Campo: sections[0].actions[0].href
  Error: El enlace "/contato#formulario" apunta a una ruta que no existe.
  Cómo arreglarlo: ¿Quisiste decir "/contacto"? Las rutas existentes están en el campo "path" de cada archivo de site-config/pages/ y en las colecciones de site-config/collections/.

La configuración del sitio tiene 1 error.`);
  });

  it('points at an unknown property key and suggests the field meant', () => {
    expect(reportFor('unknown-field')).toBe(`site-config/pages/unknown-field.json:10:23
  10 |     { "type": "hero", "titel": "Titular de prueba", "title": "Titular de prueba", "lead": "Una bajada de prueba para el bloque." }
     |                       ^
  Campo: sections[0].titel
  Error: El campo "titel" no está permitido aquí.
  Cómo arreglarlo: ¿Quisiste decir "title"? Campos permitidos: id, background, spacing, badge, title, lead, highlights, actions, indicators, checklist, features, art, artHref, particles.

La configuración del sitio tiene 1 error.`);
  });

  it('points a trailing comma at the comma itself', () => {
    expect(reportFor('syntax')).toBe(`site-config/pages/syntax.json:3:32
  3 |   "meta": { "title": "Sintaxis", },
    |                                ^
  Campo: (sintaxis)
  Error: Sobra esta coma: el último elemento antes de \`}\` no lleva coma.
  Cómo arreglarlo: Borra la coma. En JSON los elementos se separan con comas, pero después del último no va ninguna.

La configuración del sitio tiene 1 error.`);
  });

  it('points an outdated page at npm run migrate instead of listing every change', () => {
    const sources = validSources();
    const text = readFileSync(join(fixtures, 'migrations/v0-city.json'), 'utf8');
    sources.pages.push({ file: 'site-config/pages/temuco.json', text });
    const [problem, ...rest] = validateConfig(sources).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      severity: 'error',
      line: 1,
      column: 1,
      message: 'La página usa el formato de la versión 0; la versión actual es 1.',
      hint: 'Ejecuta npm run migrate: actualiza el archivo al formato actual sin perder contenido.',
    });
  });

  it('warns, without failing, about short descriptions, pages nobody links to and the scaffold coordinates 0, 0', () => {
    const sources = validSources();
    const page = {
      $schema: '',
      schemaVersion: 1,
      path: '/desarrollo-software-temuco',
      meta: {
        title: 'Desarrollo de software a medida en Temuco',
        description: 'Software a medida en Temuco, con oficina local y respuesta rápida.',
      },
      sections: [{ type: 'map', location: 'Temuco', coordinates: { lat: 0, lng: 0 } }],
    };
    sources.pages.push({
      file: 'site-config/pages/temuco.json',
      text: JSON.stringify(page, null, 2),
    });
    const { problems, config } = validateConfig(sources);
    expect(config).toBeDefined();
    expect(problems.map((problem) => [problem.severity, problem.path, problem.message])).toEqual([
      [
        'warning',
        'meta.description',
        'La descripción tiene 66 caracteres; lo ideal es entre 70 y 160.',
      ],
      [
        'warning',
        'sections[0].coordinates',
        'Las coordenadas (0, 0) son de ejemplo: la plantilla las deja en cero.',
      ],
      ['warning', 'path', 'Ninguna otra página enlaza a "/desarrollo-software-temuco".'],
    ]);
  });

  it('prints GitHub annotations with file, line, column and an escaped message', () => {
    const { problems } = validateConfig(withInvalidPage('wrong-enum'));
    expect(formatGithub(problems)).toBe(
      [
        '::error file=site-config/pages/wrong-enum.json,line=12,col=21,title=sections[0].background::El valor "gris" no es válido aquí. Usa uno de: "default", "alt", "dark", "white", "light", "accent".',
        '::error file=site-config/pages/wrong-enum.json,line=15,col=17,title=sections[0].height::El valor 480 no es válido aquí. Usa uno de: 300, 450, 500.',
      ].join('\n'),
    );
    expect(
      formatGithub([{ ...problems[0]!, severity: 'warning', message: 'a\nb', path: 'x:y,z' }]),
    ).toContain(
      '::warning file=site-config/pages/wrong-enum.json,line=12,col=21,title=x%3Ay%2Cz::a%0Ab',
    );
  });
});
