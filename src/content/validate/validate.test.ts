import { describe, expect, it } from 'vitest';
import { validSources, withInvalidPage } from '../../../tests/unit/fixtureConfig';
import { validateConfig } from '.';
import { formatReport } from './format';

const reportFor = (name: string) => formatReport(validateConfig(withInvalidPage(name)).problems);

describe('validateConfig', () => {
  it('accepts the valid fixture site and fills schema defaults', () => {
    const { problems, config } = validateConfig(validSources());
    expect(problems).toEqual([]);
    const hero = config?.pages[0]?.page.sections[0];
    expect(hero).toMatchObject({ background: 'default', spacing: 'md' });
  });

  it('names an unknown block type once, with the closest type and the full list', () => {
    expect(reportFor('unknown-block')).toBe(`site-config/pages/unknown-block.json:9:15
  Campo: sections[0].type
  Error: El tipo de bloque "heor" no existe.
  Cómo arreglarlo: ¿Quisiste decir "hero"? Tipos disponibles: cards, contactDetails, contactForm, cta, hero, map, newsletter, richText, stats.

La configuración del sitio tiene 1 error.`);
  });

  it('explains a missing required field with its description', () => {
    expect(reportFor('missing-required')).toBe(`site-config/pages/missing-required.json:8:16
  Campo: sections[0]
  Error: Falta el campo obligatorio "title".
  Cómo arreglarlo: Agrega "title" a este objeto: Titular principal de la página (se muestra como h1). Uno por página.

La configuración del sitio tiene 1 error.`);
  });

  it('lists the allowed values of an enum, for texts and numbers', () => {
    expect(reportFor('wrong-enum')).toBe(`site-config/pages/wrong-enum.json:11:21
  Campo: sections[0].background
  Error: El valor "gris" no es válido aquí.
  Cómo arreglarlo: Usa uno de: "default", "alt", "dark", "white", "light", "accent".

site-config/pages/wrong-enum.json:14:17
  Campo: sections[0].height
  Error: El valor 480 no es válido aquí.
  Cómo arreglarlo: Usa uno de: 300, 450, 500.

La configuración del sitio tiene 2 errores.`);
  });

  it('rejects a malformed URL', () => {
    expect(reportFor('bad-url')).toBe(`site-config/pages/bad-url.json:12:52
  Campo: sections[0].actions[0].href
  Error: "htps//example.com" no es un enlace válido.
  Cómo arreglarlo: Usa una ruta del sitio que empiece con / (por ejemplo "/contacto" o "/#faq"), un ancla como "#beneficios", o una URL completa que empiece con https://.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects a path used by two pages, naming the first owner', () => {
    expect(reportFor('duplicate-path')).toBe(`site-config/pages/duplicate-path.json:3:11
  Campo: path
  Error: La ruta "/contacto" ya la usa site-config/pages/contacto.json.
  Cómo arreglarlo: Cada página necesita una ruta única: cambia "path" en uno de los dos archivos.

La configuración del sitio tiene 1 error.`);
  });

  it('rejects an internal link to a route that does not exist and suggests the closest', () => {
    expect(reportFor('broken-link')).toBe(`site-config/pages/broken-link.json:12:52
  Campo: sections[0].actions[0].href
  Error: El enlace "/contato#formulario" apunta a una ruta que no existe.
  Cómo arreglarlo: ¿Quisiste decir "/contacto"? Las rutas existentes están en el campo "path" de cada archivo de site-config/pages/.

La configuración del sitio tiene 1 error.`);
  });

  it('points at an unknown property key and suggests the field meant', () => {
    expect(reportFor('unknown-field')).toBe(`site-config/pages/unknown-field.json:9:23
  Campo: sections[0].titel
  Error: El campo "titel" no está permitido aquí.
  Cómo arreglarlo: ¿Quisiste decir "title"? Campos permitidos: id, background, spacing, badge, title, lead, highlights, actions.

La configuración del sitio tiene 1 error.`);
  });

  it('reports a JSON syntax error at its line and column', () => {
    expect(reportFor('syntax')).toBe(`site-config/pages/syntax.json:3:34
  Campo: (sintaxis)
  Error: El archivo no es JSON válido: carácter inesperado }.
  Cómo arreglarlo: Revisa comas, comillas y llaves cerca de esta posición: cada campo va entre comillas dobles y no puede haber una coma antes de } o ].

La configuración del sitio tiene 1 error.`);
  });

  it('requires the map and the office of a city page to agree on coordinates', () => {
    const sources = validSources();
    const city = {
      $schema: '../../schemas/page.schema.json',
      path: '/desarrollo-software-temuco',
      meta: {
        title: 'Software en Temuco',
        description: 'Una descripción de prueba con largo suficiente para la validación.',
      },
      localBusiness: {
        name: 'Austral Temuco',
        streetAddress: 'Av. Alemania 0671',
        locality: 'Temuco',
        region: 'Región de La Araucanía',
        geo: { lat: -38.7359, lng: -72.5904 },
      },
      sections: [
        {
          type: 'map',
          location: 'Av. Alemania 0671, Temuco',
          coordinates: { lat: -38.7, lng: -72.5904 },
        },
      ],
    };
    sources.pages.push({
      file: 'site-config/pages/temuco.json',
      text: JSON.stringify(city, null, 2),
    });
    const [problem] = validateConfig(sources).problems;
    expect(problem?.path).toBe('sections[0].coordinates');
    expect(problem?.message).toBe(
      'Las coordenadas del mapa (-38.7, -72.5904) no coinciden con las de la oficina en localBusiness.geo (-38.7359, -72.5904).',
    );
  });
});
