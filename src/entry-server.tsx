// Renders one route to a complete HTML document. Used by the pre-render step and, through
// Vite's ssrLoadModule, by the dev server, so a preview is exactly what ships.
import { createHash } from 'node:crypto';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { catalogueDocs } from './app/catalogue/catalogueDocs';
import { islandContext } from './content/islandContext';
import type { ValidConfig } from './content/validate';
import { registry, type BlockEntry } from './blocks/registry';
import { Layout } from './app/Layout';
import { PageRenderer, type LoadedBlocks, type RenderedIsland } from './app/PageRenderer';
import { createRoutes, matchPage } from './app/routes';
import { externalPropsThreshold, identifierPrefix, serializeProps } from './islands/protocol';
import { renderHead, type HeadAssets } from './seo/head';
import type { PageEntry } from './seo/jsonLd';
import type { Entry } from './content/collections';
import type { EntryRef } from './content/expand';
import { createEmotionCache } from './theme/emotionCache';
import { preloadedFonts } from './theme/fonts';

export interface RenderedPage {
  status: 200 | 404;
  path: string;
  html: string;
  /** Files the page refers to (large island props), as path under the site root → content. */
  files: Map<string, string>;
}

export interface RenderOptions {
  /** Write large island props to their own files instead of inlining them (the build does). */
  externalProps?: boolean;
}

async function loadBlocks(types: Iterable<string>): Promise<LoadedBlocks> {
  const entries = await Promise.all(
    [...new Set(types)].map(async (type) => {
      const entry: BlockEntry = registry[type as keyof typeof registry];
      return [type, (await entry.load()).default] as const;
    }),
  );
  return new Map(entries);
}

function shownEntry(config: ValidConfig, ref: EntryRef | undefined): PageEntry | undefined {
  if (!ref) return undefined;
  const entries = config.collections[ref.collection] as Entry<never>[];
  const entry = entries.find((candidate) => candidate.slug === ref.slug);
  return entry ? ({ collection: ref.collection, entry } as PageEntry) : undefined;
}

export async function renderRoute(
  pathname: string,
  config: ValidConfig,
  assets: HeadAssets,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const { site } = config;
  const routes = createRoutes(config.pages, config.templates);
  const { page, status, entry, catalogue } = matchPage(routes, pathname);
  const blocks = await loadBlocks(page.sections.map((section) => section.type));

  const cache = createEmotionCache();
  // compat: styles go to cache.inserted for extraction instead of inline <style> tags.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);

  const context = islandContext(site, process.env);
  const islands = new Map<number, RenderedIsland>();
  const files = new Map<string, string>();
  page.sections.forEach((section, index) => {
    const entry: BlockEntry = registry[section.type];
    const Component = blocks.get(section.type);
    if (!entry.interactive || !Component) return;
    const id = `island-${islands.size}`;
    const props = { ...section, context };
    const html = renderToString(
      <CacheProvider value={cache}>
        <Component {...props} />
      </CacheProvider>,
      { identifierPrefix: identifierPrefix(id) },
    );
    const json = serializeProps(props);
    if (options.externalProps && json.length > externalPropsThreshold) {
      const file = `/assets/islands/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
      files.set(file, JSON.stringify(props));
      islands.set(index, { id, html, props, propsSrc: file });
    } else islands.set(index, { id, html, props });
  });

  const body = renderToString(
    <CacheProvider value={cache}>
      <Layout site={site} page={page}>
        <PageRenderer
          page={page}
          site={site}
          blocks={blocks}
          islands={islands}
          content={{ collections: config.collections, entry }}
          renderBefore={catalogue ? catalogueDocs(catalogue) : undefined}
        />
      </Layout>
    </CacheProvider>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body));
  const head = renderHead(
    site,
    page,
    { ...assets, fonts: preloadedFonts() },
    styles,
    shownEntry(config, entry),
  );
  const html = `<!doctype html>\n<html lang="es-CL">\n<head>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
  return { status, path: page.path, html, files };
}
