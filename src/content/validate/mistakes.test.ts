// The marketer's mistakes of issue 16, each from a fixture in tests/fixtures/invalid/, with the
// exact report: file:line:col, the line with a caret, the field, the Spanish message and hint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInvalidArticle, withInvalidPage } from '../../../tests/unit/fixtureConfig';
import { blogDateToIso } from '../blogDate';
import { sourceTexts, type ConfigSources } from '../load';
import { validateConfig } from '.';
import { formatReport } from './format';
import { titleMaxLength } from './schemas';

const report = (sources: ConfigSources) =>
  formatReport(validateConfig(sources).problems, sourceTexts(sources));
const pageReport = (name: string) => report(withInvalidPage(name));
const articleReport = (name: string) => report(withInvalidArticle(name));

describe('mistakes that used to pass validation', () => {
  it('rejects a section id used twice in one page, at the second', () => {
    expect(pageReport('duplicate-section-id'))
      .toBe(`site-config/pages/duplicate-section-id.json:12:28
  12 |     { "type": "cta", "id": "servicios", "title": "Otra vez", "actions": [{ "label": "Inicio", "href": "/" }] }
     |                            ^
  Campo: sections[2].id
  Error: El id "servicios" ya lo usa sections[0] (hero) en esta página.
  Cómo arreglarlo: Cada sección necesita un id distinto: los enlaces a #servicios y el navegador de puntos saltan siempre a la primera. Cambia el id de una de las dos.

La configuración del sitio tiene 1 error.`);
  });

  it('says swapped latitude and longitude look swapped, in the office and the map', () => {
    expect(pageReport('swapped-coordinates')).toBe(`site-config/pages/swapped-coordinates.json:14:12
  14 |     "geo": { "lat": -70.57, "lng": -33.4 }
     |            ^
  Campo: localBusiness.geo
  Error: La latitud -70.57 y la longitud -33.4 parecen invertidas: ¿quisiste decir lat -33.4, lng -70.57?
  Cómo arreglarlo: Intercambia los valores: en Chile la latitud ("lat") va de -17 a -56 y la longitud ("lng") de -66 a -110.

site-config/pages/swapped-coordinates.json:20:22
  20 |       "coordinates": { "lat": -70.57, "lng": -33.4 }
     |                      ^
  Campo: sections[0].coordinates
  Error: La latitud -70.57 y la longitud -33.4 parecen invertidas: ¿quisiste decir lat -33.4, lng -70.57?
  Cómo arreglarlo: Intercambia los valores: en Chile la latitud ("lat") va de -17 a -56 y la longitud ("lng") de -66 a -110.

La configuración del sitio tiene 2 errores.`);
  });

  it('rejects coordinates outside Chile', () => {
    expect(pageReport('outside-chile')).toBe(`site-config/pages/outside-chile.json:13:22
  13 |       "coordinates": { "lat": -34.6037, "lng": -58.3816 }
     |                      ^
  Campo: sections[0].coordinates
  Error: Las coordenadas (-34.6037, -58.3816) están fuera de Chile.
  Cómo arreglarlo: Busca la oficina en Google Maps, haz clic derecho sobre el lugar y copia la latitud y la longitud (por ejemplo -38.7359, -72.5904).

La configuración del sitio tiene 1 error.`);
  });

  it('rejects images that are not in public/, with the nearest file', () => {
    expect(pageReport('missing-image')).toBe(`site-config/pages/missing-image.json:8:16
  8 |     "ogImage": "/brand/og-clientes.png"
    |                ^
  Campo: meta.ogImage
  Error: La imagen "/brand/og-clientes.png" no existe en public/.
  Cómo arreglarlo: Agrega el archivo en public/brand/og-clientes.png o corrige la ruta (empieza con / y no lleva "public").

site-config/pages/missing-image.json:16:42
  16 |         { "name": "Aguas Claras", "src": "/logos/aguas-claras.svg" },
     |                                          ^
  Campo: sections[0].logos[1].src
  Error: La imagen "/logos/aguas-claras.svg" no existe en public/.
  Cómo arreglarlo: ¿Quisiste decir "/logos/aguasclaras.svg"? Agrega el archivo en public/logos/aguas-claras.svg o corrige la ruta (empieza con / y no lleva "public").

La configuración del sitio tiene 2 errores.`);
  });

  it('points an unclosed object at its opening brace', () => {
    expect(pageReport('unclosed-brace')).toBe(`site-config/pages/unclosed-brace.json:10:5
  10 |     {
     |     ^
  Campo: (sintaxis)
  Error: Esta llave \`{\` de la línea 10 nunca se cierra.
  Cómo arreglarlo: Agrega \`}\` donde termina ese objeto; si sigue otro elemento, sepáralo con una coma.

La configuración del sitio tiene 1 error.`);
  });

  it('points a missing final brace at the first line, saying where to add it', () => {
    expect(pageReport('missing-final-brace')).toBe(`site-config/pages/missing-final-brace.json:1:1
  1 | {
    | ^
  Campo: (sintaxis)
  Error: Esta llave \`{\` de la línea 1 nunca se cierra.
  Cómo arreglarlo: Agrega \`}\` al final del archivo.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a title over the one limit, 60, with the reason', () => {
    expect(pageReport('long-title')).toBe(`site-config/pages/long-title.json:6:14
  6 |     "title": "Desarrollo de software a medida en Temuco, Región de La Araucanía",
    |              ^
  Campo: meta.title
  Error: El texto tiene 65 caracteres; el máximo es 60.
  Cómo arreglarlo: Acórtalo a 60 caracteres o menos. Título de la pestaña y del resultado en Google, hasta 60 caracteres (Google corta el resto). Único por página.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects an impossible date, saying how many days the month has', () => {
    expect(articleReport('impossible-date'))
      .toBe(`site-config/collections/blog/impossible-date.md:4:7
  4 | date: '31 de Febrero, 2025'
    |       ^
  Campo: date
  Error: La fecha "31 de Febrero, 2025" no existe: febrero de 2025 tiene 28 días.
  Cómo arreglarlo: Escribe un día entre 1 y 28, o corrige el mes; por ejemplo "28 de Febrero, 2025".

La configuración del sitio tiene 1 error.`);
  });

  it('explains a date that is not in the expected shape', () => {
    expect(articleReport('date-without-comma'))
      .toBe(`site-config/collections/blog/date-without-comma.md:4:7
  4 | date: '28 de Mayo 2025'
    |       ^
  Campo: date
  Error: "28 de Mayo 2025" no tiene el formato esperado.
  Cómo arreglarlo: Fecha de publicación en palabras, por ejemplo "28 de Mayo, 2025" o "28 de mayo, 2025": día sin cero inicial, mes en palabras, coma y año.

La configuración del sitio tiene 1 error.`);
  });

  it('checks images of collection entries too', () => {
    expect(articleReport('missing-image')).toBe(`site-config/collections/blog/missing-image.md:9:12
  9 | heroImage: '/blog/images/automatizacion-empresa-chile.svg'
    |            ^
  Campo: heroImage
  Error: La imagen "/blog/images/automatizacion-empresa-chile.svg" no existe en public/.
  Cómo arreglarlo: ¿Quisiste decir "/blog/images/automatizacion-empresas-chile.svg"? Agrega el archivo en public/blog/images/automatizacion-empresa-chile.svg o corrige la ruta (empieza con / y no lleva "public").

La configuración del sitio tiene 1 error.`);
  });

  it('says in Spanish where a front-matter quote opens and is never closed', () => {
    expect(articleReport('yaml-unclosed-quote'))
      .toBe(`site-config/collections/blog/yaml-unclosed-quote.md:2:8
  2 | title: "Cómo pedir una cotización de software
    |        ^
  Campo: (sintaxis)
  Error: El encabezado no es YAML válido: las comillas " que se abren aquí no se cierran en la misma línea.
  Cómo arreglarlo: Agrega " al final del valor; si el texto lleva " adentro, usa las otras comillas para encerrarlo.

La configuración del sitio tiene 1 error.`);
  });

  it('says in Spanish which front-matter field is repeated', () => {
    expect(articleReport('yaml-duplicate-key'))
      .toBe(`site-config/collections/blog/yaml-duplicate-key.md:8:1
  8 | author: 'Pedro Soto'
    | ^
  Campo: (sintaxis)
  Error: El encabezado no es YAML válido: el campo "author" aparece dos veces.
  Cómo arreglarlo: Deja una sola línea con ese campo y borra la otra.

La configuración del sitio tiene 1 error.`);
  });

  it('says in Spanish that a colon in a front-matter value needs quotes', () => {
    expect(articleReport('yaml-colon')).toBe(`site-config/collections/blog/yaml-colon.md:7:11
  7 | category: Negocios: costos
    |           ^
  Campo: (sintaxis)
  Error: El encabezado no es YAML válido: hay dos puntos (:) en un valor sin comillas, o una línea mal indentada.
  Cómo arreglarlo: Pon el valor entre comillas dobles, por ejemplo title: "Diseño: lo que importa".

La configuración del sitio tiene 1 error.`);
  });

  it('accepts a lowercase month, as Spanish writes it, and publishes the right date', () => {
    const { problems, config } = validateConfig(withInvalidArticle('lowercase-month'));
    expect(problems).toEqual([]);
    const [post] = config?.collections.blog ?? [];
    expect(post?.data.date).toBe('28 de mayo, 2025');
    expect(blogDateToIso(post?.data.date ?? '')).toBe('2025-05-28');
  });

  it('states the title limit of the schema in the marketing guide, and nowhere another', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../docs/marketing.md'), 'utf8');
    const numbers = guide
      .split('\n')
      .filter((line) => /título|meta\.title/.test(line))
      .flatMap((line) => [...line.matchAll(/(?:(\d+) caracteres|unos (\d+))/g)])
      .map((match) => Number(match[1] ?? match[2]));
    expect(numbers.length).toBeGreaterThan(1);
    expect(new Set(numbers)).toEqual(new Set([titleMaxLength()]));
  });
});
