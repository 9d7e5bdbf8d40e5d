// Writes every route of the site to static files: <path>.html (the canonical URL has no
// trailing slash), 404.html, sitemap.xml and robots.txt, all from the same page list.
// Pages whose inputs are unchanged since the previous build of the same output folder are kept
// as they are; the rest render on worker threads, which write them as they go (memory stays
// flat whatever the page count). The site-wide files are written again every time: they are
// cheap, and the sitemap lists every page.
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { notFoundPath } from '../../src/app/routes';
import { cataloguePath } from '../../src/content/catalogue';
import { collectionNames } from '../../src/content/collections';
import { teamPathOf } from '../../src/content/blockContent';
import { entryRoutes, slugParam, type ResolvedPage } from '../../src/content/expand';
import type { ValidConfig } from '../../src/content/validate';
import type { HeadAssets } from '../../src/seo/head';
import { absoluteUrl } from '../../src/seo/urls';
import { hashOf, type PageRecord } from './build/buildCache';
import { progress } from './build/progress';
import { renderOnWorkers } from './build/renderPool';
import type { RenderResult, RenderTask } from './build/renderTask';
import { writeWithCompressed } from './precompress';
import { blogFeed, rssPath } from './rss';

export interface PrerenderOptions {
  /** The render worker built by Vite with the server renderer. */
  workerScript: string;
  config: ValidConfig;
  assets: HeadAssets;
  outDir: string;
  /** Hash of the code the pages are rendered with (codeHash()). */
  code: string;
  /** What the previous build with the same code wrote into outDir; none renders everything. */
  previous?: Record<string, PageRecord>;
}

export interface PrerenderResult {
  /** Every page's HTML file, relative to outDir. */
  files: string[];
  rendered: number;
  reused: number;
  /** What to record for the next build. */
  pages: Record<string, PageRecord>;
}

function sitemap(config: ValidConfig): string {
  const urls = config.pages
    .filter(({ page }) => !page.meta.noindex)
    .map(({ page }) => `  <url><loc>${absoluteUrl(config.site, page.path)}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(config: ValidConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.site.url}/sitemap.xml\n`;
}

/** Static hosts (Netlify, Cloudflare Pages) answer unknown slugs with the collection's page. */
function redirects(config: ValidConfig): string {
  return (
    config.templates
      .map(
        ({ page }) =>
          `${page.path.replace(slugParam, '*')} ${page.path.replace(slugParam, '404')}.html 404`,
      )
      .join('\n') + '\n'
  );
}

interface PlannedPage {
  path: string;
  /** The pages its route table needs (see RenderTask.pages). */
  pages: ResolvedPage[];
  /** What its output depends on besides the code, the site and the collections. */
  input: unknown;
}

/** Every route written: pages, each template's not-found page, the block catalogue. */
function plan(config: ValidConfig): PlannedPage[] {
  const notFound = config.pages.filter(({ page }) => page.path === notFoundPath);
  return [
    ...config.pages.map((resolved) => ({
      path: resolved.page.path,
      pages: notFound.includes(resolved) ? notFound : [resolved, ...notFound],
      input: resolved,
    })),
    // A template's not-found page is written as <prefix>/404.html (served for unknown slugs).
    ...config.templates.map((template) => ({
      path: template.page.path.replace(slugParam, '404'),
      pages: notFound,
      input: template,
    })),
    // Served like a page but not in the sitemap (it is noindex).
    { path: cataloguePath, pages: notFound, input: cataloguePath },
  ];
}

/** Removes files (and their variants) no longer produced, then any folder left empty. */
function removeStale(outDir: string, stale: Iterable<string>) {
  for (const file of stale) {
    const target = resolve(outDir, file);
    // The record is a file on disk: never let it name something outside the output folder.
    if (!target.startsWith(`${outDir}${sep}`)) continue;
    for (const variant of ['', '.br', '.gz']) rmSync(target + variant, { force: true });
    for (let dir = dirname(target); dir.startsWith(`${outDir}${sep}`); dir = dirname(dir)) {
      if (readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
  }
}

export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { config, outDir, previous = {} } = options;
  // Routing a page needs only the other routes' patterns: the templates' paths.
  const teamPath = teamPathOf(config.pages);
  const shared = hashOf({
    code: options.code,
    site: config.site,
    assets: options.assets,
    templates: config.templates.map(({ page }) => page.path),
    teamPath,
  });
  const digests: Record<string, string> = Object.fromEntries(
    collectionNames.map((name) => [name, hashOf(config.collections[name])]),
  );
  const reusable = (path: string, key: string) => {
    const record = previous[path];
    if (!record || record.key !== key) return undefined;
    const same = Object.entries(record.collections).every(([name, hash]) => digests[name] === hash);
    return same && record.files.every((file) => existsSync(join(outDir, file)))
      ? record
      : undefined;
  };

  const records: Record<string, PageRecord> = {};
  const tasks: (RenderTask & { key: string })[] = [];
  for (const { input, ...route } of plan(config)) {
    const key = hashOf([shared, input]);
    const kept = reusable(route.path, key);
    if (kept) records[route.path] = kept;
    else tasks.push({ id: tasks.length, key, ...route });
  }
  const reused = Object.keys(records).length;

  const previousFiles = new Set(Object.values(previous).flatMap((record) => record.files));
  const sideFilesSeen = new Set<string>();
  const writes: Promise<void>[] = [];
  const shown = progress(tasks.length);
  const rendered = (result: RenderResult) => {
    const task = tasks[result.id];
    if (!task) throw new Error(`A worker answered for an unknown page (${result.id})`);
    const sideFiles = result.sideFiles.map(([path, content]) => [path.slice(1), content]);
    records[task.path] = {
      key: task.key,
      collections: Object.fromEntries(
        result.collections.map((name) => [name, digests[name] ?? '']),
      ),
      files: [result.file, ...sideFiles.map(([file]) => file ?? '')],
    };
    // Large island props are content-addressed and shared by many pages: written once.
    for (const [file = '', content = ''] of sideFiles) {
      if (sideFilesSeen.has(file)) continue;
      sideFilesSeen.add(file);
      if (previousFiles.has(file) && existsSync(join(outDir, file))) continue;
      writes.push(writeWithCompressed(join(outDir, file), content));
    }
    shown.tick();
  };
  try {
    await renderOnWorkers(
      options.workerScript,
      {
        outDir,
        site: config.site,
        collections: config.collections,
        templates: config.templates,
        assets: options.assets,
        teamPath,
      },
      tasks.map(({ key: _key, ...task }) => task),
      rendered,
    );
  } finally {
    shown.stop();
  }

  const siteFiles: [string, string][] = [
    ['_redirects', redirects(config)],
    [
      rssPath.slice(1),
      blogFeed(config.site, config.collections.blog, entryRoutes(config.templates)),
    ],
    ['sitemap.xml', sitemap(config)],
    ['robots.txt', robots(config)],
  ];
  writes.push(
    ...siteFiles.map(([file, content]) => writeWithCompressed(join(outDir, file), content)),
  );
  await Promise.all(writes);

  const current = new Set(Object.values(records).flatMap((record) => record.files));
  for (const [file] of siteFiles) current.add(file);
  removeStale(
    outDir,
    [...previousFiles].filter((file) => !current.has(file)),
  );
  return {
    files: Object.values(records).map((record) => record.files[0] ?? ''),
    rendered: tasks.length,
    reused,
    pages: records,
  };
}
