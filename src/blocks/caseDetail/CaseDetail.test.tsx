import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readConfigSources } from '../../content/load';
import type { BlockProps } from '../../content/types.generated';
import { validateConfig } from '../../content/validate';
import { createEmotionCache } from '../../theme/emotionCache';
import CaseDetail from './CaseDetail';

const { config: site } = validateConfig(readConfigSources());
if (!site) throw new Error('site-config must be valid for these tests');
const resolved = site.pages.find(
  ({ page }) => page.path === '/casos-exito/sistema-gestion-logistica',
);
if (!resolved?.entry) throw new Error('the case page must come from the cases template');
// As on the real page: the section from caso-exito.json, its labels filled in by the schema.
const block = resolved.page.sections.find(
  (section) => section.type === 'caseDetail',
) as BlockProps<'caseDetail'>;
const content = { collections: site.collections, entry: resolved.entry };
const study = site.collections.cases.find(({ slug }) => slug === resolved.entry?.slug)!.data;
const { testimonial } = study;
if (!testimonial || !study.galleryImages?.length) throw new Error('the sample case lost content');

/** What a visitor (or a screen reader) gets: the text, tags stripped, plus the images' alt. */
function renderText(props: BlockProps<'caseDetail'>): string {
  const html = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <CaseDetail {...props} content={content} />
    </CacheProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const alts = [...html.matchAll(/alt="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
  return `${text} ${alts.join(' ')}`.replace(/\s+/g, ' ');
}

// Today's wording, which the page must keep unless its JSON says otherwise.
const defaults = {
  duration: 'Duración',
  team: 'Equipo',
  projectType: 'Tipo de proyecto',
  bannerAlt: `Pantalla principal del proyecto ${study.title}`,
  testimonialBy: `${testimonial.author}, ${testimonial.position}`,
  challenges: 'Desafíos',
  solution: 'Nuestra Solución',
  technologies: 'Tecnologías',
  results: 'Resultados',
  gallery: 'Galería',
  galleryAlt: `Pantalla 1 del proyecto ${study.title}`,
  related: 'Casos relacionados',
  closingTitle: '¿Un desafío parecido?',
  closingText:
    'Conversemos sobre tu proyecto y cómo podemos ayudarte a lograr resultados como estos.',
  closingAction: 'Contáctanos',
} satisfies Record<keyof BlockProps<'caseDetail'>['labels'], string>;

describe('CaseDetail', () => {
  it('shows the default labels from the schema', () => {
    const text = renderText(block);
    for (const words of Object.values(defaults)) expect(text).toContain(words);
  });

  it('takes every visible fixed text from its labels', () => {
    const labels = {
      duration: 'Plazo',
      team: 'Personas',
      projectType: 'Categoría',
      bannerAlt: 'Vista general de {title}',
      testimonialBy: '{position}: {author}',
      challenges: 'El problema',
      solution: 'Lo que hicimos',
      technologies: 'Herramientas',
      results: 'El impacto',
      gallery: 'Capturas',
      galleryAlt: 'Captura número {number} de {title}',
      related: 'Más proyectos',
      closingTitle: '¿Te pasa algo similar?',
      closingText: 'Cuéntanos tu caso y te proponemos un camino.',
      closingAction: 'Hablemos hoy',
    } satisfies typeof block.labels;
    const text = renderText({ ...block, labels });
    const expected = {
      ...labels,
      bannerAlt: `Vista general de ${study.title}`,
      testimonialBy: `${testimonial.position}: ${testimonial.author}`,
      galleryAlt: `Captura número 1 de ${study.title}`,
    };
    for (const words of Object.values(expected)) expect(text).toContain(words);
    for (const [key, words] of Object.entries(defaults))
      expect(text, `${key} still shows its default`).not.toContain(words);
  });
});
