import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Timeline from './Timeline';

const phases = [
  {
    id: 'diagnostico',
    title: 'Diagnóstico',
    subtitle: 'Entendemos cómo vendes hoy.',
    duration: 'Semanas 1-2',
    deliverables: ['Mapa de procesos', 'Lista de riesgos'],
    outcomes: ['Alcance acordado'],
  },
  {
    id: 'lanzamiento',
    title: 'Lanzamiento',
    subtitle: 'Publicamos la tienda y medimos.',
    duration: 'Semanas 3-8',
    deliverables: ['Tienda publicada'],
    outcomes: ['Primeras ventas', 'Equipo capacitado'],
  },
];

const section = (fields: object) =>
  sectionOf('timeline', { title: 'Cómo trabajamos', phases, ...fields });

const render = (props: BlockProps<'timeline'>) => renderHtml(<Timeline {...props} />);

/** The headings of the rendered block, in order, as "h2 Texto". */
const headings = (html: string) =>
  [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map(([, tag, text]) => `${tag} ${text}`);

describe('Timeline', () => {
  it('lists the phases in order, as an ordered list, each with its duration and subtitle', () => {
    const html = render(section({}));
    const list = visibleText(/<ol[^>]*>(.*)<\/ol>/s.exec(html)?.[1] ?? '');
    expect(list).toMatch(
      /^01 Semanas 1-2 Diagnóstico Entendemos cómo vendes hoy\. .* 02 Semanas 3-8 Lanzamiento Publicamos la tienda y medimos\. /,
    );
  });

  it('takes the phase headings from its labels: Entregables and Resultados unless reworded', () => {
    expect(section({}).labels).toEqual({ deliverables: 'Entregables', outcomes: 'Resultados' });
    const html = render(
      section({ labels: { deliverables: 'Qué recibes', outcomes: 'Qué logras' } }),
    );
    expect(headings(html)).toContain('h4 Qué recibes');
    expect(headings(html)).toContain('h4 Qué logras');
    expect(visibleText(html)).not.toMatch(/Entregables|Resultados/);
  });

  it('shows each phase’s deliverables and outcomes under their own headings', () => {
    const html = render(section({}));
    expect(headings(html)).toEqual([
      'h2 Cómo trabajamos',
      'h3 Diagnóstico',
      'h4 Entregables',
      'h4 Resultados',
      'h3 Lanzamiento',
      'h4 Entregables',
      'h4 Resultados',
    ]);
    const text = visibleText(html);
    expect(text).toContain(
      'Entregables Mapa de procesos Lista de riesgos Resultados Alcance acordado',
    );
    expect(text).toContain(
      'Entregables Tienda publicada Resultados Primeras ventas Equipo capacitado',
    );
  });

  it('shows the eyebrow, intro and summary only when the JSON has them, no empty paragraphs', () => {
    const bare = render(section({}));
    expect(visibleText(bare).startsWith('Cómo trabajamos 01 Semanas 1-2')).toBe(true);
    expect(bare).not.toMatch(/<p[^>]*><\/p>/);
    const full = visibleText(
      render(
        section({
          eyebrow: 'Método',
          intro: 'Cuatro etapas cortas, con entregas visibles en cada una.',
          summary: 'Duración total: 8 semanas',
        }),
      ),
    );
    expect(full).toMatch(
      /^Método Cómo trabajamos Cuatro etapas cortas, con entregas visibles en cada una\. Duración total: 8 semanas 01 Semanas 1-2/,
    );
  });
});
