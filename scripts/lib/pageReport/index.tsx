// The page report (/_paginas): built after the pre-render from the written pages (npm run build,
// so npm start serves it and CI can keep it as an artifact) and on request by the dev server.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ResolvedPage } from '../../../src/content/expand';
import type { Problem, ValidConfig } from '../../../src/content/validate';
import { htmlFileFor } from '../build/renderTask';
import { writeWithCompressedSync } from '../precompress';
import { collectPageRows, type PageFacts, type RenderedSitePage } from './collect';
import { pageFactsCache } from './factsCache';
import { lastModified } from './lastModified';
import { PageReport } from './PageReport';

export const pageReportPath = '/_paginas';

/** The files a page is made from, relative to the config's parent folder (as in problems). */
export const pageFiles = ({ file, entry }: ResolvedPage): string[] =>
  entry ? [file, entry.file] : [file];

const imageTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** One CSS class per distinct og:image, with the image inside it, read from `assetDir`. */
function embedImages(urls: string[], siteUrl: string, assetDir: string) {
  const imageClass = new Map<string, string>();
  let css = '';
  for (const url of new Set(urls)) {
    const path = url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url;
    const file = join(assetDir, decodeURIComponent(path.split(/[?#]/, 1)[0] ?? ''));
    const type = imageTypes[extname(file).toLowerCase()];
    if (!path.startsWith('/') || !type || !existsSync(file)) continue;
    const name = `og-${imageClass.size}`;
    imageClass.set(url, name);
    css += `.${name}{background-image:url(data:${type};base64,${readFileSync(file).toString('base64')})}`;
  }
  return { imageClass, imageCss: css };
}

export interface PageReportInput {
  config: ValidConfig;
  pages: RenderedSitePage[];
  problems: readonly Problem[];
  /** The folder content file paths are relative to (the config folder's parent). */
  contentRoot: string;
  /** Where og:image files are read from: dist/ after a build, public/ in dev. */
  assetDir: string;
  /** When the report is made, ISO; fixed by tests. */
  now?: string;
  /** Reads a page's HTML (collectPageRows' default when absent). */
  factsOf?: (page: RenderedSitePage) => PageFacts;
}

export function pageReportHtml({
  config,
  pages,
  problems,
  contentRoot,
  assetDir,
  now = new Date().toISOString(),
  factsOf,
}: PageReportInput): string {
  const siteUrl = config.site.url;
  const rows = collectPageRows(pages, problems, siteUrl, lastModified(contentRoot), factsOf);
  const pageFileSet = new Set(pages.flatMap((page) => page.files));
  const { imageClass, imageCss } = embedImages(
    rows.map((row) => row.card.image),
    siteUrl,
    assetDir,
  );
  const markup = renderToStaticMarkup(
    <PageReport
      brand={config.site.brand.name}
      siteUrl={siteUrl}
      rows={rows}
      siteWarnings={problems.filter((problem) => !pageFileSet.has(problem.file))}
      imageClass={imageClass}
      imageCss={imageCss}
      generated={now}
    />,
  );
  return `<!doctype html>\n${markup}\n`;
}

/** Above this many pages the report is not written: it reads every page back and is one HTML
 * file, so at programmatic-SEO sizes (10,000 city pages) it would cost more than the build and
 * weigh tens of megabytes. Marketers' sites are far below it. */
export const pageReportLimit = 2000;

/** After the pre-render: reads every page as written in `outDir` and writes the report beside
 * them, as `_paginas.html` (served at /_paginas). Returns the report's file name, or undefined
 * when the site has more pages than the report shows. */
export function writePageReport(
  config: ValidConfig,
  problems: readonly Problem[],
  contentRoot: string,
  outDir: string,
  /** Where the facts read from each page are kept between builds (factsCache.ts), and the
   * build's code hash they are valid for. */
  facts: { file: string; code: string },
): string | undefined {
  if (config.pages.length > pageReportLimit) return undefined;
  const pages = config.pages.map((resolved) => ({
    path: resolved.page.path,
    html: readFileSync(join(outDir, htmlFileFor(resolved.page.path)), 'utf8'),
    files: pageFiles(resolved),
  }));
  const file = htmlFileFor(pageReportPath);
  const factsCache = pageFactsCache(facts.file, config.site.url, facts.code);
  writeWithCompressedSync(
    join(outDir, file),
    pageReportHtml({
      config,
      pages,
      problems,
      contentRoot,
      assetDir: outDir,
      factsOf: factsCache.factsOf,
    }),
  );
  factsCache.save();
  return file;
}
