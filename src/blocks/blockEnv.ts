// The environment a block receives besides its own section. Types only: `blockProps` in
// registry.ts builds it, in one place, for the renderer, the island path and the tests. A static
// block reads the site and the collections on the server; an island is serialised into the page,
// so it gets only the few site-wide values it needs in the browser (islandContext), never the
// whole configuration.
import type { BlockContent } from '../content/blockContent';
import type { IslandContext } from '../content/islandContext';
import type { Site } from '../content/types.generated';

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
