import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import PriceTable from './PriceTable';

const tiers = [
  {
    name: 'Inicial',
    price: '$2M-$3M CLP',
    duration: '4-6 semanas',
    description: 'Para catálogos de hasta 50 productos.',
  },
  { name: 'Crecimiento', price: '$5M-$8M CLP', duration: '2-3 meses' },
];

const section = (fields: object) =>
  sectionOf('priceTable', { title: 'Cuánto cuesta tu tienda', tiers, ...fields });

const render = (props: BlockProps<'priceTable'>) => renderHtml(<PriceTable {...props} />);

/** The visible text of each <li>, in order. */
const tierTexts = (html: string) =>
  [...html.matchAll(/<li(?:\s[^>]*)?>(.*?)<\/li>/g)].map(([, inner = '']) => visibleText(inner));

describe('PriceTable', () => {
  it('shows each tier, in order, with its name, price as written, duration and description', () => {
    expect(tierTexts(render(section({})))).toEqual([
      'Inicial $2M-$3M CLP 4-6 semanas Para catálogos de hasta 50 productos.',
      'Crecimiento $5M-$8M CLP 2-3 meses',
    ]);
  });

  it('links a tier to the calculator with its level chosen, under the default label', () => {
    const withLevels = tiers.map((tier, index) =>
      index === 0 ? { ...tier, complexity: 'basica' } : tier,
    );
    const html = render(section({ tiers: withLevels, calculator: { section: 'calculadora' } }));
    const links = [...html.matchAll(/<a [^>]*>.*?<\/a>/g)].map(([link]) => link);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/href="#calculadora"/);
    expect(links[0]).toMatch(/data-choose="basica"/);
    expect(visibleText(links[0]!)).toBe('Calcular con este nivel');
    // Without a calculator named, a level has nowhere to open.
    expect(render(section({ tiers: withLevels }))).not.toContain('<a ');
  });

  it("leads a tier that is not calculated to its own link, at the card's foot", () => {
    const quoted = tiers.map((tier, index) =>
      index === 1 ? { ...tier, link: { label: 'Cotizar', href: '/contacto' } } : tier,
    );
    const html = render(section({ tiers: quoted }));
    expect(tierTexts(html)[1]).toBe('Crecimiento $5M-$8M CLP 2-3 meses Cotizar');
    expect(html).toMatch(/<a [^>]*href="\/contacto"/);
  });

  it('names each tier with an h3 under the section’s h2', () => {
    const html = render(section({}));
    expect(
      [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map(([, tag, text]) => `${tag} ${text}`),
    ).toEqual(['h2 Cuánto cuesta tu tienda', 'h3 Inicial', 'h3 Crecimiento']);
  });

  it('a tier without description, or a table without note, leaves no empty paragraph', () => {
    const html = render(section({}));
    expect(html).not.toMatch(/<p[^>]*><\/p>/);
    expect(visibleText(html)).toMatch(/2-3 meses$/);
    expect(
      visibleText(
        render(section({ note: 'Valores sin IVA. No incluyen fotografía de productos.' })),
      ),
    ).toMatch(/2-3 meses Valores sin IVA\. No incluyen fotografía de productos\.$/);
  });

  it('marks the tier with a badge, and only that one, right after its name', () => {
    const html = render(section({ tiers: [tiers[0], { ...tiers[1], badge: 'La más pedida' }] }));
    expect(tierTexts(html)[1]).toBe('Crecimiento La más pedida $5M-$8M CLP 2-3 meses');
    expect(html.match(/<li[^>]*data-featured/g)).toHaveLength(1);
    expect(tierTexts(html)[0]).not.toContain('La más pedida');
  });
});
