// The warnings for fields a block will not show (ignoredFields), on the fixture site.
import { describe, expect, it } from 'vitest';
import { validSources } from '../../../tests/unit/fixtureConfig';
import { validateConfig } from '.';

describe('validateConfig: ignored fields', () => {
  it('warns about a field its block will not show: more in a logo strip, an intro with no title', () => {
    const sources = validSources();
    const page = {
      $schema: '',
      schemaVersion: 1,
      path: '/clientes',
      meta: {
        title: 'Clientes y equipo de Austral Software',
        description: 'Las marcas que confían en nosotros y el equipo que construye su software.',
        noindex: true,
      },
      sections: [
        {
          type: 'logos',
          title: 'Confían en nosotros',
          layout: 'strip',
          logos: [
            { name: 'AndesFin', src: '/logos/andesfin.svg' },
            { name: 'Alisur', src: '/logos/alisur.svg' },
            { name: 'Correa', src: '/logos/correa.svg' },
          ],
          more: '+20 marcas más',
        },
        { type: 'team', intro: 'Quienes construyen tu producto.' },
        {
          type: 'logos',
          eyebrow: 'Clientes',
          title: 'Clientes que hoy escalan con nosotros',
          layout: 'row',
          logos: [
            { name: 'AndesFin', src: '/logos/andesfin.svg' },
            { name: 'Alisur', src: '/logos/alisur.svg' },
            { name: 'Correa', src: '/logos/correa.svg' },
          ],
        },
        {
          type: 'cards',
          title: 'Servicios',
          contactNote: 'Quiero conversar sobre {title}.',
          items: [
            {
              title: 'Discovery',
              description: 'Validamos la idea.',
              link: { label: 'Conversemos', href: '/contacto' },
            },
          ],
        },
      ],
    };
    sources.pages.push({ file: 'site-config/pages/clientes.json', text: JSON.stringify(page) });
    const { problems, config } = validateConfig(sources);
    expect(config, JSON.stringify(problems)).toBeDefined();
    expect(problems.map((problem) => [problem.path, problem.message, problem.hint])).toEqual([
      [
        'sections[0].more',
        'El campo "more" no aparece en la página: solo se muestra con "layout": "wall".',
        'Quita "more", o usa "layout": "wall" para mostrar la tarjeta final.',
      ],
      [
        'sections[1].intro',
        'El campo "intro" no aparece en la página: sin "title" el bloque no tiene encabezado donde mostrarlo.',
        'Agrega "title" al bloque, o quita "intro".',
      ],
      [
        'sections[2].eyebrow',
        'El campo "eyebrow" no aparece en la página: con "layout": "row" el título es una leyenda corta.',
        'Quita "eyebrow", o usa "layout": "wall".',
      ],
      [
        'sections[3].contactNote',
        'El campo "contactNote" no aparece en la página: ninguna tarjeta enlaza al formulario de contacto de esta página (un "link" con "href" que empiece con "#").',
        'Quita "contactNote", o enlaza las tarjetas al formulario, por ejemplo "href": "#contact-form".',
      ],
    ]);
  });
});
