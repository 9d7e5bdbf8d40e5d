// The one place that knows every block: type → lazily loaded component, and for interactive
// blocks the trigger that hydrates them as an island (DESIGN.md, "Rendering").
import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from '../content/types.generated';
import type { BlockEnv, IslandEnv, PageEnv, StaticEnv } from './blockEnv';

export type HydrationTrigger = 'load' | 'idle' | 'visible' | 'interaction';

type Loads<P> = () => Promise<{ default: ComponentType<P> }>;

/** A static block is rendered in the page with the site and its collections; an interactive
 * one becomes an island and receives only the serialisable island context. A component that
 * needs `context` therefore cannot be registered without `interactive` (a type error), and a
 * static one cannot read `context`. */
export type BlockEntry<T extends BlockType> =
  | { load: Loads<BlockProps<T> & StaticEnv>; interactive?: undefined }
  | { load: Loads<BlockProps<T> & IslandEnv>; interactive: HydrationTrigger };

export type Registry = { [T in BlockType]: BlockEntry<T> };

export const registry = {
  blogArticle: { load: () => import('./blogArticle/BlogArticle') },
  blogIndex: { load: () => import('./blogIndex/BlogIndex') },
  calculator: { load: () => import('./calculator/Calculator'), interactive: 'visible' },
  cards: { load: () => import('./cards/Cards') },
  caseDetail: { load: () => import('./caseDetail/CaseDetail') },
  caseList: { load: () => import('./caseList/CaseList') },
  caseQuotes: { load: () => import('./caseQuotes/CaseQuotes') },
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
} satisfies Registry;

/** What the block of type T receives besides its section: decided by its registry entry. */
export type EnvOf<T extends BlockType> = (typeof registry)[T] extends {
  interactive: HydrationTrigger;
}
  ? IslandEnv
  : StaticEnv;

/** A block's full props: its validated section and its environment. */
export type BlockInput<T extends BlockType> = BlockProps<T> & EnvOf<T>;

/** A loaded block seen from code that handles every type at once (the renderer, the loader):
 * the props it is given always come from `blockProps`, which matches them to the type. */
export type AnyBlockProps = BlockProps<BlockType> & BlockEnv;
export type AnyBlockComponent = ComponentType<AnyBlockProps>;

/** The registry entry of any type, without the per-type detail. */
export function entryOf(type: BlockType): {
  load: () => Promise<{ default: AnyBlockComponent }>;
  interactive?: HydrationTrigger;
} {
  return registry[type] as BlockEntry<BlockType> as ReturnType<typeof entryOf>;
}

export const blockTypes = Object.keys(registry) as BlockType[];

/** The props of one block: its section plus the environment its registry entry calls for. */
export function blockProps<T extends BlockType>(
  section: BlockProps<T>,
  env: PageEnv,
): BlockInput<T> {
  const props = entryOf(section.type).interactive
    ? { ...section, context: env.context }
    : { ...section, site: env.site, content: env.content };
  return props as BlockInput<T>;
}

/** For names read from outside the type system (an island's attribute in the page). */
export function isBlockType(name: string | null): name is BlockType {
  return name !== null && Object.hasOwn(registry, name);
}
