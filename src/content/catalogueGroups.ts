// Which shelf of the block catalogue (/_bloques) each block sits on, by what a marketer wants to
// do with it. Typed by every block type, so a new block without a shelf is a type error.
import type { BlockType } from './types.generated';

export const catalogueGroups = [
  { id: 'portada', title: 'Portada', purpose: 'La primera sección de una página.' },
  {
    id: 'cifras',
    title: 'Cifras, precios y comparaciones',
    purpose: 'Números destacados, rangos de precio y tablas.',
  },
  {
    id: 'tarjetas',
    title: 'Tarjetas y texto',
    purpose: 'Razones, servicios, método, cultura, preguntas y textos largos.',
  },
  {
    id: 'casos',
    title: 'Casos, proyectos y clientes',
    purpose: 'Prueba social: casos de éxito, vitrina de proyectos y logos.',
  },
  {
    id: 'formularios',
    title: 'Formularios y llamados a la acción',
    purpose: 'Lo que convierte: contacto, newsletter, calculadora y franjas de cierre.',
  },
  { id: 'mapa', title: 'Mapa y contacto', purpose: 'Dónde estamos y cómo escribirnos.' },
  {
    id: 'listados',
    title: 'Listados de colecciones',
    purpose: 'Se llenan solos con los archivos de site-config/collections/.',
  },
  {
    id: 'detalle',
    title: 'Detalle de una entrada',
    purpose: 'Solo en páginas plantilla (/blog/:slug, /casos-exito/:slug, /servicios/:slug).',
  },
] as const;

export type CatalogueGroupId = (typeof catalogueGroups)[number]['id'];

export const blockGroup = {
  blogArticle: 'detalle',
  blogIndex: 'listados',
  calculator: 'formularios',
  cards: 'tarjetas',
  caseDetail: 'detalle',
  caseList: 'listados',
  caseQuotes: 'casos',
  caseStudies: 'casos',
  clientResults: 'casos',
  comparison: 'cifras',
  contactDetails: 'mapa',
  contactForm: 'formularios',
  cta: 'formularios',
  faq: 'tarjetas',
  groups: 'tarjetas',
  hero: 'portada',
  logos: 'casos',
  map: 'mapa',
  newsletter: 'formularios',
  priceTable: 'cifras',
  richText: 'tarjetas',
  serviceDetail: 'detalle',
  showcase: 'casos',
  stats: 'cifras',
  team: 'listados',
  timeline: 'tarjetas',
} as const satisfies Record<BlockType, CatalogueGroupId>;
