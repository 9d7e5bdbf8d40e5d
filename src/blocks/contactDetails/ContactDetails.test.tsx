import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import ContactDetails from './ContactDetails';

const site = {
  ...fixtureEnv.site,
  contact: { ...fixtureEnv.site.contact, email: 'ventas@ejemplo.cl', phone: '+56 9 8765 4321' },
};

const section = (fields: object = {}) =>
  sectionOf('contactDetails', {
    title: 'Dónde encontrarnos',
    offices: [
      {
        name: 'Oficina Providencia',
        streetAddress: 'Av. Providencia 1234, piso 5',
        locality: 'Providencia',
        region: 'Región Metropolitana',
      },
      {
        name: 'Oficina Temuco',
        streetAddress: 'Calle Bulnes 560',
        locality: 'Temuco',
        region: 'Región de La Araucanía',
      },
    ],
    hours: 'Lunes a jueves, 8:30 a 17:30',
    responseTime: 'Contestamos el mismo día hábil',
    ...fields,
  });

const render = (props: BlockProps<'contactDetails'>) =>
  renderHtml(<ContactDetails {...props} site={site} />).replace(/<!-- -->/g, '');

describe('ContactDetails', () => {
  it('gives every office its own tile with the address in an <address>', () => {
    const html = render(section());
    expect(html).toContain('<h3>Oficina Providencia</h3>');
    expect(html).toContain(
      '<address>Av. Providencia 1234, piso 5<br/>Providencia, Región Metropolitana</address>',
    );
    expect(html).toContain('<h3>Oficina Temuco</h3>');
    expect(visibleText(html)).toContain('Calle Bulnes 560 Temuco, Región de La Araucanía');
    expect(html.match(/<address>/g)).toHaveLength(2);
  });

  it('links the site’s e-mail with mailto: and its phone with a tel: number without spaces', () => {
    const html = render(section());
    expect(html).toContain('<a href="mailto:ventas@ejemplo.cl">ventas@ejemplo.cl</a>');
    expect(html).toContain('<a href="tel:+56987654321">+56 9 8765 4321</a>');
  });

  it('shows the response promise on a line of its own after the cells, the hours alone under "Horario"', () => {
    const text = visibleText(render(section()));
    expect(text).toMatch(/Horario Lunes a jueves, 8:30 a 17:30 Contestamos el mismo día hábil$/);
    expect(text).toContain('Correo ventas@ejemplo.cl Teléfono');
  });

  it('lists the offices, then e-mail, phone and hours, under the section’s h2', () => {
    const html = render(section({ intro: 'Te esperamos con café.' }));
    expect(html).toContain('<h2');
    expect(visibleText(html)).toMatch(/^Dónde encontrarnos Te esperamos con café\./);
    const tiles = [...html.matchAll(/<li[^>]*>[\s\S]*?<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(tiles).toEqual([
      'Oficina Providencia',
      'Oficina Temuco',
      'Correo',
      'Teléfono',
      'Horario',
    ]);
  });

  it('may list no office, when a map on the page already shows the address', () => {
    const html = render(section({ offices: undefined }));
    expect(html).not.toContain('<address>');
    const tiles = [...html.matchAll(/<li[^>]*>[\s\S]*?<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(tiles).toEqual(['Correo', 'Teléfono', 'Horario']);
  });

  it('without a title has no heading of its own: its cells continue the section above', () => {
    const html = render(section({ title: undefined, offices: undefined }));
    expect(html).not.toMatch(/<h2/);
    expect(visibleText(html)).toMatch(/^Correo ventas@ejemplo\.cl Teléfono/);
  });

  it('links an office to its page when given, and may leave the response promise out', () => {
    const [first, second] = section().offices ?? [];
    const html = render(
      section({
        offices: [{ ...first, href: '/desarrollo-software-providencia' }, second],
        responseTime: undefined,
      }),
    );
    expect(html).toContain(
      '<h3><a href="/desarrollo-software-providencia">Oficina Providencia</a></h3>',
    );
    expect(html).toContain('<h3>Oficina Temuco</h3>');
    expect(visibleText(html)).toMatch(/Horario Lunes a jueves, 8:30 a 17:30$/);
  });
});
