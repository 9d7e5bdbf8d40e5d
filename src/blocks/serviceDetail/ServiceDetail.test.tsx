import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readConfigSources } from '../../content/load';
import type { BlockProps } from '../../content/types.generated';
import { validateConfig } from '../../content/validate';
import { createEmotionCache } from '../../theme/emotionCache';
import ServiceDetail from './ServiceDetail';

const { config: site } = validateConfig(readConfigSources());
if (!site) throw new Error('site-config must be valid for these tests');
const resolved = site.pages.find(
  ({ page }) => page.path === '/servicios/desarrollo-software-medida',
);
if (!resolved?.entry) throw new Error('the service page must come from the services template');
// As on the real page: the section from servicio.json, its labels filled in by the schema.
const block = resolved.page.sections.find(
  (section) => section.type === 'serviceDetail',
) as BlockProps<'serviceDetail'>;
const content = { collections: site.collections, entry: resolved.entry };
const service = site.collections.services.find(({ slug }) => slug === resolved.entry?.slug)!.data;
const [study] = service.caseStudies ?? [];
const [quote] = service.testimonials ?? [];
if (!study || !quote || !service.faqs?.length) throw new Error('the sample service lost content');

/** What a visitor (or a screen reader) gets: the text, tags stripped, plus the images' alt. */
function renderText(props: BlockProps<'serviceDetail'>): string {
  const html = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <ServiceDetail {...props} content={content} />
    </CacheProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const alts = [...html.matchAll(/alt="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
  return `${text} ${alts.join(' ')}`.replace(/\s+/g, ' ');
}

// Today's wording, which the page must keep unless its JSON says otherwise.
const defaults = {
  bannerAlt: `Ilustración del servicio ${service.title}`,
  description: 'Qué hacemos',
  features: 'Características clave',
  technologies: 'Tecnologías',
  process: 'Proceso',
  step: 'Paso 1: ',
  cases: 'Casos de éxito',
  caseImageAlt: `Pantalla del proyecto ${study.title}`,
  faqs: 'Preguntas frecuentes',
  testimonials: 'Testimonios',
  testimonialBy: `${quote.author}, ${quote.position} en ${quote.company}`,
  closingTitle: '¿Listo para empezar?',
  closingText: 'Cuéntanos tu idea y te enviamos una propuesta con alcance, equipo y plazos.',
  closingAction: 'Iniciar Proyecto',
  sideTitle: '¿Hablamos de tu proyecto?',
  sideText: 'Un líder de squad te responde en menos de 24 horas.',
  sideAction: 'Contáctanos',
} satisfies Record<keyof BlockProps<'serviceDetail'>['labels'], string>;

describe('ServiceDetail', () => {
  it('shows the default labels from the schema', () => {
    const text = renderText(block);
    for (const words of Object.values(defaults)) expect(text).toContain(words);
  });

  it('takes every visible fixed text from its labels', () => {
    const labels = {
      bannerAlt: 'Imagen de {title}',
      description: 'En pocas palabras',
      features: 'Lo esencial',
      technologies: 'Herramientas',
      process: 'Cómo trabajamos',
      step: 'Etapa {step} de la ruta:',
      cases: 'Proyectos reales',
      caseImageAlt: 'Captura de {title}',
      faqs: 'Dudas comunes',
      testimonials: 'Lo que dicen',
      testimonialBy: '{author} ({company})',
      closingTitle: '¿Partimos?',
      closingText: 'Escríbenos y armamos un plan juntos.',
      closingAction: 'Quiero partir',
      sideTitle: '¿Conversamos?',
      sideText: 'Respondemos el mismo día.',
      sideAction: 'Escríbenos ahora',
    } satisfies typeof block.labels;
    const text = renderText({ ...block, labels });
    const expected = {
      ...labels,
      bannerAlt: `Imagen de ${service.title}`,
      step: 'Etapa 1 de la ruta: ',
      caseImageAlt: `Captura de ${study.title}`,
      testimonialBy: `${quote.author} (${quote.company})`,
    };
    for (const words of Object.values(expected)) expect(text).toContain(words);
    for (const [key, words] of Object.entries(defaults))
      expect(text, `${key} still shows its default`).not.toContain(words);
  });
});
