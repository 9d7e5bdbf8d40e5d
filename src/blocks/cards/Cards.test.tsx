import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, visibleText } from '../../../tests/unit/renderBlock';
import { hoverAttr } from '../../lib/hoverPresets';
import Cards from './Cards';
import { section } from './sampleSection';
import { HTMLElement, parse } from 'node-html-parser';

const renderText = (props: BlockProps<'cards'>) => visibleText(renderHtml(<Cards {...props} />));

describe('Cards', () => {
  it('introduces the audience with "Para:" unless the JSON says otherwise', () => {
    expect(section({}).audienceLabel).toBe('Para:');
    expect(renderText(section({}))).toContain('Para: Empresas con una idea nueva.');
    const reworded = renderText(section({ audienceLabel: 'Ideal para:' }));
    expect(reworded).toContain('Ideal para: Empresas con una idea nueva.');
    expect(reworded).not.toContain('Para:');
  });
});

describe('Cards with the heading beside them', () => {
  it('sets the heading and the cards side by side in one wrapper, and over them by default', () => {
    const layoutOf = (fields: object) => {
      const header = parse(renderHtml(<Cards {...section(fields)} />)).querySelector('header');
      return header?.nextElementSibling?.tagName === 'OL' ? 'top' : header?.parentNode.tagName;
    };
    expect(layoutOf({})).toBe('top');
    expect(layoutOf({ heading: 'side' })).toBe('DIV');
    const side = parse(renderHtml(<Cards {...section({ heading: 'side' })} />));
    expect(side.querySelector('header + div > ol')?.textContent).toContain('Discovery');
  });
});

describe('Cards as a list', () => {
  it('keeps every entry and gives none the hover tilt, which needs a card surface', () => {
    const items = ['ERP', 'CRM', 'Portales'].map((name) => ({
      icon: 'code' as const,
      title: name,
      description: `Sistemas de ${name}.`,
    }));
    const html = renderHtml(<Cards {...section({ variant: 'list', hover: 'strong', items })} />);
    expect(visibleText(html)).toContain('ERP');
    expect(visibleText(html)).toContain('Sistemas de Portales.');
    expect(html).not.toContain(hoverAttr);
    const cards = renderHtml(<Cards {...section({ hover: 'strong', items })} />);
    expect(cards).toContain(hoverAttr);
  });
});

describe('a list entry link', () => {
  it('links its label, and opens an outside address in a new tab, safely', () => {
    const items = [
      {
        title: 'Interno',
        description: 'Uno.',
        link: { label: 'Ver el servicio', href: '/servicios/a' },
      },
      {
        title: 'Externo',
        description: 'Dos.',
        link: { label: 'Ver en GitHub', href: 'https://github.com/x' },
      },
    ];
    const html = renderHtml(<Cards {...section({ variant: 'list', items })} />);
    expect(html).toMatch(/<a href="\/servicios\/a"[^>]*>Ver el servicio/);
    expect(html).toMatch(
      /<a href="https:\/\/github.com\/x" target="_blank" rel="noopener noreferrer"[^>]*>Ver en GitHub/,
    );
  });
});

describe('a card with a second link', () => {
  const items = [
    {
      title: 'Apps',
      description: 'Móviles.',
      link: { label: 'Contactar', href: '/#contact-form' },
      detailLink: { label: 'Ver el servicio', href: '/servicios/apps' },
    },
  ];

  it('keeps both links, the first one as the card’s button', () => {
    const html = renderHtml(<Cards {...section({ items })} />);
    expect(html).toMatch(/<a href="\/#contact-form"[^>]*>Contactar<\/a>/);
    expect(html).toMatch(/<a href="\/servicios\/apps"[^>]*>Ver el servicio<svg/);
  });

  it('puts the detail link first and sets a secondary link after it as plain text', () => {
    const secondary = [{ ...items[0], link: { ...items[0]?.link, variant: 'secondary' } }];
    const html = renderHtml(<Cards {...section({ items: secondary })} />);
    const links = parse(html).querySelectorAll('li a');
    expect(links.map((link) => [link.getAttribute('href'), link.text])).toEqual([
      ['/servicios/apps', 'Ver el servicio'],
      ['/#contact-form', 'Contactar'],
    ]);
    expect(links[1]?.querySelector('svg')).toBeNull();
    expect(links[0]?.hasAttribute('data-covers-card')).toBe(true);
  });

  it('makes the whole card open its detail link, and only that link', () => {
    const html = renderHtml(<Cards {...section({ items })} />);
    expect(html).toMatch(/<a href="\/servicios\/apps"[^>]*data-covers-card=""/);
    expect(html.match(/data-covers-card/g)).toHaveLength(1);
  });

  it('keeps both links in a list entry too, neither covering the entry', () => {
    const html = renderHtml(<Cards {...section({ variant: 'list', items })} />);
    expect(html).toMatch(/<a href="\/#contact-form"[^>]*>Contactar<svg/);
    expect(html).toMatch(/<a href="\/servicios\/apps"[^>]*>Ver el servicio<svg/);
    expect(html).not.toContain('data-covers-card');
  });
});

describe('a card with an image', () => {
  it('shows the image with its text alternative and its size, loaded when near', () => {
    const items = [
      {
        title: 'Desarrollo Web',
        description: 'Portales.',
        image: { src: '/services/web.svg', alt: 'Un portal de clientes' },
      },
    ];
    const img = parse(renderHtml(<Cards {...section({ items })} />)).querySelector('li img');
    expect(img?.attributes).toMatchObject({
      src: '/services/web.svg',
      alt: 'Un portal de clientes',
      width: '800',
      height: '500',
      loading: 'lazy',
    });
  });

  it('adds the dark drawing, marked for the dark theme, when the JSON gives one', () => {
    const items = [
      {
        title: 'Desarrollo Web',
        description: 'Portales.',
        image: {
          src: '/services/web.svg',
          srcDark: '/services/web-oscuro.svg',
          alt: 'Un portal de clientes',
        },
      },
    ];
    const imgs = parse(renderHtml(<Cards {...section({ items })} />)).querySelectorAll('li img');
    expect(
      imgs.map((img) => [
        img.attributes.src,
        Object.keys(img.attributes).filter((name) => name.endsWith('-variant')),
      ]),
    ).toEqual([
      ['/services/web.svg', ['data-light-variant']],
      ['/services/web-oscuro.svg', ['data-dark-variant']],
    ]);
  });
});

describe('a closing tile', () => {
  const cards = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      title: `Estrategia ${index + 1}`,
      description: 'Una forma de modernizar.',
    }));
  const closingTile = {
    title: '¿No sabes cuál te conviene?',
    link: { label: 'Agenda una auditoría', href: '/contacto' },
  };

  it('closes the grid after the cards, with its link as a button at its foot', () => {
    const html = renderHtml(<Cards {...section({ items: cards(5), closingTile })} />);
    const grid = parse(html).querySelector('ul, ol');
    const entries = (grid?.childNodes ?? []).filter(
      (node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'LI',
    );
    expect(entries).toHaveLength(6);
    expect(visibleText(entries[5]?.innerHTML ?? '')).toContain('¿No sabes cuál te conviene?');
    expect(entries[5]?.innerHTML).toMatch(/<a href="\/contacto"[^>]*>Agenda una auditoría/);
  });

  it('lists what the invitation gives, and never repeats the cards’ titles', () => {
    const bullets = ['Mapa de riesgos', 'Estrategia recomendada'];
    const html = renderHtml(
      <Cards {...section({ items: cards(5), closingTile: { ...closingTile, bullets } })} />,
    );
    const tile = parse(html).querySelector('li:last-child');
    expect(tile?.querySelectorAll('li').map((li) => li.text)).toEqual(bullets);
    expect(tile?.text).not.toContain('Estrategia 1');
    const plain = parse(renderHtml(<Cards {...section({ items: cards(5), closingTile })} />));
    expect(plain.querySelector('li:last-child')?.text).not.toContain('Estrategia 1');
  });
});

describe('cards that slide on a phone', () => {
  const list = (fields: object) =>
    parse(renderHtml(<Cards {...section(fields)} />)).querySelector('ol');

  it('makes the sliding row a named stop for the keyboard, since it may hold no link', () => {
    const row = list({ phoneLayout: 'scroll' });
    expect(row?.getAttribute('tabindex')).toBe('0');
    expect(row?.getAttribute('aria-label')).toBe('Servicios');
  });

  it('leaves stacked cards, steps and list entries out of the tab order', () => {
    expect(section({}).phoneLayout).toBe('stack');
    expect(list({})?.hasAttribute('tabindex')).toBe(false);
    expect(list({ phoneLayout: 'scroll', variant: 'numbered' })?.hasAttribute('tabindex')).toBe(
      false,
    );
  });
});
