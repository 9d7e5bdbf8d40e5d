import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Comparison from './Comparison';

const section = (fields: object) =>
  sectionOf('comparison', {
    title: 'Tienda propia o marketplace',
    columns: [{ label: 'Tienda propia', highlight: true }, { label: 'Marketplace' }],
    rows: [
      { aspect: 'Comisión por venta', values: ['Ninguna', 'Entre 10% y 20%'] },
      { aspect: 'Datos de clientes', values: ['Son tuyos', 'Del marketplace'] },
    ],
    ...fields,
  });

const render = (props: BlockProps<'comparison'>) => renderHtml(<Comparison {...props} />);

/** Each cell of each row as "th:scope Texto" or "td Texto". */
const rows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<(th|td)([^>]*)>(.*?)<\/\1>/g)].map(([, tag, attributes = '', text]) => {
      const scope = /scope="(\w+)"/.exec(attributes)?.[1];
      return `${tag}${scope ? `:${scope}` : ''} ${text}`;
    }),
  );

describe('Comparison', () => {
  it('puts the eyebrow the JSON gives over its title', () => {
    expect(visibleText(render(section({ eyebrow: 'Comparativa' })))).toMatch(
      /^Comparativa Tienda propia o marketplace/,
    );
  });

  it('is a real table: column headers on top, each row headed by its aspect', () => {
    expect(rows(render(section({})))).toEqual([
      [
        'th:col Aspecto',
        'th:col Tienda propia<!-- --> <span class="badge">Recomendada</span>',
        'th:col Marketplace',
      ],
      ['th:row Comisión por venta', 'td Ninguna', 'td Entre 10% y 20%'],
      ['th:row Datos de clientes', 'td Son tuyos', 'td Del marketplace'],
    ]);
  });

  it('heads the first column "Aspecto" unless the JSON says otherwise', () => {
    expect(section({}).aspectLabel).toBe('Aspecto');
    const text = visibleText(render(section({ aspectLabel: 'Qué comparamos' })));
    expect(text).toContain('Qué comparamos Tienda propia Recomendada Marketplace');
    expect(text).not.toContain('Aspecto');
  });

  it('says in words which column is recommended, on the header and on each of its cells', () => {
    expect(section({}).highlightLabel).toBe('Recomendada');
    const html = render(section({ highlightLabel: 'Nuestra opción' }));
    expect(visibleText(html)).toContain('Tienda propia Nuestra opción Marketplace');
    expect(html).toContain('data-label="Tienda propia · Nuestra opción"');
    // After the first card, the phone layout names the column without repeating the word.
    expect(html).toContain('data-column="Tienda propia"');
    expect(html).toContain('data-label="Marketplace"');
    expect(html).not.toContain('Recomendada');
  });

  it('labels each cell with its column, for the phone layout where rows become cards', () => {
    const labels = [
      ...render(section({})).matchAll(/<td[^>]*data-label="([^"]+)"[^>]*>(.*?)<\/td>/g),
    ];
    expect(labels.map(([, column, value]) => `${column}: ${value}`)).toEqual([
      'Tienda propia · Recomendada: Ninguna',
      'Marketplace: Entre 10% y 20%',
      'Tienda propia · Recomendada: Son tuyos',
      'Marketplace: Del marketplace',
    ]);
  });
});
