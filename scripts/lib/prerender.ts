// Writes every route of the site to static files: <path>.html (the canonical URL has no
// trailing slash), 404.html, sitemap.xml and robots.txt, all from the same page list.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ValidConfig } from '../../src/content/validate';
import type * as EntryServer from '../../src/entry-server';
import { cataloguePath } from '../../src/content/catalogue';
import type { HeadAssets } from '../../src/seo/head';
import { absoluteUrl } from '../../src/seo/urls';
import { blogFeed, rssPath } from './rss';

export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
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

export async function prerender(
  entry: typeof EntryServer,
  config: ValidConfig,
  assets: HeadAssets,
  outDir: string,
): Promise<string[]> {
  const write = (file: string, content: string) => {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  const written: string[] = [];
  // The block catalogue is served like a page but is not in the sitemap (it is noindex).
  // A template's not-found page is written as <prefix>/404.html (served for unknown slugs).
  const notFoundPaths = config.templates.map(({ page }) => page.path.replace(':slug', '404'));
  for (const path of [
    ...config.pages.map(({ page }) => page.path),
    ...notFoundPaths,
    cataloguePath,
  ]) {
    const rendered = await entry.renderRoute(path, config, assets, {
      externalProps: true,
    });
    const file = htmlFileFor(rendered.path);
    write(file, rendered.html);
    written.push(file);
    for (const [sidePath, content] of rendered.files) write(sidePath.slice(1), content);
  }
  // Static hosts (Netlify, Cloudflare Pages) answer unknown slugs with the collection's page.
  write(
    '_redirects',
    config.templates
      .map(
        ({ page }) =>
          `${page.path.replace(':slug', '*')} ${page.path.replace(':slug', '404')}.html 404`,
      )
      .join('\n') + '\n',
  );
  write(rssPath.slice(1), blogFeed(config.site, config.collections.blog));
  write('sitemap.xml', sitemap(config));
  write('robots.txt', robots(config));
  return written;
}
