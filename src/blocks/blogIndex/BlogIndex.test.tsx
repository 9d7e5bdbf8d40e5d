import { describe, expect, it } from 'vitest';
import type { Entry } from '../../content/collections';
import type { BlockProps, BlogPost } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import BlogIndex from './BlogIndex';

const post = (slug: string, data: Partial<BlogPost>): Entry<BlogPost> => ({
  slug,
  file: `${slug}.md`,
  data: {
    title: `Artículo ${slug}`,
    description: `Una bajada de prueba para ${slug}, con el largo que pide el esquema del blog.`,
    date: '1 de Marzo, 2025',
    readTime: '5 min',
    author: 'Florencia Vidal',
    category: 'Producto',
    tags: ['Producto'],
    heroImage: `/blog/images/${slug}.svg`,
    ...data,
  },
});

// Newest first, as the collection loader sorts them.
const posts = [
  post('apis-para-pymes', {
    title: 'APIs para pymes: por dónde empezar',
    description:
      'Cómo conectar tu tienda, tu ERP y tu banco sin contratar un equipo completo, paso a paso y con costos reales.',
    date: '14 de Octubre, 2025',
    readTime: '7 min',
    author: 'Tomás Herrera',
    category: 'Integraciones',
    tags: ['APIs', 'Pymes', 'Integraciones', 'ERP', 'Costos'],
  }),
  post('pruebas-automatizadas', { date: '2 de Septiembre, 2025', tags: ['Calidad', 'APIs'] }),
  post('diseno-de-servicios', { date: '20 de Agosto, 2025', tags: ['Diseño', 'APIs'] }),
  post('migrar-a-la-nube', { date: '5 de Julio, 2025', category: 'Nube', tags: ['Costos'] }),
  post('equipos-remotos', { date: '1 de Junio, 2025', tags: ['Equipos'] }),
];

const contentWith = (blog: Entry<BlogPost>[]) => ({
  ...fixtureEnv.content,
  collections: { ...fixtureEnv.content.collections, blog },
});

const section = (fields: object = {}) => sectionOf('blogIndex', fields);

const render = (props: BlockProps<'blogIndex'>, blog = posts) =>
  renderHtml(<BlogIndex {...props} content={contentWith(blog)} />)
    .replace(/ class="[^"]*"/g, '')
    .replace(/<!-- -->/g, '');

/** The article links of a piece of HTML, in order. */
const articleLinks = (html: string) =>
  [...html.matchAll(/<h[23]><a href="([^"]+)">/g)].map(([, href]) => href);

describe('BlogIndex', () => {
  it('features the newest post under "Destacado", then three under "Recomendados", the rest under "Más artículos"', () => {
    const html = render(section());
    expect(html).toContain('<h2 id="blog-destacado">Destacado</h2>');
    const trending = html.indexOf('<h2 id="blog-recientes">Recomendados</h2>');
    const all = html.indexOf('<h2 id="blog-todos">Más artículos</h2>');
    expect(trending).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(trending);
    expect(html).toContain(
      '<h3><a href="/blog/apis-para-pymes">APIs para pymes: por dónde empezar</a></h3>',
    );
    expect(articleLinks(html.slice(0, trending))).toEqual(['/blog/apis-para-pymes']);
    expect(articleLinks(html.slice(trending, all))).toEqual([
      '/blog/pruebas-automatizadas',
      '/blog/diseno-de-servicios',
      '/blog/migrar-a-la-nube',
    ]);
    expect(articleLinks(html.slice(all))).toEqual(['/blog/equipos-remotos']);
  });

  it('gives each card its category, summary, author, Spanish date and reading time, the date on one line, the cover silent', () => {
    const html = render(section());
    expect(visibleText(html)).toContain(
      'Integraciones APIs para pymes: por dónde empezar Cómo conectar tu tienda, tu ERP y tu banco sin contratar un equipo completo, paso a paso y con costos reales. Tomás Herrera · 14 de octubre de 2025 · 7 min',
    );
    // (renderHtml drops class names: the span is the .nowrap one.)
    expect(html).toContain('<span><time dateTime="2025-10-14">14 de octubre de 2025</time></span>');
    expect(html).toMatch(/<img src="\/blog\/images\/apis-para-pymes.svg"[^>]* alt=""/);
  });

  it('shows no hashtags on any card: links to nothing, they read as a social post (80B)', () => {
    expect(render(section())).not.toContain('aria-label="Etiquetas"');
  });

  it('filters by its categories, most used first, with no count on a chip (93R: a row of "1"s read as an empty blog): one radio each after "Todos", a heading each with its count', () => {
    const html = render(section());
    const text = visibleText(html);
    expect(text).toMatch(
      /^Filtrar por tema Todos Producto Integraciones Nube Producto · 3 artículos Ver todos los artículos Integraciones · 1 artículo Ver todos los artículos Nube · 1 artículo Ver todos los artículos /,
    );
    const values = [...html.matchAll(/<input type="radio"[^>]* value="([^"]+)"/g)].map(
      ([, value]) => value,
    );
    expect(values).toEqual(['todos', 'producto', 'integraciones', 'nube']);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('data-post="apis-para-pymes" data-topics="integraciones"');
    expect(html).toContain('data-post="equipos-remotos" data-topics="producto"');
  });

  it('with a single post, shows it featured, with no filter, trending part or grid', () => {
    const html = render(section({ title: 'Blog' }), posts.slice(0, 1));
    expect(html).not.toContain('Recomendados');
    expect(articleLinks(html)).toEqual(['/blog/apis-para-pymes']);
    expect(visibleText(html)).toBe(
      'Blog Destacado Integraciones APIs para pymes: por dónde empezar Cómo conectar tu tienda, tu ERP y tu banco sin contratar un equipo completo, paso a paso y con costos reales. Tomás Herrera · 14 de octubre de 2025 · 7 min',
    );
  });

  it("shows a team author's drawn face before their name, and none for an author off the team", () => {
    const byTeam = post('equipos-remotos', { author: 'Camila Rojas' });
    const html = render(section(), [...posts.slice(0, 4), byTeam]);
    const card = html.slice(html.indexOf('/blog/equipos-remotos'));
    expect(card).toMatch(/<img src="\/team\/camila-rojas\.svg" alt=""[^>]*><\/span>Camila Rojas/);
    // Florencia Vidal and Tomás Herrera are not on the fixture team: their bylines are text.
    expect(html.match(/src="\/team\//g)).toHaveLength(1);
  });
});
