// The page report reads each page's title, description, share card and links from its HTML.
// Parsing 1,000 pages took 1.5 s, a quarter of a one-page rebuild, so the build keeps the facts
// of each page by a hash of what they are read from: a rebuild parses only the pages it wrote.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readPageFacts, type PageFacts, type RenderedSitePage } from './collect';

export function pageFactsCache(
  file: string,
  siteUrl: string,
  /** The build's code hash: the code that reads the facts may change with it. */
  code: string,
) {
  const before = new Map<string, PageFacts>(
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as [string, PageFacts][]) : [],
  );
  const now = new Map<string, PageFacts>();
  return {
    factsOf(page: RenderedSitePage): PageFacts {
      const key = createHash('sha256')
        .update(`${code}\0${siteUrl}\0${page.path}\0`)
        .update(page.html)
        .digest('base64url');
      const facts = before.get(key) ?? readPageFacts(page.html, page.path, siteUrl);
      now.set(key, facts);
      return facts;
    },
    /** Keeps the facts of the pages read this time only. */
    save() {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify([...now]));
    },
  };
}
