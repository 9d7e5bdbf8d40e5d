import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Stats from './Stats';

const items = [
  { value: 1250, suffix: '+', label: 'pedidos despachados' },
  { value: 4.7, suffix: '/5', label: 'nota de los compradores' },
  { value: 18, prefix: 'USD ', label: 'costo mensual promedio' },
];

const section = (fields: object) => sectionOf('stats', { items, ...fields });

const render = (props: BlockProps<'stats'>) => renderHtml(<Stats {...props} />);

/** Inline markup as it reads: the value's spans sit on one line, with no space between them. */
const inlineText = (html: string) => html.replace(/<!-- -->|<[^>]+>/g, '');

/** Each figure as [label, value as read], from its <dt>/<dd> pair. */
const figures = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label = '', value = '']) => [
    visibleText(label),
    inlineText(value),
  ]);

describe('Stats', () => {
  it('names each final figure by its label, readable before any count-up runs', () => {
    const html = render(section({}));
    expect(html.match(/<dl/g)).toHaveLength(1);
    expect(figures(html)).toEqual([
      ['pedidos despachados', '1,250+'],
      ['nota de los compradores', '4.7/5'],
      ['costo mensual promedio', 'USD 18'],
    ]);
  });

  it('writes thousands and decimals the Chilean way when the separator is "."', () => {
    expect(figures(render(section({ separator: '.' }))).map(([, value]) => value)).toEqual([
      '1.250+',
      '4,7/5',
      'USD 18',
    ]);
  });

  it('shows a title as the h2 only when the JSON has one', () => {
    expect(render(section({}))).not.toMatch(/<h\d/);
    expect(render(section({ title: 'Nuestra tienda en números' }))).toMatch(
      /<h2[^>]*>Nuestra tienda en números<\/h2>/,
    );
  });

  it('counts up for 2 seconds unless the JSON sets another duration', () => {
    const durations = (html: string) =>
      [...html.matchAll(/data-duration="(\d+)"/g)].map(([, ms]) => ms);
    // The rating (4.7/5) is read against its scale, not counted: two figures count.
    expect(durations(render(section({})))).toEqual(['2000', '2000']);
    expect(durations(render(section({ duration: 3500 })))).toEqual(['3500', '3500']);
  });
});
