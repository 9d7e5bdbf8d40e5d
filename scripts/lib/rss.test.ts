import { describe, expect, it } from 'vitest';
import { fixtureSite as config } from '../../tests/unit/fixtureSite';
import { entryRoutes } from '../../src/content/expand';
import { blogFeed } from './rss';

const routes = entryRoutes(config.templates);

describe('blog RSS feed', () => {
  const feed = blogFeed(config.site, config.collections.blog, routes);

  it('lists every article, newest first, with absolute links through the blog template', () => {
    const links = [...feed.matchAll(/<link>(.+?)<\/link>/g)].map((match) => match[1]);
    const route = routes.blog ?? '';
    expect(links.slice(1)).toEqual(
      config.collections.blog.map(
        ({ slug }) => `${config.site.url}${route.replace(':slug', slug)}`,
      ),
    );
    const dates = [...feed.matchAll(/<pubDate>(.+?)<\/pubDate>/g)].map((match) =>
      Date.parse(match[1] ?? ''),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('dates each item from its Spanish date', () => {
    const post = config.collections.blog.find(
      ({ slug }) => slug === 'desarrollo-web-tendencias-2025',
    );
    expect(post?.data.date).toBe('22 de Julio, 2025');
    expect(feed).toContain('<pubDate>Tue, 22 Jul 2025 16:00:00 GMT</pubDate>');
  });

  it('escapes text for XML', () => {
    const feedWithAmp = blogFeed(
      config.site,
      [
        {
          ...config.collections.blog[0]!,
          data: { ...config.collections.blog[0]!.data, title: 'A & B <c>' },
        },
      ],
      routes,
    );
    expect(feedWithAmp).toContain('<title>A &amp; B &lt;c&gt;</title>');
  });
});
