// The home page as one React tree: what a client-only SPA renders and what a whole-page hydration
// hydrates, for the architecture comparison of `npm run bench`. Every block is a plain
// component here (no islands).
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { Layout } from '../../../src/app/Layout';
import { PageRenderer, type LoadedBlocks } from '../../../src/app/PageRenderer';
import { registry } from '../../../src/blocks/registry';
import type { Collections } from '../../../src/content/collections';
import { islandContext } from '../../../src/content/islandContext';
import type { Page, Site } from '../../../src/content/types.generated';
import { createEmotionCache } from '../../../src/theme/emotionCache';

export interface BenchData {
  site: Site;
  page: Page;
  collections: Collections;
}

export async function loadBlocks(page: Page): Promise<LoadedBlocks> {
  const types = [...new Set(page.sections.map((section) => section.type))];
  return new Map(
    await Promise.all(
      types.map(async (type) => [type, (await registry[type].load()).default] as const),
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
  const context = islandContext(data.site);
  const page = {
    ...data.page,
    // Interactive blocks get the browser context their islands would get.
    sections: data.page.sections.map((section) => ({ ...section, context })),
  } as Page;
  return (
    <CacheProvider value={cache}>
      <Layout site={data.site} page={page}>
        <PageRenderer
          page={page}
          site={data.site}
          blocks={blocks}
          islands={new Map()}
          content={{ collections: data.collections }}
        />
      </Layout>
    </CacheProvider>
  );
}
