// The blog's RSS 2.0 feed (/blog/rss.xml), newest article first, from the blog collection.
import { blogDateToIso } from '../../src/content/blogDate';
import type { Entry } from '../../src/content/collections';
import { entryPath, type EntryRoutes } from '../../src/content/expand';
import type { BlogPost, Site } from '../../src/content/types.generated';
import { absoluteUrl } from '../../src/seo/urls';

export const rssPath = '/blog/rss.xml';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** yyyy-mm-dd → the RFC 822 date RSS readers expect, at noon Chile time. */
function rfc822(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00-04:00`).toUTCString();
}

/** The feed of the articles that have a page (through the blog template's path). */
export function blogFeed(
  site: Site,
  posts: readonly Entry<BlogPost>[],
  routes: EntryRoutes,
): string {
  const blogUrl = absoluteUrl(site, '/blog');
  const items = posts.flatMap(({ slug, data }) => {
    const path = entryPath(routes, 'blog', slug);
    if (!path) return [];
    const url = absoluteUrl(site, path);
    return [
      '    <item>',
      `      <title>${escapeXml(data.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${escapeXml(data.description)}</description>`,
      `      <category>${escapeXml(data.category)}</category>`,
      `      <pubDate>${rfc822(blogDateToIso(data.date))}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`Blog de ${site.brand.name}`)}</title>`,
    `    <link>${blogUrl}</link>`,
    `    <description>${escapeXml(site.brand.tagline)}</description>`,
    '    <language>es-CL</language>',
    `    <atom:link href="${absoluteUrl(site, rssPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
