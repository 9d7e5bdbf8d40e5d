import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { fixtureSite } from '../../../tests/unit/fixtureSite';
import { renderSection, sectionOf } from '../../../tests/unit/renderBlock';

const cases = fixtureSite.collections.cases;
const quotes = (slugs: string[], fields: object = {}) =>
  renderSection(
    sectionOf('caseQuotes', { title: 'En palabras de nuestros clientes', cases: slugs, ...fields }),
  ).then(parse);

describe('CaseQuotes', () => {
  it('shows each named case’s testimonial, in the order named, signed and linked to its case', async () => {
    const slugs = cases.map(({ slug }) => slug).reverse();
    const html = await quotes(slugs);
    expect(html.querySelector('h2')?.text).toBe('En palabras de nuestros clientes');
    const figures = html.querySelectorAll('li > figure');
    expect(figures).toHaveLength(slugs.length);
    figures.forEach((figure, index) => {
      const entry = cases.find(({ slug }) => slug === slugs[index]);
      const voice = entry?.data.testimonial;
      if (!entry || !voice) throw new Error('every fixture case has a testimonial');
      expect(figure.querySelector('blockquote')?.text).toBe(voice.quote);
      // Read whole by a screen reader; on screen the name stands on its own line.
      expect(figure.querySelector('figcaption')?.text).toContain(
        `${voice.author}, ${voice.position}`,
      );
      expect(figure.querySelector('img')?.getAttribute('src')).toBe(entry.data.clientLogo);
      const link = figure.querySelector('a');
      expect(link?.getAttribute('href')).toBe(`/casos-exito/${entry.slug}`);
      expect(link?.text).toBe('Ver caso');
    });
  });

  it('sets one quote large, on its own, with the link text it is given', async () => {
    const [first] = cases;
    if (!first) throw new Error('the fixture site needs a case');
    const html = await quotes([first.slug], { linkLabel: 'Leer el caso completo' });
    expect(html.querySelector('ul')).toBeNull();
    expect(html.querySelectorAll('figure')).toHaveLength(1);
    expect(html.querySelector('figure a')?.text).toBe('Leer el caso completo');
  });
});
