// The case dialog's content as it renders when open: the link to the full case page appears only
// for a case that has one, and the header holds previous/next around the counter and the close.
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../theme/emotionCache';
import type { CaseStudy } from './CaseCard';
import { CaseDialog } from './CaseDialog';

const study = (id: string, href?: string): CaseStudy => ({
  id,
  client: `Cliente ${id}`,
  industry: 'Manufactura',
  headline: `Titular del caso ${id}`,
  description: 'Resumen del caso con el largo suficiente para pasar la validación del esquema.',
  image: '/cases/c3d.svg',
  imageAlt: 'Panel de monitoreo',
  metrics: [{ value: '-38%', label: 'detenciones no planificadas' }],
  highlights: ['-41% en tiempo de respuesta'],
  techStack: ['React'],
  detailSections: [
    {
      title: 'Contexto',
      description: 'Las fallas se detectaban con la línea detenida.',
      bullets: ['-38% en detenciones no planificadas'],
    },
    { title: 'Impacto', description: 'Menos detenciones y un equipo que planifica.' },
  ],
  ...(href ? { href } : {}),
});

const cases = [study('a', '/casos-exito/sistema-gestion-logistica'), study('b')];

function render(index: number): string {
  return renderToString(
    <CacheProvider value={createEmotionCache()}>
      <CaseDialog
        cases={cases}
        open
        index={index}
        section={0}
        onCase={() => {}}
        onSection={() => {}}
        onClose={() => {}}
        onDeepDive={() => {}}
      />
    </CacheProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '');
}

describe('case dialog', () => {
  it("links to the full case page with 'Ver caso completo' when the case has one", () => {
    const html = render(0);
    expect(html).toMatch(
      /<a href="\/casos-exito\/sistema-gestion-logistica"[^>]*>Ver caso completo<svg/,
    );
    expect(html).toContain('Titular del caso a');
  });

  it('sets a negative figure in its texts with the minus sign its tiles use', () => {
    const html = render(0);
    expect(html).toContain('\u221238% en detenciones');
    expect(html).toContain('\u221241% en tiempo');
  });

  it('shows no such link for a case without a page', () => {
    const html = render(1);
    expect(html).toContain('Titular del caso b');
    expect(html).not.toContain('Ver caso completo');
    expect(html).not.toMatch(/<a /);
  });

  it('puts previous, the counter, next and close in one header, labelled by the case title', () => {
    const html = render(1);
    const header = html.match(/<header[^>]*>([\s\S]*?)<\/header>/)?.[1] ?? '';
    const words = header
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(words).toBe('Anterior Caso 2 / 2 Siguiente Cerrar');
    const titleId = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${titleId}">Titular del caso b</h2>`);
    expect(html).toContain('aria-modal="true"');
  });
});
