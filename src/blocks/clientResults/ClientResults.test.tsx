import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import type { BlockProps } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import { fixtureSite } from '../../../tests/unit/fixtureSite';
import ClientResults from './ClientResults';

const section = (fields: object = {}) =>
  sectionOf('clientResults', {
    title: 'Clientes que crecieron con nosotros',
    featured: {
      name: 'Cooperativa del Maule',
      headline: 'Pedidos en línea para 300 productores',
      description:
        'Reemplazamos las planillas por una plataforma de pedidos con despacho coordinado.',
      highlights: [
        { label: 'Productores conectados', value: '300' },
        { label: 'Tiempo de despacho', value: '-45%' },
      ],
    },
    clients: [
      {
        name: 'Farmacias Australes',
        logo: '/logos/farmacias-australes.svg',
        category: 'Salud',
        summary: 'Receta electrónica integrada al punto de venta.',
        results: ['Atención 2 minutos más rápida', 'Cero recetas perdidas'],
      },
      {
        name: 'Transportes Norte',
        logo: '/logos/transportes-norte.svg',
        category: 'Logística',
        summary: 'Seguimiento de flota en tiempo real.',
        results: ['-20% en combustible'],
      },
    ],
    metrics: [
      {
        title: 'Ventas generadas',
        value: 'USD 12M+',
        description: 'Por los productos que lanzamos.',
      },
      { title: 'Usuarios activos', value: '80K', description: 'Cada mes, en todas las apps.' },
    ],
    ...fields,
  });

const render = (props: BlockProps<'clientResults'>) => renderHtml(<ClientResults {...props} />);

describe('ClientResults', () => {
  it('quotes the client of the case page the featured case links to, with its mark, under its link', () => {
    const quoted = fixtureSite.collections.cases.find(
      (entry) => entry.data.testimonial && entry.data.clientLogo,
    );
    const voice = quoted?.data.testimonial;
    if (!quoted || !voice) throw new Error('The fixture site needs a case with a testimonial');
    const href = `/casos-exito/${quoted.slug}`;
    const featured = { ...section().featured, link: { label: 'Ver el caso', href } };
    const html = renderHtml(
      <ClientResults {...section({ featured })} content={fixtureEnv.content} />,
    );
    const figure = parse(html).querySelector('figure');
    expect(figure?.querySelector('blockquote')?.text).toBe(voice.quote);
    expect(figure?.querySelector('figcaption')?.text).toBe(`${voice.author}${voice.position}`);
    // Signed with the client's mark (a quote with no face read as made up), silent for screen
    // readers: the role names the company.
    expect(figure?.querySelector('figcaption img')?.getAttribute('src')).toBe(
      quoted.data.clientLogo,
    );
    expect(figure?.querySelector('figcaption img')?.getAttribute('alt')).toBe('');
    expect(figure?.querySelector('a')?.getAttribute('href')).toBe(href);
    // A link to a page that is no case keeps its link and quotes no one.
    const elsewhere = { ...featured, link: { label: 'Ver el caso', href: '/contacto' } };
    const plain = parse(
      renderHtml(
        <ClientResults {...section({ featured: elsewhere })} content={fixtureEnv.content} />,
      ),
    );
    expect(plain.querySelector('blockquote')).toBeNull();
    expect(plain.querySelector('figure a')?.getAttribute('href')).toBe('/contacto');
  });

  it('opens with the featured case: client, headline as h3, text and its figures', () => {
    const html = render(section());
    const text = visibleText(html);
    expect(text).toContain('Caso destacado · Cooperativa del Maule');
    expect(html).toContain('<h3>Pedidos en línea para 300 productores</h3>');
    expect(text).toContain('Reemplazamos las planillas por una plataforma');
    // Each figure is read after its label: a term and its value.
    expect(html).toMatch(/<dt>Productores conectados<\/dt><dd[^>]*>300<\/dd>/);
    expect(html).toMatch(/<dt>Tiempo de despacho<\/dt><dd[^>]*>−45%<\/dd>/);
  });

  it('gives each client a card with its logo named after it, category, summary and results list', () => {
    const html = render(section());
    expect(html).toMatch(
      /<img [^>]*src="\/logos\/farmacias-australes.svg" alt="Farmacias Australes"/,
    );
    expect(html).toMatch(/<img [^>]*src="\/logos\/transportes-norte.svg" alt="Transportes Norte"/);
    const text = visibleText(html);
    expect(text).toContain(
      'Salud Farmacias Australes Receta electrónica integrada al punto de venta. Atención 2 minutos más rápida Cero recetas perdidas',
    );
    expect(html).toContain(
      '<ul><li>Atención 2\u00a0minutos más rápida</li><li>Cero recetas perdidas</li></ul>',
    );
    // The logo shows the name; the heading is for screen readers and the outline only.
    expect(html).toContain('<h3 class="visually-hidden">Transportes Norte</h3>');
  });

  it("sets a result's opening figure apart from its words, and a result without one whole", () => {
    const html = render(section());
    expect(html.replace(/<!-- -->/g, '')).toContain(
      '<li><strong>−20%</strong> en combustible</li>',
    );
    expect(html).toContain('<li>Cero recetas perdidas</li>');
  });

  it('closes with every main metric: its title, figure and what it means', () => {
    const html = render(section());
    expect(html).toMatch(
      /<dt>Ventas generadas<\/dt><dd[^>]*>USD 12M\+<\/dd><dd[^>]*>Por los productos que lanzamos.<\/dd>/,
    );
    expect(html).toMatch(
      /<dt>Usuarios activos<\/dt><dd[^>]*>80K<\/dd><dd[^>]*>Cada mes, en todas las apps.<\/dd>/,
    );
    expect(html.match(/<dt>/g)).toHaveLength(4);
  });

  it('shows the eyebrow and intro only when the JSON has them', () => {
    const bare = visibleText(render(section()));
    expect(bare).toMatch(/^Clientes que crecieron con nosotros Caso destacado/);
    const full = visibleText(
      render(section({ eyebrow: 'Resultados', intro: 'Cifras medidas junto a cada cliente.' })),
    );
    expect(full).toMatch(
      /^Resultados Clientes que crecieron con nosotros Cifras medidas junto a cada cliente. Caso destacado/,
    );
  });
});

describe('client cards that slide on a phone', () => {
  it('make the list a keyboard stop named by the section, only when they slide', () => {
    const list = (fields: object) =>
      parse(renderHtml(<ClientResults {...section(fields)} />)).querySelector('ul');
    const sliding = list({ phoneLayout: 'scroll' });
    expect(sliding?.getAttribute('tabindex')).toBe('0');
    expect(sliding?.getAttribute('aria-label')).toBe('Clientes que crecieron con nosotros');
    expect(list({})?.hasAttribute('tabindex')).toBe(false);
  });
});
