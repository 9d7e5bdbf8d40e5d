import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixturePage, fixtureSite } from '../../../tests/unit/fixtureSite';
import { fixtureEnv, renderHtml, sectionOf } from '../../../tests/unit/renderBlock';
import CaseList from './CaseList';

const cases = fixtureSite.collections.cases;
const listSection = fixturePage('/casos-exito').page.sections.find(
  (section) => section.type === 'caseList',
) as BlockProps<'caseList'>;

const section = (fields: object) => sectionOf('caseList', { title: 'Casos', ...fields });

const render = (props: BlockProps<'caseList'>, content = fixtureEnv.content) =>
  renderHtml(<CaseList {...props} content={content} />);

/** Each radio of the filter: its value, whether it starts checked and its visible label. */
const radios = (html: string) =>
  [...html.matchAll(/<input type="radio"([^>]*)\/?><span>([^<]*)<b aria-hidden="true">(\d+)/g)].map(
    ([, attributes = '', label, count]) => ({
      value: /value="([^"]*)"/.exec(attributes)?.[1],
      checked: attributes.includes('checked'),
      label,
      count: Number(count),
    }),
  );

const cardGroups = (html: string) =>
  [...html.matchAll(/<li[^>]* data-group="([^"]*)"/g)].map((m) => m[1]);

describe('CaseList', () => {
  it('shows every case as a card that links to its page', () => {
    const html = render(listSection);
    const links = [...html.matchAll(/<h3><a href="([^"]+)"/g)].map((match) => match[1]);
    const route = fixtureEnv.content.routes.cases ?? '';
    expect(links).toEqual(cases.map(({ slug }) => route.replace(':slug', slug)));
    expect(cases.length).toBeGreaterThan(1);
    for (const { data } of cases)
      expect(html).toContain(`alt="Pantalla del proyecto ${data.title}"`);
  });

  it('filters by industry: "Todas" first and checked, then each group with its count', () => {
    const html = render(listSection);
    const options = radios(html);
    expect(html).toContain('<legend>Filtrar por industria</legend>');
    expect(options[0]).toMatchObject({ label: 'Todas', checked: true, count: cases.length });
    expect(options.slice(1).map(({ label }) => label)).toEqual(
      listSection.industryGroups.map(({ label }) => label),
    );
    expect(options.filter(({ checked }) => checked)).toHaveLength(1);
    // Every card is in exactly one group, and each group's count is its cards.
    const groups = cardGroups(html);
    expect(groups).toHaveLength(cases.length);
    for (const option of options.slice(1))
      expect(groups.filter((group) => group === option.value)).toHaveLength(option.count);
    expect(options.slice(1).reduce((sum, { count }) => sum + count, 0)).toBe(cases.length);
    // Each group has the line that names it over the grid once it is chosen.
    for (const option of options.slice(1))
      expect(html.replace(/<!-- -->/g, '')).toMatch(
        new RegExp(
          `data-filter-status="${option.value}"[^>]*><p>${option.label} <span>· ${option.count === 1 ? '1 caso' : `${option.count} casos`}</span></p><button type="reset"[^>]*>Ver todos los casos</button>`,
        ),
      );
    // Beside it, the way back: a reset button in the form that holds the radios, so a reset
    // checks "Todas", the default, again.
    expect(html).toMatch(
      /<form[^>]*><fieldset[^>]*>.*<button type="reset"[^>]*>Ver todos los casos/,
    );
  });

  it('gives an industry no group names its own option, and leaves out a group without cases', () => {
    const html = render(
      section({
        industryGroups: [
          { label: 'Minería', industries: ['Minería'] },
          { label: 'Agro', industries: ['Agroindustria', 'Agro y marketplace'] },
        ],
      }),
    );
    const labels = radios(html).map(({ label }) => label);
    expect(labels).not.toContain('Minería');
    expect(labels[1]).toBe('Agro');
    for (const { data } of cases)
      if (!data.clientIndustry.startsWith('Agro')) expect(labels).toContain(data.clientIndustry);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('has no filter when the JSON turns it off or when every case is in one group', () => {
    expect(radios(render(section({ showFilter: false })))).toHaveLength(0);
    const oneGroup = section({
      industryGroups: [
        { label: 'Todo', industries: [...new Set(cases.map(({ data }) => data.clientIndustry))] },
      ],
    });
    const html = render(oneGroup);
    expect(radios(html)).toHaveLength(0);
    expect(html).not.toContain('<fieldset');
  });

  it('takes the card texts from its labels', () => {
    const html = render(
      section({ labels: { cardAction: 'Leer el caso', imageAlt: 'Captura de {title}' } }),
    );
    expect(html).toContain('Leer el caso');
    expect(html).not.toContain('Ver caso');
    expect(html).toContain(`alt="Captura de ${cases[0]?.data.title}"`);
  });

  it('links each card through the cases template path, wherever the template lives', () => {
    const moved = { ...fixtureEnv.content, routes: { cases: '/proyectos/:slug' } };
    const links = [...render(listSection, moved).matchAll(/<h3><a href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual(cases.map(({ slug }) => `/proyectos/${slug}`));
  });
});

describe('a case card’s text', () => {
  it('is the case’s own summary, whole, or else its overview cut at a word', () => {
    const [first, second] = cases;
    if (!first || !second) throw new Error('The fixture site needs two cases');
    const summary = 'Un resumen corto que la tarjeta muestra completo, sin cortes.';
    const overview = `${'Una descripción larga del proyecto que ocupa varias líneas '.repeat(5)}fin.`;
    const content = {
      ...fixtureEnv.content,
      collections: {
        ...fixtureEnv.content.collections,
        cases: [
          { ...first, data: { ...first.data, summary } },
          { ...second, data: { ...second.data, summary: undefined, overview } },
        ],
      },
    };
    const html = render(listSection, content);
    expect(html).toContain(`>${summary}<`);
    expect(html).toMatch(/>Una descripción larga[^<]*…</);
  });
});
