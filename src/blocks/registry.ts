// The one place that knows every block: type → lazily loaded component, and for interactive
// blocks the trigger that hydrates them as an island (DESIGN.md, "Rendering").
import type { ComponentType } from 'react';
import type { BlockType } from '../content/types.generated';

export type HydrationTrigger = 'load' | 'idle' | 'visible' | 'interaction';

export interface BlockEntry {
  // Each block types its own props; the renderer passes a validated section of that type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
  interactive?: HydrationTrigger;
}

export const registry = {
  blogArticle: { load: () => import('./blogArticle/BlogArticle') },
  blogIndex: { load: () => import('./blogIndex/BlogIndex') },
  calculator: { load: () => import('./calculator/Calculator'), interactive: 'visible' },
  cards: { load: () => import('./cards/Cards') },
  caseDetail: { load: () => import('./caseDetail/CaseDetail') },
  caseList: { load: () => import('./caseList/CaseList') },
  caseStudies: { load: () => import('./caseStudies/CaseStudies'), interactive: 'visible' },
  clientResults: { load: () => import('./clientResults/ClientResults') },
  comparison: { load: () => import('./comparison/Comparison') },
  contactDetails: { load: () => import('./contactDetails/ContactDetails') },
  contactForm: { load: () => import('./contactForm/ContactForm'), interactive: 'interaction' },
  cta: { load: () => import('./cta/Cta') },
  faq: { load: () => import('./faq/Faq') },
  groups: { load: () => import('./groups/Groups') },
  hero: { load: () => import('./hero/Hero') },
  logos: { load: () => import('./logos/Logos') },
  map: { load: () => import('./map/Map'), interactive: 'visible' },
  newsletter: { load: () => import('./newsletter/Newsletter'), interactive: 'interaction' },
  priceTable: { load: () => import('./priceTable/PriceTable') },
  richText: { load: () => import('./richText/RichText') },
  serviceDetail: { load: () => import('./serviceDetail/ServiceDetail') },
  showcase: { load: () => import('./showcase/Showcase'), interactive: 'visible' },
  stats: { load: () => import('./stats/Stats') },
  team: { load: () => import('./team/Team') },
  timeline: { load: () => import('./timeline/Timeline') },
} satisfies Record<BlockType, BlockEntry>;

export type BlockComponent = Awaited<ReturnType<BlockEntry['load']>>['default'];

export const blockTypes = Object.keys(registry) as BlockType[];
