// The home page as one React tree: what a client-only SPA renders and what a whole-page hydration
// hydrates, for the architecture comparison of `npm run bench`. Every block is a plain
// component here (no islands).
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { createElement } from 'react';
import { Layout } from '../../../src/app/Layout';
import { PageRenderer } from '../../../src/app/PageRenderer';
import { blockProps, entryOf, type AnyBlockComponent } from '../../../src/blocks/registry';
import type { EntryRoutes } from '../../../src/content/expand';
import type { Collections } from '../../../src/content/collections';
import { islandContext } from '../../../src/content/islandContext';
import type { BlockType, Page, Site } from '../../../src/content/types.generated';
import { createEmotionCache } from '../../../src/theme/emotionCache';

export interface BenchData {
  site: Site;
  page: Page;
  collections: Collections;
  routes: EntryRoutes;
}

export type LoadedBlocks = Map<BlockType, AnyBlockComponent>;

export async function loadBlocks(page: Page): Promise<LoadedBlocks> {
  const types = [...new Set(page.sections.map((section) => section.type))];
  return new Map(
    await Promise.all(
      types.map(async (type) => [type, (await entryOf(type).load()).default] as const),
    ),
  );
}

interface BenchAppProps {
  data: BenchData;
  blocks: LoadedBlocks;
  /** The server passes the cache it extracts critical CSS from. */
  cache?: EmotionCache;
}

export function BenchApp({ data, blocks, cache = createEmotionCache() }: BenchAppProps) {
  const { site, page } = data;
  const content = { collections: data.collections, routes: data.routes };
  const env = { site, content, context: islandContext(site) };
  // Interactive blocks render in the tree here, with the environment their islands would get.
  const elements = page.sections.map((section) =>
    createElement(blocks.get(section.type) as AnyBlockComponent, blockProps(section, env)),
  );
  return (
    <CacheProvider value={cache}>
      <Layout site={site} page={page}>
        <PageRenderer page={page} blocks={elements} />
      </Layout>
    </CacheProvider>
  );
}
