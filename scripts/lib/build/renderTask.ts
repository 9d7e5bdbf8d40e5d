// The messages between the build and its render workers.
import type { Collections } from '../../../src/content/collections';
import type { ResolvedPage } from '../../../src/content/expand';
import type { HeadAssets } from '../../../src/seo/head';
import type { Site } from '../../../src/content/types.generated';

/** What every page shares, sent once to each worker. */
export interface WorkerInit {
  outDir: string;
  site: Site;
  collections: Collections;
  templates: ResolvedPage[];
  assets: HeadAssets;
  /** The team page's path: a task's pages are too few to find it (see RenderTask.pages). */
  teamPath: string | undefined;
}

export interface RenderTask {
  id: number;
  /** The URL path to render. */
  path: string;
  /**
   * The pages its route table needs: the page itself and the not-found page. Routing a page
   * among all 10,000 made every render cost as much as the site was large.
   */
  pages: ResolvedPage[];
}

export interface RenderResult {
  id: number;
  /** The HTML file written, relative to outDir. */
  file: string;
  /** Files the page refers to (large island props), path under the site root → content. */
  sideFiles: [string, string][];
  /** Collections the page read while rendering. */
  collections: string[];
}

export type WorkerReply = RenderResult | { id: number; error: string };

/** The canonical URL has no trailing slash: /a/b is written as a/b.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
