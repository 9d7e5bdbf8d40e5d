// The <head> of a pre-rendered page, as a string: exactly one title, one canonical, the social
// tags and the JSON-LD graph. Every value from content is escaped.
import type { Page, Site } from '../content/types.generated';
import { blogDateToIso } from '../content/blogDate';
import { pageGraph, type PageEntry } from './jsonLd';
import { faviconPath } from './favicon';
import { themeInitScript } from './themeInit';
import { absoluteUrl, sharedImageUrl } from './urls';

export interface HeadAssets {
  /** Module script of the island loader. */
  loader: string;
  /** Extra tags from the bundler (modulepreload links in production, the client in dev). */
  extra?: string;
  /** Font files to preload, for the text above the fold. */
  fonts?: readonly string[];
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** JSON for a <script> element: `<` cannot close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderHead(
  site: Site,
  page: Page,
  assets: HeadAssets,
  styles: string,
  shown?: PageEntry,
): string {
  const url = absoluteUrl(site, page.path);
  const image = sharedImageUrl(site, page);
  const title = escapeHtml(page.meta.title);
  const description = escapeHtml(page.meta.description);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    page.meta.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    meta('property', 'og:type', shown?.collection === 'blog' ? 'article' : 'website'),
    shown?.collection === 'blog'
      ? meta('property', 'article:published_time', blogDateToIso(shown.entry.data.date))
      : '',
    meta('property', 'og:locale', 'es_CL'),
    meta('property', 'og:site_name', site.brand.name),
    meta('property', 'og:title', page.meta.title),
    meta('property', 'og:description', page.meta.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    // X reads the title and description from og:title and og:description when its own are
    // absent: repeating them cost every page bytes of its HTML budget.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image),
    '<meta name="theme-color" content="#050505">',
    // A PNG, not the SVG: an SVG icon is parsed on the page's main thread (scripts/lib/favicon).
    // The one icon: no type or sizes to choose by (bytes of every page's HTML budget).
    `<link rel="icon" href="${faviconPath}">`,
    page.path === '/blog' || page.path.startsWith('/blog/')
      ? `<link rel="alternate" type="application/rss+xml" title="Blog de ${escapeHtml(site.brand.name)}" href="/blog/rss.xml">`
      : '',
    ...(assets.fonts ?? []).map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<script data-key="${escapeHtml(site.brand.slug)}-theme">${themeInitScript}</script>`,
    `<script type="module" src="${escapeHtml(assets.loader)}"></script>`,
    assets.extra ?? '',
    styles,
    `<script type="application/ld+json">${scriptJson(pageGraph(site, page, shown))}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}
