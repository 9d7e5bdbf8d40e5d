import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Faq from './Faq';

const items = [
  {
    question: '¿Cuánto cuesta una tienda en línea?',
    answer: 'Desde tres millones, según el catálogo.',
  },
  { question: '¿Quién mantiene el sitio después?', answer: 'Tu equipo, con nuestra capacitación.' },
  { question: '¿Puedo cambiar los textos yo mismo?', answer: 'Sí, desde un panel sin programar.' },
];

const section = (fields: object) =>
  sectionOf('faq', { title: 'Dudas frecuentes', items, ...fields });

const render = (props: BlockProps<'faq'>) => renderHtml(<Faq {...props} />);

/** The opening <details> tags, in order. */
const detailsTags = (html: string) => html.match(/<details[^>]*>/g) ?? [];

describe('Faq', () => {
  it('puts the eyebrow the JSON gives over its title, and none when it gives none', () => {
    expect(visibleText(render(section({ eyebrow: 'Antes de empezar' })))).toMatch(
      /^Antes de empezar Dudas frecuentes ¿Cuánto cuesta/,
    );
    expect(visibleText(render(section({})))).toMatch(/^Dudas frecuentes ¿Cuánto cuesta/);
  });

  it('adds the line for another question under the title, with its link, where the JSON gives one', () => {
    const more = { text: '¿Otra pregunta?', label: 'Escríbenos', href: '#contacto' };
    const html = render(section({ more }));
    expect(visibleText(html)).toMatch(
      /^Dudas frecuentes ¿Otra pregunta\? Escríbenos ¿Cuánto cuesta/,
    );
    expect(html).toContain('<a href="#contacto">Escríbenos</a>');
    expect(render(section({}))).not.toContain('Otra pregunta');
  });

  it('follows an answer with its link where the JSON gives one', () => {
    const [first, ...rest] = items;
    const link = { label: 'Calcula el costo', href: '/costo' };
    const html = render(section({ items: [{ ...first, link }, ...rest] }));
    expect(html).toMatch(/<a href="\/costo">Calcula el costo<svg/);
  });

  it('shows each question with its answer, in order, all closed by default', () => {
    const html = render(section({}));
    const text = visibleText(html);
    let position = 0;
    for (const { question, answer } of items) {
      const at = text.indexOf(`${question} ${answer}`, position);
      expect(at).toBeGreaterThanOrEqual(position);
      position = at;
    }
    const tags = detailsTags(html);
    expect(tags).toHaveLength(items.length);
    for (const tag of tags) expect(tag).not.toMatch(/\sopen=""/);
  });

  it('lets each question open on its own unless the JSON asks for one at a time', () => {
    expect(section({}).mode).toBe('independent');
    for (const tag of detailsTags(render(section({})))) expect(tag).not.toContain('name=');
    const names = detailsTags(render(section({ mode: 'single' }))).map(
      (tag) => /name="([^"]+)"/.exec(tag)?.[1],
    );
    expect(names[0]).toBeTruthy();
    expect(new Set(names)).toEqual(new Set([names[0]]));
  });

  it('opens the first question, and only it, when the JSON says firstOpen', () => {
    const open = detailsTags(render(section({ firstOpen: true }))).map((tag) =>
      /\sopen=""/.test(tag),
    );
    expect(open).toEqual([true, false, false]);
  });

  it('titles the block with its one heading, an h2: the questions are not headings', () => {
    const html = render(section({}));
    const headings = [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)];
    expect(headings.map(([, tag, text]) => `${tag} ${text}`)).toEqual(['h2 Dudas frecuentes']);
  });
});
