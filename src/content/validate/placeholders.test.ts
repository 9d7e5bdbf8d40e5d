import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPage } from '../../../scripts/new-page/copyPage';
import { fixtureSiteDir, fixtureSources } from '../../../tests/unit/fixtureSite';
import { validSources } from '../../../tests/unit/fixtureConfig';
import type { ConfigSources } from '../load';
import { sourceTexts } from '../load';
import { validateConfig } from '.';
import { formatBeforePublishing, formatReport } from './format';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures/placeholders');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');

/** The valid fixture site with one page from tests/fixtures/placeholders added. */
function withPage(name: string): ConfigSources {
  const sources = validSources();
  sources.pages.push({ file: `site-config/pages/${name}.json`, text: fixture(`${name}.json`) });
  return sources;
}

/** The valid fixture site with the spec's default contact data in site.json. */
function withDefaultContact(): ConfigSources {
  return { ...validSources(), site: { file: 'site-config/site.json', text: fixture('site.json') } };
}

function report(sources: ConfigSources): string {
  const { problems, config } = validateConfig(sources);
  expect(config).toBeDefined();
  expect(problems.every((problem) => problem.severity === 'warning')).toBe(true);
  return formatReport(problems, sourceTexts(sources));
}

const emailHint =
  'Cómo arreglarlo: Escribe el correo real de la empresa, en site.json (contact.email) y en cada texto donde aparece.';
const phoneHint =
  'Cómo arreglarlo: Escribe el teléfono real de la empresa, con +56 y el código de área, en site.json (contact.phone) y en cada texto donde aparece.';

describe('example data and scaffold texts (warnings: the site still builds)', () => {
  it("flags the spec's default e-mail and phone in site.json, where they are written", () => {
    expect(report(withDefaultContact())).toBe(`site-config/site.json:12:14
  12 |     "email": "hola@example.com",
     |              ^
  Campo: contact.email
  Advertencia: El correo "hola@example.com" es de ejemplo: example.com es un dominio reservado que no recibe correos.
  ${emailHint}

site-config/site.json:13:14
  13 |     "phone": "+56 2 2000 0000",
     |              ^
  Campo: contact.phone
  Advertencia: El teléfono "+56 2 2000 0000" parece de ejemplo: es el valor por defecto del sitio.
  ${phoneHint}

La configuración del sitio es válida (2 advertencias).`);
  });

  it('flags example e-mails inside texts and links of a page, at the e-mail itself', () => {
    expect(report(withPage('example-email'))).toBe(`site-config/pages/example-email.json:22:54
  22 |             "Escríbenos a hola@australsoftware.cl, a hola@example.com o a ventas@austral.test."
     |                                                      ^
  Campo: sections[1].parts[0].paragraphs[0]
  Advertencia: El correo "hola@example.com" es de ejemplo: example.com es un dominio reservado que no recibe correos.
  ${emailHint}

site-config/pages/example-email.json:22:75
  22 |             "Escríbenos a hola@australsoftware.cl, a hola@example.com o a ventas@austral.test."
     |                                                                           ^
  Campo: sections[1].parts[0].paragraphs[0]
  Advertencia: El correo "ventas@austral.test" es de ejemplo: austral.test es un dominio reservado que no recibe correos.
  ${emailHint}

site-config/pages/example-email.json:30:60
  30 |       "actions": [{ "label": "Escríbenos", "href": "mailto:privacidad@correo.invalid" }]
     |                                                            ^
  Campo: sections[2].actions[0].href
  Advertencia: El correo "privacidad@correo.invalid" es de ejemplo: correo.invalid es un dominio reservado que no recibe correos.
  ${emailHint}

La configuración del sitio es válida (3 advertencias).`);
  });

  it('flags filler phones (zeros, one repeated digit, 1234567) in texts and tel: links', () => {
    expect(report(withPage('example-phone'))).toBe(`site-config/pages/example-phone.json:14:53
  14 |       "lead": "Mesa central +56 2 2940 1100, ventas +56 9 0000 0000, soporte +56 2 2222 2222.",
     |                                                     ^
  Campo: sections[0].lead
  Advertencia: El teléfono "+56 9 0000 0000" parece de ejemplo: termina en siete ceros.
  ${phoneHint}

site-config/pages/example-phone.json:14:78
  14 |       "lead": "Mesa central +56 2 2940 1100, ventas +56 9 0000 0000, soporte +56 2 2222 2222.",
     |                                                                              ^
  Campo: sections[0].lead
  Advertencia: El teléfono "+56 2 2222 2222" parece de ejemplo: repite un mismo dígito.
  ${phoneHint}

site-config/pages/example-phone.json:15:62
  15 |       "actions": [{ "label": "Llamar a ventas", "href": "tel:+56912345678" }]
     |                                                              ^
  Campo: sections[0].actions[0].href
  Advertencia: El teléfono "+56912345678" parece de ejemplo: lleva la serie 1234567.
  ${phoneHint}

La configuración del sitio es válida (3 advertencias).`);
  });

  it('flags the texts and coordinates a city page keeps from the scaffold, each where it is', () => {
    const coordinatesHint =
      'Cómo arreglarlo: Busca la oficina en Google Maps, haz clic derecho sobre el lugar y copia la latitud y la longitud (por ejemplo -38.7359, -72.5904).';
    const streetHint =
      'Cómo arreglarlo: Escribe la calle y el número reales de la oficina, por ejemplo "Av. Alemania 0671, oficina 305".';
    const regionHint =
      'Cómo arreglarlo: Escribe la región de la oficina, por ejemplo "Región de La Araucanía".';
    expect(report(withPage('scaffold-city'))).toBe(`site-config/pages/scaffold-city.json:24:12
  24 |     "geo": {
     |            ^
  Campo: localBusiness.geo
  Advertencia: Las coordenadas (0, 0) son de ejemplo: la plantilla las deja en cero.
  ${coordinatesHint}

site-config/pages/scaffold-city.json:108:22
  108 |       "coordinates": {
      |                      ^
  Campo: sections[3].coordinates
  Advertencia: Las coordenadas (0, 0) son de ejemplo: la plantilla las deja en cero.
  ${coordinatesHint}

site-config/pages/scaffold-city.json:21:22
  21 |     "streetAddress": "Calle y número de la oficina",
     |                      ^
  Campo: localBusiness.streetAddress
  Advertencia: "Calle y número de la oficina" es un texto de ejemplo de la plantilla.
  ${streetHint}

site-config/pages/scaffold-city.json:23:15
  23 |     "region": "Región de la oficina",
     |               ^
  Campo: localBusiness.region
  Advertencia: "Región de la oficina" es un texto de ejemplo de la plantilla.
  ${regionHint}

site-config/pages/scaffold-city.json:123:28
  123 |           "streetAddress": "Calle y número de la oficina",
      |                            ^
  Campo: sections[4].offices[0].streetAddress
  Advertencia: "Calle y número de la oficina" es un texto de ejemplo de la plantilla.
  ${streetHint}

site-config/pages/scaffold-city.json:125:21
  125 |           "region": "Región de la oficina"
      |                     ^
  Campo: sections[4].offices[0].region
  Advertencia: "Región de la oficina" es un texto de ejemplo de la plantilla.
  ${regionHint}

La configuración del sitio es válida (6 advertencias).`);
  });

  it('flags the placeholder lead and benefits of a landing page', () => {
    const { problems } = validateConfig(withPage('scaffold-landing'));
    expect(problems.map((p) => `${p.line}:${p.column} ${p.path} ${p.message} ${p.hint}`)).toEqual([
      '25:15 sections[0].lead "Escribe aquí en una o dos frases qué ofrece esta página, a quién y qué gana al contactarnos." es un texto de ejemplo de la plantilla. Reemplázalo por una o dos frases propias: qué ofrece la página, a quién y qué gana al contactarnos.',
      ...[40, 45, 50].flatMap((line, index) => [
        `${line}:20 sections[1].items[${index}].title "${['Primer', 'Segundo', 'Tercer'][index]} beneficio" es un texto de ejemplo de la plantilla. Escribe en pocas palabras un beneficio real para el cliente, por ejemplo "Primera versión en 8 semanas".`,
        `${line + 1}:26 sections[1].items[${index}].description "Explica el beneficio con un resultado concreto." es un texto de ejemplo de la plantilla. Cuenta el resultado que obtiene el cliente con este beneficio, con una cifra si la tienes.`,
      ]),
    ]);
  });

  it('finds example data in the Markdown body of an article, at its line and column', () => {
    const sources = validSources();
    const file = 'site-config/collections/blog/cotizacion.md';
    sources.collections = [{ name: 'blog', entries: [{ file, text: fixture('blog-entry.md') }] }];
    expect(report(sources)).toBe(`${file}:12:43
  12 | Prepara tu idea en una página y envíala a cotizaciones@example.net.
     |                                           ^
  Campo: (raíz del documento)
  Advertencia: El correo "cotizaciones@example.net" es de ejemplo: example.net es un dominio reservado que no recibe correos.
  ${emailHint}

${file}:14:34
  14 | Si prefieres conversar, llama al +56 2 2000 0000 y te respondemos el mismo día.
     |                                  ^
  Campo: (raíz del documento)
  Advertencia: El teléfono "+56 2 2000 0000" parece de ejemplo: es el valor por defecto del sitio.
  ${phoneHint}

La configuración del sitio es válida (2 advertencias).`);
  });

  it('flags every placeholder a freshly scaffolded page has, so none reaches production', () => {
    const sourcePage = (name: string) =>
      JSON.parse(readFileSync(join(fixtureSiteDir, 'pages', `${name}.json`), 'utf8'));
    for (const [kind, source, nombre, count] of [
      ['ciudad', 'desarrollo-software-santiago', 'Temuco', 8],
      ['landing', 'modernizacion-sistemas-legacy-chile', 'Apps para retail', 2],
    ] as const) {
      const page = copyPage(kind, sourcePage(source), {
        slug: 'nueva',
        nombre,
        brand: 'Austral Software',
      });
      const sources = fixtureSources();
      sources.pages.push({ file: 'site-config/pages/nueva.json', text: JSON.stringify(page) });
      const { problems, config } = validateConfig(sources);
      expect(config, JSON.stringify(problems)).toBeDefined();
      const replace = problems.filter((problem) => problem.file.endsWith('nueva.json'));
      expect(
        replace.filter((problem) => problem.replace).map((p) => p.path),
        kind,
      ).toHaveLength(count);
    }
  });

  it('lists what to replace before publishing, one line per value, file by file', () => {
    const sources = withDefaultContact();
    sources.pages.push(...withPage('example-email').pages.slice(-1));
    expect(formatBeforePublishing(validateConfig(sources).problems))
      .toBe(`Antes de publicar, reemplaza estos 5 datos de ejemplo:
  site-config/site.json:12:14  el correo "hola@example.com"
  site-config/site.json:13:14  el teléfono "+56 2 2000 0000"
  site-config/pages/example-email.json:22:54  el correo "hola@example.com"
  site-config/pages/example-email.json:22:75  el correo "ventas@austral.test"
  site-config/pages/example-email.json:30:60  el correo "privacidad@correo.invalid"`);
    expect(formatBeforePublishing(validateConfig(validSources()).problems)).toBe('');
  });

  it('flags the example RUT and one with a wrong check digit, in site.json where it is written', () => {
    const withRut = (rut: string): ConfigSources => {
      const sources = validSources();
      const legal = `"legal": { "name": "Austral Software SpA", "rut": "${rut}", "address": "Av. Vitacura 2939, Vitacura" },\n  "rating"`;
      return {
        ...sources,
        site: { ...sources.site, text: sources.site.text.replace('"rating"', legal) },
      };
    };
    const example = report(withRut('76.000.000-0'));
    expect(example).toContain(
      'Advertencia: El RUT "76.000.000-0" es de ejemplo: es el valor por defecto del sitio.',
    );
    expect(example).toMatch(/^site-config\/site\.json:\d+:\d+\n.*"rut": "76\.000\.000-0"/);
    expect(report(withRut('76.123.456-1'))).toContain(
      'Advertencia: El RUT "76.123.456-1" no es válido: con ese número, el dígito verificador es 0.',
    );
    expect(report(withRut('76.123.456-0'))).not.toContain('RUT');
  });
});
