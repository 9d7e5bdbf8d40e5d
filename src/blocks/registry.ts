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
  calculator: { load: () => import('./calculator/Calculator'), interactive: 'visible' },
  cards: { load: () => import('./cards/Cards') },
  comparison: { load: () => import('./comparison/Comparison') },
  contactDetails: { load: () => import('./contactDetails/ContactDetails') },
  contactForm: { load: () => import('./contactForm/ContactForm'), interactive: 'interaction' },
  cta: { load: () => import('./cta/Cta') },
  faq: { load: () => import('./faq/Faq') },
  hero: { load: () => import('./hero/Hero') },
  map: { load: () => import('./map/Map'), interactive: 'visible' },
  newsletter: { load: () => import('./newsletter/Newsletter'), interactive: 'interaction' },
  priceTable: { load: () => import('./priceTable/PriceTable') },
  richText: { load: () => import('./richText/RichText') },
  stats: { load: () => import('./stats/Stats') },
} satisfies Record<BlockType, BlockEntry>;

export type BlockComponent = Awaited<ReturnType<BlockEntry['load']>>['default'];

export const blockTypes = Object.keys(registry) as BlockType[];
