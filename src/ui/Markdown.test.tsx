import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { outlineOf } from '../lib/outline';
import { Markdown } from './Markdown';

const article = `Intro.

## Rangos de precio según el **tipo** de app

## Preguntas

## Preguntas
`;

describe('Markdown', () => {
  it('gives the rendered headings the anchors the outline links to', () => {
    const html = renderToStaticMarkup(<Markdown source={article} />);
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(outlineOf(article).map((section) => section.id));
  });

  it('keeps a range with its unit on one line in prose and tables, and leaves code as written', () => {
    const source =
      'Una app media: 4-6 meses.\n\n| Plazo |\n| --- |\n| 8-12 semanas |\n\n`npm 1-2 semanas`';
    const html = renderToStaticMarkup(<Markdown source={source} />);
    expect(html).toContain('<span class="nowrap">4-6 meses</span>');
    expect(html).toContain('<span class="nowrap">8-12 semanas</span>');
    expect(html).toContain('<code>npm 1-2 semanas</code>');
  });
});
