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
});
