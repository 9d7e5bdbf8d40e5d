import { describe, expect, it } from 'vitest';
import type { Entry } from '../../content/collections';
import type { BlogPost } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import BlogArticle from './BlogArticle';

const article: Entry<BlogPost> = {
  slug: 'cuanto-cuesta-un-mvp',
  file: 'cuanto-cuesta-un-mvp.md',
  data: {
    title: 'Cuánto cuesta un MVP en Chile',
    description:
      'Rangos de precio, plazos y equipo para lanzar un producto mínimo viable sin gastar de más ni quedarse corto.',
    date: '3 de Noviembre, 2025',
    readTime: '9 min',
    author: 'Isidora Muñoz',
    authorRole: 'Directora de Producto',
    category: 'Costos',
    tags: ['MVP', 'costos de software', 'Startups'],
    heroImage: '/blog/images/cuanto-cuesta-un-mvp.svg',
    relatedPosts: [
      { slug: 'validar-una-idea', title: 'Cómo validar una idea en dos semanas' },
      { slug: 'equipo-minimo', title: 'El equipo mínimo para un producto digital' },
    ],
  },
  body: '## Qué incluye un MVP\n\nSolo lo necesario para aprender de usuarios reales.\n\n- Registro\n- Pago',
};

const other: Entry<BlogPost> = {
  slug: 'otro-articulo',
  file: 'otro-articulo.md',
  data: {
    title: 'Un artículo que no es el de esta página',
    description: 'Este texto no debe aparecer en la página del artículo sobre el costo de un MVP.',
    date: '1 de Enero, 2025',
    readTime: '3 min',
    author: 'Pedro Lagos',
    category: 'Noticias',
    tags: ['Noticias'],
    heroImage: '/blog/images/otro-articulo.svg',
  },
  body: 'Nada.',
};

/** The page generated for `entry`, with another post in the collection before it. */
const render = (entry: Entry<BlogPost>, fields: object = {}) =>
  renderHtml(
    <BlogArticle
      {...sectionOf('blogArticle', fields)}
      content={{
        ...fixtureEnv.content,
        collections: { ...fixtureEnv.content.collections, blog: [other, entry] },
        entry: { collection: 'blog', slug: entry.slug, file: entry.file },
      }}
    />,
  )
    .replace(/ class="[^"]*"/g, '')
    .replace(/<!-- -->/g, '');

describe('BlogArticle', () => {
  it('shows the article of its page, titled by the page’s only h1 after its category, with the lead', () => {
    const html = render(article);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1>Cuánto cuesta un MVP en Chile</h1>');
    expect(visibleText(html)).toMatch(
      /^Costos Cuánto cuesta un MVP en Chile Rangos de precio, plazos y equipo/,
    );
    expect(visibleText(html)).not.toContain('Un artículo que no es el de esta página');
  });

  it('signs the article with author and role, a Spanish date readable by machines and the reading time', () => {
    const html = render(article);
    expect(html).toContain(
      '<span>Por <strong>Isidora Muñoz</strong>, Directora de Producto</span> <span><time dateTime="2025-11-03">3 de noviembre de 2025</time><span aria-hidden="true"> · </span>9 min de lectura</span>',
    );
    // Spaces between the parts, not only CSS gaps: copied text and screen readers keep them apart.
    expect(html.replace(/<[^>]+>/g, '')).toContain(
      'Directora de Producto 3 de noviembre de 2025 · 9 min de lectura',
    );
    const withoutRole = { ...article, data: { ...article.data, authorRole: undefined } };
    expect(render(withoutRole)).toContain(
      '<span>Por <strong>Isidora Muñoz</strong></span> <span><time',
    );
  });

  it('links an author who is on the team to their card on the team page', () => {
    const byTeam = { ...article, data: { ...article.data, author: 'Camila Rojas' } };
    expect(render(byTeam)).toContain(
      'Por <strong><a href="/equipo#equipo-camila-rojas">Camila Rojas</a></strong>',
    );
    expect(render(article)).toContain('Por <strong>Isidora Muñoz</strong>');
  });

  it('ends with its author from the team, portrait, role and bio, and no box for anyone else', () => {
    const byTeam = { ...article, data: { ...article.data, author: 'Camila Rojas' } };
    const box = /<aside aria-labelledby="autor-articulo">.*?<\/aside>/.exec(render(byTeam))?.[0];
    expect(box).toMatch(/<img src="\/team\/camila-rojas\.svg" alt=""/);
    expect(visibleText(box ?? '')).toMatch(
      /^Escrito por Camila Rojas , CTO \S.* Conoce al equipo$/,
    );
    expect(box).toContain('<a href="/equipo#equipo-camila-rojas">Conoce al equipo</a>');
    expect(render(article)).not.toContain('Escrito por');
  });

  it('closes the text with the section’s card, when it has one', () => {
    const closing = {
      title: '¿Lo conversamos?',
      text: 'Te respondemos en un día hábil.',
      action: { label: 'Cotiza tu proyecto', href: '/contacto' },
    };
    const html = render(article, { closing });
    const card = /<aside aria-labelledby="cierre-articulo".*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(visibleText(card)).toBe(
      '¿Lo conversamos? Te respondemos en un día hábil. Cotiza tu proyecto',
    );
    expect(card).toContain('href="/contacto"');
    expect(html.indexOf('cierre-articulo')).toBeGreaterThan(html.indexOf('Qué incluye un MVP'));
    expect(render(article)).not.toContain('cierre-articulo');
  });

  it('renders the Markdown body, then the tags as a labelled list of hashtags', () => {
    const html = render(article);
    expect(html).toContain('<h2 id="que-incluye-un-mvp">Qué incluye un MVP</h2>');
    expect(html).toContain('<p>Solo lo necesario para aprender de usuarios reales.</p>');
    expect(html).toMatch(/<ul>\s*<li>Registro<\/li>\s*<li>Pago<\/li>\s*<\/ul>/);
    expect(html).toContain(
      '<ul aria-label="Etiquetas"><li>#MVP</li><li>#CostosDeSoftware</li><li>#Startups</li></ul>',
    );
  });

  it('maps an article of three sections or more, each entry linking to its heading', () => {
    expect(render(article)).not.toContain('En este artículo');
    const body = '## Alcance\n\nA.\n\n## Equipo\n\nB.\n\n## Costos y plazos\n\nC.';
    const html = render({ ...article, body });
    expect(html).toContain('En este artículo');
    const links = [...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map(([, id, text]) => [
      id,
      text,
    ]);
    const map = [
      ['alcance', 'Alcance'],
      ['equipo', 'Equipo'],
      ['costos-y-plazos', 'Costos y plazos'],
    ];
    // The fold above the text (narrow screens), then the margin's list (wide ones).
    expect(links).toEqual([...map, ...map]);
    for (const [id] of links) expect(html).toContain(`<h2 id="${id}">`);
  });

  it('describes the cover with the lead cut at 80 characters', () => {
    expect(render(article)).toMatch(
      /<img src="\/blog\/images\/cuanto-cuesta-un-mvp.svg"[^>]* alt="Rangos de precio, plazos y equipo para lanzar un producto mínimo viable sin…"/,
    );
  });

  it('links each recommended read to its article, and leaves the part out when there are none', () => {
    const html = render(article);
    expect(html).toMatch(
      /<nav aria-labelledby="lecturas-recomendadas"><h2 id="lecturas-recomendadas">Lecturas recomendadas<\/h2>/,
    );
    // Each title, then the site's icon arrow (not a text one: review 47B).
    const arrow = '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg></a>';
    expect(html).toContain(
      `<a href="/blog/validar-una-idea"><span><span>Cómo validar una idea en dos semanas</span></span><svg`,
    );
    expect(html).toContain(
      `<a href="/blog/equipo-minimo"><span><span>El equipo mínimo para un producto digital</span></span><svg`,
    );
    expect(html.split(arrow)).toHaveLength(3);
    // A read in the collection says its topic and length under its title.
    const toOther = {
      ...article,
      data: { ...article.data, relatedPosts: [{ slug: 'otro-articulo', title: 'Otro' }] },
    };
    expect(render(toOther)).toContain(
      '<span><span>Otro</span><small>Noticias · 3 min</small></span>',
    );
    const alone = { ...article, data: { ...article.data, relatedPosts: [] } };
    expect(render(alone)).not.toContain('Lecturas recomendadas');
  });
});
