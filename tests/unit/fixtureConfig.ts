// Builds in-memory config sources from tests/fixtures: the valid site plus any extra pages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigSources, SourceFile } from '../../src/content/load';

const fixtures = join(import.meta.dirname, '../fixtures');

function source(file: string, text: string): SourceFile {
  return { file, text };
}

export function validSources(): ConfigSources {
  const dir = join(fixtures, 'valid');
  return {
    root: fixtures,
    site: source('site-config/site.json', readFileSync(join(dir, 'site.json'), 'utf8')),
    pages: readdirSync(join(dir, 'pages'))
      .sort()
      .map((name) =>
        source(`site-config/pages/${name}`, readFileSync(join(dir, 'pages', name), 'utf8')),
      ),
    collections: [],
  };
}

/** The valid fixture site with one invalid page from tests/fixtures/invalid added. */
export function withInvalidPage(name: string): ConfigSources {
  const sources = validSources();
  const text = readFileSync(join(fixtures, 'invalid', `${name}.json`), 'utf8');
  return { ...sources, pages: [...sources.pages, source(`site-config/pages/${name}.json`, text)] };
}

/** The valid fixture site with one blog article from tests/fixtures/invalid/blog/ added. */
export function withInvalidArticle(name: string): ConfigSources {
  const text = readFileSync(join(fixtures, 'invalid', 'blog', `${name}.md`), 'utf8');
  const file = `site-config/collections/blog/${name}.md`;
  return { ...validSources(), collections: [{ name: 'blog', entries: [source(file, text)] }] };
}

/** `sources` with the fixture site's team (tests/fixtures/site), for rules about people. */
export function withTeam(sources: ConfigSources): ConfigSources {
  const dir = join(fixtures, 'site', 'site-config', 'collections', 'team');
  const entries = readdirSync(dir)
    .sort()
    .map((name) =>
      source(`site-config/collections/team/${name}`, readFileSync(join(dir, name), 'utf8')),
    );
  return { ...sources, collections: [...sources.collections, { name: 'team', entries }] };
}
