import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Logos from './Logos';

const logos = [
  { name: 'Panadería Los Andes', src: '/logos/los-andes.svg' },
  { name: 'Viñedos del Sur', src: '/logos/vinedos-sur.svg' },
  { name: 'Ferretería Central', src: '/logos/ferreteria-central.svg' },
];

const section = (fields: object) =>
  sectionOf('logos', { title: 'Marcas que confían en nosotros', logos, ...fields });

const render = (props: BlockProps<'logos'>) => renderHtml(<Logos {...props} />);

/** Each image as [src, alt], in order. */
const images = (html: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => [
    /src="([^"]+)"/.exec(tag)?.[1],
    /alt="([^"]*)"/.exec(tag)?.[1],
  ]);

describe('Logos', () => {
  it('shows a fixed wall by default: each logo once, named by its client for screen readers', () => {
    expect(section({}).layout).toBe('wall');
    const html = render(section({}));
    expect(images(html)).toEqual(logos.map(({ name, src }) => [src, name]));
    expect(html.match(/<li[\s>]/g)).toHaveLength(3);
    expect(html).not.toContain('<button');
  });

  it('lays a wall two across on a phone only where three would leave a cell empty', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Cliente ${index}`,
        src: `/logos/cliente-${index}.svg`,
      }));
    expect(render(section({ logos: many(8) }))).toContain('--phone-columns:2');
    for (const count of [9, 12, 15])
      expect(render(section({ logos: many(count) }))).not.toContain('--phone-columns');
  });

  it('ends the wall with the "more" card when the JSON has one', () => {
    const items = [
      ...render(section({ more: '+15 marcas más' })).matchAll(/<li(?:\s[^>]*)?>(.*?)<\/li>/g),
    ];
    expect(items).toHaveLength(4);
    expect(visibleText(items[3]?.[1] ?? '')).toBe('+15 marcas más');
  });

  it('in a row, names each client once under its title, in even rows', () => {
    const html = render(section({ layout: 'row' }));
    expect(images(html)).toEqual(logos.map(({ name, src }) => [src, name]));
    expect(html).toMatch(/<h2[^>]*>Marcas que confían en nosotros<\/h2>/);
    expect(html).toContain('--per-row-wide:3');
    const fifteen = Array.from({ length: 15 }, (_, index) => ({
      name: `Cliente ${index}`,
      src: `/logos/cliente-${index}.svg`,
    }));
    const rows = render(section({ layout: 'row', logos: fifteen }));
    expect(rows).toContain('--per-row-wide:8');
    expect(rows).toContain('--per-row-tablet:5');
  });

  it('in a strip, repeats the logos for the loop but names each client only once', () => {
    const html = render(section({ layout: 'strip' }));
    const all = images(html);
    expect(all).toHaveLength(9);
    expect(all.filter(([, alt]) => alt !== '')).toEqual(logos.map(({ name, src }) => [src, name]));
    const hidden = (html.match(/<li(?:\s[^>]*)?>/g) ?? []).map((tag) =>
      tag.includes('aria-hidden="true"'),
    );
    expect(hidden).toEqual([false, false, false, true, true, true, true, true, true]);
  });

  it('reserves each logo’s 160×64 box, so the page does not jump, and loads it lazily', () => {
    const tags = render(section({})).match(/<img [^>]*>/g) ?? [];
    expect(tags).toHaveLength(logos.length);
    for (const tag of tags) {
      expect(tag).toContain('width="160"');
      expect(tag).toContain('height="64"');
      expect(tag).toContain('loading="lazy"');
    }
  });
});
