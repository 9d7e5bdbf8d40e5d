import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stat, StatList } from './Stat';

const indicators = [
  ['70+', 'productos escalados'],
  ['92%', 'proyectos con KPIs cumplidos'],
  ['4', 'zonas horarias'],
  ['Dual-track', 'agile'],
  ['3-5 días', 'hábiles para el kickoff'],
] as const;

const list = (count: number, max: number) =>
  renderToString(
    <StatList count={count} max={max}>
      {indicators.slice(0, count).map(([value, label]) => (
        <Stat key={label} label={label} value={value} />
      ))}
    </StatList>,
  );

/** The markup without emotion's inlined <style> tags. */
const markup = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

describe('Stat', () => {
  it('names each figure by its label: a <dt> label, then its <dd> value, in one <dl>', () => {
    const html = markup(list(4, 4));
    expect(html.match(/<dl/g)).toHaveLength(1);
    const pairs = [...html.matchAll(/<dt>([^<]*)<\/dt><dd data-stat-value="true">([^<]*)<\/dd>/g)];
    expect(pairs.map(([, label, value]) => [value, label])).toEqual(indicators.slice(0, 4));
  });

  it('shows the value first, at the top of its cell, whatever its label wraps to', () => {
    const html = renderToString(<Stat label="zonas horarias con squads activos" value="4" />);
    expect(html).toMatch(/[;{]flex-direction:column;/);
    expect(html).toMatch(/[;{]justify-content:flex-start;/);
    expect(html).toMatch(/\[data-stat-value\]\{[^}]*[;{]order:-1;/);
  });

  it('adds a sentence under the label only when given one', () => {
    expect(renderToString(<Stat label="CSAT" value="4.8/5" />)).not.toContain('data-stat-detail=');
    expect(
      markup(renderToString(<Stat label="CSAT" value="4.8/5" detail="Encuestas al cierre." />)),
    ).toContain('<dd data-stat-detail="true">Encuestas al cierre.</dd>');
  });

  it('lets a last stat that would sit alone take the whole row instead', () => {
    const wide = />\[data-stat\]:last-child\{grid-column:1\/-1;/;
    expect(list(5, 2)).toMatch(wide);
    expect(list(4, 2)).not.toMatch(wide);
    expect(list(3, 4)).not.toMatch(wide);
  });
});
