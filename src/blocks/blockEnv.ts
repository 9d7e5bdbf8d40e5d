// The environment a block receives besides its own section, built in one place for the
// renderer, the island path and the tests. A static block reads the site and the collections
// on the server; an island is serialised into the page, so it gets only the few site-wide values
// it needs in the browser (islandContext), never the whole configuration.
import type { BlockContent } from '../content/blockContent';
import type { IslandContext } from '../content/islandContext';
import type { BlockProps, BlockType, Site } from '../content/types.generated';
import { entryOf, type BlockInput } from './registry';

export interface StaticEnv {
  site: Site;
  content: BlockContent;
}

export interface IslandEnv {
  context: IslandContext;
}

export type BlockEnv = StaticEnv | IslandEnv;

/** Everything any block of one page may receive; each block gets only its part. */
export interface PageEnv extends StaticEnv, IslandEnv {}

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
