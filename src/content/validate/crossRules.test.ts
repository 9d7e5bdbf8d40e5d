// One fixture and one exact report for each rule of crossChecks.ts, sectionChecks.ts and
// linkChecks.ts that is not already in validate.test.ts or mistakes.test.ts
// (entryReferences.ts has its own file).
import { describe, expect, it } from 'vitest';
import { withInvalidArticle, withInvalidPage, withTeam } from '../../../tests/unit/fixtureConfig';
import { sourceTexts, type ConfigSources } from '../load';
import { validateConfig } from '.';
import { formatReport } from './format';

const report = (sources: ConfigSources) =>
  formatReport(validateConfig(sources).problems, sourceTexts(sources));
const pageReport = (name: string) => report(withInvalidPage(name));
const articleReport = (name: string) => report(withInvalidArticle(name));

describe('crossChecks.ts', () => {
  it('rejects a legal token in a text when site.json has no legal data', () => {
    expect(pageReport('legal-token-without-legal')).toContain(
      `Error: El texto usa {razonSocial}, pero site-config/site.json no tiene datos legales ("legal").`,
    );
  });

  it('rejects a template field on a page that is not a template', () => {
    expect(pageReport('collection-without-template'))
      .toBe(`site-config/pages/collection-without-template.json:9:17
  9 |   "collection": "blog",
    |                 ^
  Campo: collection
  Error: Solo una página plantilla (con path terminado en /:slug) usa "collection" y "notFound".
  Cómo arreglarlo: Agrega /:slug al final de "path" o quita estos campos.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a template page that names no collection', () => {
    expect(pageReport('template-without-collection'))
      .toBe(`site-config/pages/template-without-collection.json:4:11
  4 |   "path": "/articulos/:slug",
    |           ^
  Campo: path
  Error: La página /articulos/:slug es una plantilla, pero no dice de qué colección.
  Cómo arreglarlo: Agrega "collection": "blog", "cases" o "services".

La configuración del sitio tiene 1 error.`);
  });

  it('rejects an entry block outside its template page', () => {
    expect(pageReport('entry-block-off-template'))
      .toBe(`site-config/pages/entry-block-off-template.json:17:15
  17 |       "type": "blogArticle"
     |               ^
  Campo: sections[1].type
  Error: El bloque "blogArticle" muestra una entrada de la colección blog y solo funciona en su página plantilla.
  Cómo arreglarlo: Úsalo en la página con "collection": "blog" y un path terminado en /:slug.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a template placeholder that is not a field of the collection', () => {
    const sources = withInvalidArticle('lowercase-month');
    sources.pages.push(...withInvalidPage('template-placeholder').pages.slice(-1));
    expect(report(sources)).toBe(`site-config/pages/template-placeholder.json:7:14
  7 |     "title": "{titulo} | Austral Software",
    |              ^
  Campo: meta.title
  Error: {titulo} no es un campo de la colección blog.
  Cómo arreglarlo: Usa uno de: {title}, {description}, {date}, {readTime}, {author}, {category}, {tags}, {heroImage}.

La configuración del sitio tiene 1 error.`);
  });

  it("rejects a template's sharing image taken from a field that holds no drawing", () => {
    const sources = withInvalidArticle('lowercase-month');
    sources.pages.push(...withInvalidPage('template-og-image').pages.slice(-1));
    expect(report(sources)).toBe(`site-config/pages/template-og-image.json:9:16
  9 |     "ogImage": "{author}"
    |                ^
  Campo: meta.ogImage
  Error: {author} de site-config/collections/blog/lowercase-month.md ("Javiera Soto") no sirve como imagen para redes.
  Cómo arreglarlo: Usa un campo con un dibujo SVG de public/blog/images o public/cases, o una imagen PNG, JPG o WebP.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a contact form responder whose role differs from their team card', () => {
    expect(report(withTeam(withInvalidPage('responder-role'))))
      .toBe(`site-config/pages/responder-role.json:18:17
  18 |         "role": "Gerenta General",
     |                 ^
  Campo: sections[0].responder.role
  Error: En su ficha del equipo, Camila Rojas tiene el cargo "CTO".
  Cómo arreglarlo: Usa "CTO", como en site-config/collections/team/, para que el sitio diga lo mismo en todas partes.

La configuración del sitio tiene 1 error.`);
  });
});

describe('sectionChecks.ts', () => {
  it('rejects a dot of the dot navigator with no section to jump to', () => {
    expect(pageReport('dot-target')).toBe(`site-config/pages/dot-target.json:15:13
  15 |       "id": "precios",
     |             ^
  Campo: dotNavigation[1].id
  Error: El punto "Precios" salta a #precios, que no es una sección de esta página.
  Cómo arreglarlo: Usa el "id" de una sección: "inicio".

La configuración del sitio tiene 1 error.`);
  });

  it('rejects map coordinates that differ from the office', () => {
    expect(pageReport('office-map')).toBe(`site-config/pages/office-map.json:23:22
  23 |       "coordinates": {
     |                      ^
  Campo: sections[0].coordinates
  Error: Las coordenadas del mapa (-38.7, -72.5904) no coinciden con las de la oficina en localBusiness.geo (-38.7359, -72.5904).
  Cómo arreglarlo: Usa las mismas coordenadas en el mapa y en localBusiness.geo para que Google y el mapa muestren el mismo lugar.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a form that opens the page below another section', () => {
    expect(pageReport('form-opens-page')).toBe(`site-config/pages/form-opens-page.json:11:80
  11 |     { "type": "contactForm", "title": "Solicita una consultoría", "opensPage": true, "privacyHref": "/contacto-doble" }
     |                                                                                ^
  Campo: sections[1].opensPage
  Error: Solo la primera sección abre la página, y este formulario es la sección 2.
  Cómo arreglarlo: Quita "opensPage" (el formulario lleva entonces un título de sección), o mueve el formulario al principio de "sections" y quita la sección que abría la página.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a calculator default that is not one of its options', () => {
    expect(pageReport('calculator-default')).toBe(`site-config/pages/calculator-default.json:55:26
  55 |       "defaultPlatform": "web-app",
     |                          ^
  Campo: sections[1].defaultPlatform
  Error: "web-app" no es una de las opciones de la calculadora.
  Cómo arreglarlo: Usa el "id" de una opción: "ios", "android", "ambas".

La configuración del sitio tiene 1 error.`);
  });

  it('rejects an extra that needs the backend but is not one of the extras', () => {
    expect(pageReport('calculator-requires')).toContain(`Campo: sections[1].backend.requiredBy[0]
  Error: "videollamada" no es una de las opciones de la calculadora.
  Cómo arreglarlo: Usa el "id" de una opción: "auth", "payments".`);
  });

  it('rejects a price tier that opens a level the calculator does not have', () => {
    expect(pageReport('price-tier-level')).toContain(`  Campo: sections[1].tiers[1].complexity
  Error: "intermedia" no es uno de los niveles de la calculadora #calculadora.
  Cómo arreglarlo: Usa el "id" de un nivel: "basica", "media", "compleja".`);
  });

  it('rejects a comparison row with more values than columns', () => {
    expect(pageReport('comparison-row')).toBe(`site-config/pages/comparison-row.json:31:21
  31 |           "values": [
     |                     ^
  Campo: sections[1].rows[0].values
  Error: La fila "Ajuste al proceso" tiene 3 valores, pero la tabla tiene 2 columnas.
  Cómo arreglarlo: Escribe un valor por columna, en el mismo orden que "columns".

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a card grid that shows images on some cards only', () => {
    expect(pageReport('card-images')).toBe(`site-config/pages/card-images.json:23:9
  23 |         {
     |         ^
  Campo: sections[0].items[1]
  Error: La tarjeta "Apps Móviles" no tiene "image", pero 1 de las 2 tarjetas de esta sección sí.
  Cómo arreglarlo: Agrega "image" (con "src" y "alt") a esta tarjeta, o quítala de las demás: una grilla muestra imágenes en todas sus tarjetas o en ninguna.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects HowTo steps taken from a section that is not cards', () => {
    expect(pageReport('howto-steps')).toBe(`site-config/pages/howto-steps.json:13:18
  13 |     "stepsFrom": "inicio"
     |                  ^
  Campo: howTo.stepsFrom
  Error: La sección "inicio" es de tipo "hero", no "cards".
  Cómo arreglarlo: Usa el id de una sección de tarjetas: "servicios".

La configuración del sitio tiene 1 error.`);
  });
});

describe('linkChecks.ts', () => {
  it('rejects a link to a section that does not exist on its page', () => {
    expect(pageReport('broken-anchor')).toBe(`site-config/pages/broken-anchor.json:22:19
  22 |           "href": "/#contacto"
     |                   ^
  Campo: sections[1].actions[0].href
  Error: El enlace "/#contacto" apunta a la sección #contacto, que no existe en /.
  Cómo arreglarlo: Las secciones se nombran con su campo "id"; las de / son: #contact-form.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a Markdown link in an article to a route that does not exist', () => {
    expect(articleReport('body-link')).toBe(`site-config/collections/blog/body-link.md:12:46
  12 | Prepara tu idea en una página y [escríbenos](/contato).
     |                                              ^
  Campo: (raíz del documento)
  Error: El enlace "/contato" apunta a una ruta que no existe.
  Cómo arreglarlo: ¿Quisiste decir "/contacto"? Las rutas existentes están en el campo "path" de cada archivo de site-config/pages/ y en las colecciones de site-config/collections/.

La configuración del sitio tiene 1 error.`);
  });
});
