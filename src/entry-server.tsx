// Renders one route to a complete HTML document. Used by the pre-render step and, through
// Vite's ssrLoadModule, by the dev server, so a preview is exactly what ships.
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { catalogueDocs } from './app/catalogue/catalogueDocs';
import { compactClassNames } from './app/compactClassNames';
import { trimInlineSvg } from './app/trimInlineSvg';
import { islandContext } from './content/islandContext';
import type { ValidConfig } from './content/validate';
import { Layout } from './app/Layout';
import { blockElements } from './app/islands/blockElements';
import { landingTopic } from './blocks/serviceDetail/landingTopic';
import type { PageEnv } from './blocks/blockEnv';
import { PageRenderer } from './app/PageRenderer';
import { createRoutes, matchPage } from './app/routes';
import { renderHead, type HeadAssets } from './seo/head';
import type { PageEntry } from './seo/jsonLd';
import type { Entry } from './content/collections';
import { entryRoutes, type EntryRef } from './content/expand';
import { teamPathOf } from './content/blockContent';
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
  /** The team page's path, for bylines. The build's workers get only the pages a route needs,
   * so it comes from the build, which has them all; elsewhere it is found in `config.pages`. */
  teamPath?: string | undefined;
}

function shownEntry(config: ValidConfig, ref: EntryRef | undefined): PageEntry | undefined {
  if (!ref) return undefined;
  const entries = config.collections[ref.collection] as Entry<never>[];
  const entry = entries.find((candidate) => candidate.slug === ref.slug);
  return entry ? ({ collection: ref.collection, entry } as PageEntry) : undefined;
}

/** What the blocks of one page may receive (each gets its part, see blocks/blockEnv). */
function pageEnv(
  config: ValidConfig,
  entry: EntryRef | undefined,
  options: RenderOptions,
): PageEnv {
  return {
    site: config.site,
    content: {
      collections: config.collections,
      routes: entryRoutes(config.templates),
      teamPath: 'teamPath' in options ? options.teamPath : teamPathOf(config.pages),
      entry,
    },
    context: islandContext(config.site, process.env),
  };
}

function documentHtml(head: string, body: string): string {
  return `<!doctype html>\n<html lang="es-CL">\n<head>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/** One route: its page, its blocks (islands rendered out of tree), the body, then the head
 * with the critical CSS the body used. */
export async function renderRoute(
  pathname: string,
  config: ValidConfig,
  assets: HeadAssets,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const { site } = config;
  const route = matchPage(createRoutes(config.pages, config.templates), pathname);
  const { page } = route;

  const cache = createEmotionCache();
  // compat: styles go to cache.inserted for extraction instead of inline <style> tags.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);

  const blocks = await blockElements(page.sections, pageEnv(config, route.entry, options), {
    cache,
    externalProps: options.externalProps,
  });

  const topic = landingTopic({
    site,
    page,
    collections: config.collections,
    routes: entryRoutes(config.templates),
    template: config.templates.find(({ page: template }) => template.collection === 'services')
      ?.page,
  });

  const fullBody = renderToString(
    <CacheProvider value={cache}>
      <Layout site={site} page={page} contactTopic={topic}>
        <PageRenderer
          page={page}
          blocks={blocks.elements}
          renderBefore={route.catalogue ? catalogueDocs(route.catalogue) : undefined}
        />
      </Layout>
    </CacheProvider>,
  );

  const { body, styles } = compactClassNames(
    trimInlineSvg(fullBody, blocks.islandHtml),
    constructStyleTagsFromChunks(extractCriticalToChunks(fullBody)),
    blocks.islandHtml,
  );
  const head = renderHead(
    site,
    page,
    { ...assets, fonts: preloadedFonts() },
    styles,
    shownEntry(config, route.entry),
  );
  return {
    status: route.status,
    path: page.path,
    html: documentHtml(head, body),
    files: blocks.files,
  };
}
