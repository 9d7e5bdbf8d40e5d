import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Groups from './Groups';

const values = {
  title: 'Lo que nos mueve',
  items: [
    { title: 'Cercanía', text: 'Respondemos el mismo día.', highlight: '24 h' },
    { title: 'Claridad', text: 'Precios cerrados desde el inicio.' },
  ],
};

const commitments = {
  title: 'Compromisos',
  style: 'list',
  items: [
    { title: 'Código tuyo', text: 'El repositorio queda a tu nombre.' },
    { title: 'Sin letra chica', text: 'Todo queda por escrito.' },
  ],
};

const section = (fields: object) =>
  sectionOf('groups', { title: 'Nuestra cultura', groups: [values, commitments], ...fields });

const render = (props: BlockProps<'groups'>) => renderHtml(<Groups {...props} />);

/** The headings of the rendered block, in order, as "h2 Texto". */
const headings = (html: string) =>
  [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map(([, tag, text]) => `${tag} ${text}`);

describe('Groups', () => {
  it('puts each group under its h3, and each card’s name under the group as an h4', () => {
    expect(headings(render(section({})))).toEqual([
      'h2 Nuestra cultura',
      'h3 Lo que nos mueve',
      'h4 Cercanía',
      'h4 Claridad',
      'h3 Compromisos',
    ]);
  });

  it('titles a lone untitled group’s cards as h3, straight under the section', () => {
    const { title: _title, ...untitled } = values;
    expect(headings(render(section({ groups: [untitled] })))).toEqual([
      'h2 Nuestra cultura',
      'h3 Cercanía',
      'h3 Claridad',
    ]);
  });

  it('shows cards by default, as a list, with the highlight, stressed, only where the JSON has one', () => {
    const html = render(section({ groups: [values] }));
    const cards = [...html.matchAll(/<li(?:\s[^>]*)?>(.*?)<\/li>/g)].map(([, inner = '']) =>
      visibleText(inner),
    );
    expect(cards).toEqual([
      'Cercanía Respondemos el mismo día. 24 h',
      'Claridad Precios cerrados desde el inicio.',
    ]);
    expect(html.match(/<strong/g)).toHaveLength(1);
  });

  it('shows a "list" group as name and detail pairs', () => {
    const html = render(section({ groups: [commitments] }));
    const pairs = [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)];
    expect(pairs.map(([, name, detail]) => [name, detail])).toEqual([
      ['Código tuyo', 'El repositorio queda a tu nombre.'],
      ['Sin letra chica', 'Todo queda por escrito.'],
    ]);
    expect(html).not.toMatch(/<li[\s>]/);
  });
});
