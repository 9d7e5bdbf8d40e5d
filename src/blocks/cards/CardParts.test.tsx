// A card's parts: the figure it may carry, and the count of parts its row's tracks are set from.
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { renderHtml } from '../../../tests/unit/renderBlock';
import Cards, { partsOf } from './Cards';
import { section } from './sampleSection';

describe('a card’s figure', () => {
  it('shows the result in large type with what it measures, after the text', () => {
    const html = renderHtml(
      <Cards
        {...section({
          items: [
            {
              title: 'Monitoreo',
              description: 'Sensores en línea.',
              figure: { value: '−38%', label: 'detenciones no planificadas' },
            },
          ],
        })}
      />,
    );
    const card = parse(html).querySelector('ol > li');
    expect(card?.children.map((child) => child.text)).toEqual([
      'Monitoreo',
      'Sensores en línea.',
      '−38% detenciones no planificadas',
    ]);
    expect(card?.querySelector('strong')?.text).toBe('−38%');
  });
});

describe('Cards share their row’s tracks', () => {
  // partsOf counts what the card renders; if the two disagree, a row's texts or links leave
  // their tracks (a list started at four heights before: design review 7).
  const shapes: Parameters<typeof partsOf>[0][] = [
    { title: 'Solo', description: 'Título y texto.' },
    {
      icon: 'code',
      label: '2-3 meses',
      title: 'Completa',
      description: 'Con todo.',
      bullets: ['Uno', 'Dos'],
      audience: 'Pymes.',
      link: { label: 'Contactar', href: '/contacto', variant: 'primary' },
      detailLink: { label: 'Ver el servicio', href: '/servicios/web', variant: 'secondary' },
    },
    { badge: 'Popular', title: 'Destacada', description: 'Con distintivo.', bullets: ['Uno'] },
    {
      title: 'Con imagen',
      description: 'Su dibujo arriba.',
      image: { src: '/services/web.svg', alt: 'Un portal de clientes' },
      bullets: ['Uno'],
    },
    {
      title: 'Con cifra',
      description: 'Un resultado medido.',
      image: { src: '/cases/c3d.svg', alt: 'Un panel de planta' },
      figure: { value: '−38%', label: 'detenciones no planificadas' },
      detailLink: { label: 'Ver caso', href: '/casos-exito/c3d', variant: 'secondary' },
    },
    {
      title: 'Con enlace',
      description: 'Y nada más.',
      detailLink: { label: 'Ver', href: '/x', variant: 'secondary' },
    },
  ];
  for (const variant of ['feature', 'numbered'] as const)
    it(`counts every part a ${variant} card stacks`, () => {
      for (const item of shapes) {
        const html = renderHtml(<Cards {...section({ variant, items: [item] })} />);
        const card = parse(html).querySelector('ol > li');
        const stacked = card?.children.filter((child) => child.text !== item.badge).length;
        expect(stacked, item.title).toBe(partsOf(item, variant === 'numbered'));
      }
    });
});
