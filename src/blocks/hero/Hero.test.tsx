import { describe, expect, it, vi } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Hero from './Hero';

const title = 'Tiendas en línea para pymes de Valparaíso';
const lead = 'Diseñamos y operamos tu tienda para que vendas desde el primer mes, sin sorpresas.';

const section = (fields: object) => sectionOf('hero', { title, lead, ...fields });

const render = (props: BlockProps<'hero'>) => renderHtml(<Hero {...props} />);

/** The headings of the rendered block, in order, as "h1 Texto". */
const headings = (html: string) =>
  [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map(([, tag, text]) => `${tag} ${text}`);

/** The text of each <li>, in order. */
const listItems = (html: string) =>
  [...html.matchAll(/<li(?:\s[^>]*)?>(.*?)<\/li>/g)].map(([, inner = '']) => visibleText(inner));

describe('Hero', () => {
  it('shows the headline as the h1 with its lead, badges above it, and nothing unasked', () => {
    const html = render(section({}));
    expect(headings(html)).toEqual([`h1 ${title}`]);
    expect(visibleText(html)).toBe(`${title} ${lead}`);
    for (const tag of ['<ul', '<aside', '<a ', '<dl']) expect(html).not.toContain(tag);
    expect(visibleText(render(section({ badge: 'Valparaíso · Viña' })))).toBe(
      `Valparaíso · Viña ${title} ${lead}`,
    );
    expect(
      visibleText(render(section({ badge: ['Envíos a todo Chile', 'Soporte en español'] }))),
    ).toBe(`Envíos a todo Chile Soporte en español ${title} ${lead}`);
  });

  it('sets a short opening’s buttons beside its lead (no art, no side card), and no other', () => {
    const actions = [{ label: 'Recibir el boletín', href: '#boletin' }];
    const beside = (fields: object) =>
      /<div data-hero-actions="" class="[^"]+"><a href="#boletin"/.test(
        render(section({ actions, ...fields })),
      );
    expect(beside({ art: 'none' })).toBe(true);
    expect(beside({ art: 'devices' })).toBe(false);
    expect(
      beside({
        art: 'none',
        checklist: { title: 'Cómo trabajamos', items: ['Squads senior', 'Demo semanal'] },
      }),
    ).toBe(false);
  });

  it('lists the highlights and links each button where the JSON says, in order', () => {
    const html = render(
      section({
        highlights: ['Tienda lista en 6 semanas', 'Pagos con Webpay'],
        actions: [
          { label: 'Pide una cotización', href: '/cotizar' },
          { label: 'Ver ejemplos', href: '#ejemplos', variant: 'secondary' },
        ],
      }),
    );
    expect(listItems(html)).toEqual(['Tienda lista en 6 semanas', 'Pagos con Webpay']);
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)];
    expect(links.map(([, href, label]) => [href, label])).toEqual([
      ['/cotizar', 'Pide una cotización'],
      ['#ejemplos', 'Ver ejemplos'],
    ]);
  });

  it('puts the buttons right under the lead, before the points', () => {
    const html = render(
      section({
        highlights: ['Tienda lista en 6 semanas'],
        actions: [{ label: 'Pide una cotización', href: '/cotizar' }],
      }),
    );
    expect(html.indexOf('<a ')).toBeGreaterThan(html.indexOf(lead));
    expect(html.indexOf('<a ')).toBeLessThan(html.indexOf('<ul'));
  });

  it('gives the points a row under the drawing, but keeps them in the text column beside a side card', () => {
    const highlights = ['Tienda lista en 6 semanas', 'Soporte en español'];
    const points = (html: string) => html.indexOf('Tienda lista');
    const withDrawing = render(section({ highlights }));
    expect(points(withDrawing)).toBeGreaterThan(withDrawing.indexOf('</svg>'));
    const withCard = render(
      section({ highlights, checklist: { title: 'Incluye', items: ['Diseño', 'Hosting'] } }),
    );
    expect(points(withCard)).toBeLessThan(withCard.indexOf('<aside'));
  });

  it('shows the side card: each indicator’s value named by its label, then the checklist', () => {
    const html = render(
      section({
        indicators: {
          title: 'En cifras',
          items: [
            { value: '120+', label: 'tiendas publicadas' },
            { value: '48 h', label: 'para responder un reclamo' },
          ],
        },
        checklist: { title: 'Qué incluye', items: ['Dominio propio', 'Capacitación'] },
      }),
    );
    const aside = /<aside[^>]*>(.*)<\/aside>/s.exec(html)?.[1] ?? '';
    expect(headings(aside)).toEqual(['h2 En cifras', 'h2 Qué incluye']);
    const pairs = [...aside.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)];
    expect(pairs.map(([, label, value]) => [label, value])).toEqual([
      ['tiendas publicadas', '120+'],
      ['para responder un reclamo', '48 h'],
    ]);
    expect(listItems(aside)).toEqual(['Dominio propio', 'Capacitación']);
    // Either part alone still gets the side card, without the other one's heading.
    expect(
      headings(render(section({ checklist: { title: 'Qué incluye', items: ['A', 'B'] } }))),
    ).toEqual([`h1 ${title}`, 'h2 Qué incluye']);
  });

  it('gives each feature card a heading and its text, the icon silent to screen readers', () => {
    const html = render(
      section({
        features: [
          { icon: 'cloud', title: 'Hosting incluido', description: 'Sin cuentas extra que pagar.' },
          { icon: 'clock', title: 'Soporte rápido', description: 'Respondemos en horario hábil.' },
        ],
      }),
    );
    expect(headings(html)).toEqual([`h1 ${title}`, 'h2 Hosting incluido', 'h2 Soporte rápido']);
    expect(visibleText(html)).toContain('Hosting incluido Sin cuentas extra que pagar.');
    // The two icons, and the drawing that stands in for a side card.
    const icons = html.match(/<svg[^>]*>/g) ?? [];
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon).toContain('aria-hidden="true"');
  });

  it('fills the side with a drawing of its own, silent to screen readers, unless it has a side card', () => {
    const drawing = (html: string) => /<svg viewBox="0 0 480 400"[^>]*>.*?<\/svg>/s.exec(html)?.[0];
    const art = drawing(render(section({})));
    expect(art).toContain('aria-hidden="true"');
    expect(drawing(render(section({ title: 'Otra página, otro dibujo' })))).not.toBe(art);
    expect(drawing(render(section({})))).toBe(art);
    const withCard = render(
      section({ checklist: { title: 'Incluye', items: ['Diseño', 'Hosting'] } }),
    );
    expect(drawing(withCard)).toBeUndefined();
  });

  it('leads a click on the drawing where artHref says, without adding a tab stop', () => {
    const html = render(section({ art: 'pricing', artHref: '#calculadora' }));
    expect(html).toMatch(/<a href="#calculadora" tabindex="-1" aria-hidden="true"[^>]*><svg /);
    expect(render(section({ art: 'pricing' }))).not.toContain('<a ');
  });

  it('draws the picture the page asks for, each one different, its labels in the page font', () => {
    const drawing = (html: string) => /<svg viewBox="0 0 480 400"[^>]*>.*?<\/svg>/s.exec(html)?.[0];
    const names = [
      'code',
      'pricing',
      'map',
      'team',
      'growth',
      'migration',
      'article',
      'notFound',
      'board',
      'devices',
      'maintenance',
      'pipeline',
    ] as const;
    const drawings = names.map((art) => drawing(render(section({ art }))));
    expect(new Set(drawings).size).toBe(names.length);
    // Labels inherit the page's typeface: a family of their own would fall back to a system font.
    for (const art of drawings) expect(art).not.toMatch(/font-family/);
    expect(drawings.filter((art) => art?.includes('<text')).length).toBeGreaterThan(10);
    expect(drawing(render(section({})))).toBe(drawings[0]);
  });

  it('draws the particles behind it, beside the text, as decoration hidden from screen readers', () => {
    // Emotion warns in development about the particles' :nth-child rules, which are safe here
    // (the page's styles are extracted at build time, never inlined between the particles).
    const warn = console.error;
    const quiet = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes(':nth-child')) warn(...args);
    });
    let html = '';
    try {
      html = render(section({ particles: { variant: 'code', intensity: 'low' } }));
    } finally {
      quiet.mockRestore();
    }
    const layer = /<div[^>]*data-particles[^>]*>(.*?)<\/div>/s.exec(html);
    expect(layer?.[0]).toContain('aria-hidden="true"');
    // Of the 20 asked for, those that would sit on the text column are not drawn at all.
    const lefts = [...(layer?.[1] ?? '').matchAll(/--x:(\d+)%/g)].map(([, x]) => Number(x));
    expect(lefts.length).toBeGreaterThan(0);
    expect(lefts.length).toBeLessThanOrEqual(20);
    expect(Math.min(...lefts)).toBeGreaterThanOrEqual(55);
    expect(render(section({}))).not.toContain('data-particles');
  });
});
