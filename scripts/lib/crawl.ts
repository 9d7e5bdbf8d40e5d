// A crawler over the built site (dist/): every internal link leads to a page or file, every
// #anchor exists, every image exists and has alt, width and height, every new-tab link is
// noopener noreferrer, every page has its SEO tags, JSON-LD parses, and the sitemap lists exactly
// the indexable pages, and the web font has every character the pages show.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Font } from 'fontkit';
import { parse, type HTMLElement } from 'node-html-parser';

export interface CrawlProblem {
  file: string;
  problem: string;
}

interface Document {
  file: string;
  /** URL path of the page, e.g. /blog/x; undefined for not-found documents. */
  path?: string;
  root: HTMLElement;
  ids: Set<string>;
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full, base);
    return name.endsWith('.html') ? [relative(base, full)] : [];
  });
}

const pathOf = (file: string): string | undefined => {
  if (file === 'index.html') return '/';
  if (file === '404.html' || file.endsWith('/404.html')) return undefined;
  return `/${file.slice(0, -'.html'.length)}`;
};

/** Characters a page shows, in its text or in its styles' generated content, that the face has no
 *  glyph for: the browser then searches the system's fonts for each (on a phone a fifth to a
 *  third of the first layout's time, measured on / and /costo-desarrollo-apps-chile) and sets it
 *  in another face. */
function glyphsMissing(html: string, root: HTMLElement, face: Font): string[] {
  const generated = [...html.matchAll(/content:\s*(['"])(.*?)\1/g)].map((match) => match[2] ?? '');
  const shown = (root.querySelector('body')?.text ?? '') + generated.join('');
  return [...new Set(shown)].filter(
    (character) =>
      // Format characters (the word joiner that keeps a range on one line) are never drawn.
      /[^\s\p{Cf}]/u.test(character) && !face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  );
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The web font, when given, is held against every page's text (glyphsMissing). */
export function crawl(outDir: string, siteUrl: string, face?: Font): CrawlProblem[] {
  const problems: CrawlProblem[] = [];
  const report = (file: string, problem: string) => problems.push({ file, problem });
  const documents: Document[] = htmlFiles(outDir).map((file) => {
    const html = readFileSync(join(outDir, file), 'utf8');
    const root = parse(html);
    const ids = new Set(root.querySelectorAll('[id]').map((node) => node.id));
    for (const character of face ? glyphsMissing(html, root, face) : [])
      report(
        file,
        `"${character}" (${codePoint(character)}) is not in the web font: write it another way or draw it`,
      );
    return { file, path: pathOf(file), root, ids };
  });
  const byPath = new Map(documents.flatMap((doc) => (doc.path ? [[doc.path, doc] as const] : [])));
  const fileExists = (urlPath: string) => existsSync(join(outDir, decodeURIComponent(urlPath)));

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const indexable = new Set<string>();

  for (const doc of documents) {
    const { root, file } = doc;
    const meta = (selector: string) => root.querySelector(selector)?.getAttribute('content');
    if (root.querySelector('html')?.getAttribute('lang') !== 'es-CL')
      report(file, 'html lang is not es-CL');
    // Only the document's own title: an inline SVG may carry a <title> of its own.
    const title = root.querySelectorAll('head > title');
    if (title.length !== 1) report(file, `${title.length} <title> elements`);
    const noindex = (meta('meta[name="robots"]') ?? '').includes('noindex');
    if (doc.path && !noindex) {
      indexable.add(doc.path);
      const text = title[0]?.text ?? '';
      const description = meta('meta[name="description"]') ?? '';
      if (titles.has(text)) report(file, `title also used by ${titles.get(text)}`);
      if (descriptions.has(description))
        report(file, `description also used by ${descriptions.get(description)}`);
      titles.set(text, file);
      descriptions.set(description, file);
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const expected = `${siteUrl}${doc.path === '/' ? '/' : doc.path}`;
      if (canonical !== expected) report(file, `canonical ${canonical} is not ${expected}`);
    }
    for (const tag of [
      'meta[name="description"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:image"]',
      'meta[name="twitter:card"]',
      'meta[name="twitter:image"]',
    ])
      if (!meta(tag)) report(file, `missing ${tag}`);
    // The shared image is a file of the site (an entry's is drawn by the build).
    for (const tag of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const image = meta(tag) ?? '';
      if (image.startsWith(siteUrl) && !fileExists(image.slice(siteUrl.length)))
        report(file, `missing shared image ${image}`);
    }
    for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        JSON.parse(script.text);
      } catch {
        report(file, 'JSON-LD does not parse');
      }
    }

    for (const link of root.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (link.getAttribute('target') === '_blank') {
        const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer'))
          report(file, `new-tab link ${href} lacks rel="noopener noreferrer"`);
      }
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      const [route = '', anchor] = href.split('#');
      const target = route === '' ? doc : byPath.get(route);
      if (!target) {
        if (!(route && fileExists(route))) report(file, `broken link ${href}`);
        continue;
      }
      if (anchor && !target.ids.has(anchor)) report(file, `missing anchor ${href}`);
    }

    for (const image of root.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? '';
      // The src and every srcset candidate (the WebP drawings are written by the build).
      const candidates = (image.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
      for (const url of [src, ...candidates])
        if (url.startsWith('/') && !fileExists(url)) report(file, `missing image ${url}`);
      if (image.getAttribute('alt') === undefined) report(file, `image ${src} has no alt`);
      if (!image.getAttribute('width') || !image.getAttribute('height'))
        report(file, `image ${src} has no width/height`);
    }
  }

  const sitemapFile = join(outDir, 'sitemap.xml');
  const listed = existsSync(sitemapFile)
    ? new Set(
        [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>(.+?)<\/loc>/g)].map((match) =>
          (match[1] ?? '').slice(siteUrl.length).replace(/^$/, '/'),
        ),
      )
    : new Set<string>();
  for (const path of indexable)
    if (!listed.has(path)) report('sitemap.xml', `indexable page ${path} is missing`);
  for (const path of listed)
    if (!indexable.has(path)) report('sitemap.xml', `${path} is listed but not an indexable page`);
  return problems;
}
