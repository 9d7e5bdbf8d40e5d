import { describe, expect, it } from 'vitest';
import { fixtureSources } from '../../../tests/unit/fixtureSite';
import type { ConfigSources } from '../load';
import { validateConfig } from '.';

const automation = 'site-config/collections/blog/automatizacion-empresas-chile.md';
const trends = 'site-config/collections/blog/desarrollo-web-tendencias-2025.md';

const repeatedReads = (sources: ConfigSources) =>
  validateConfig(sources)
    .problems.filter((problem) => problem.message.includes('Lecturas recomendadas'))
    .map(({ severity, file, line, column, path }) => ({ severity, file, line, column, path }));

/** The fixture site with one post's body edited. */
function withBody(file: string, edit: (text: string) => string): ConfigSources {
  const sources = fixtureSources();
  for (const collection of sources.collections)
    for (const entry of collection.entries) if (entry.file === file) entry.text = edit(entry.text);
  return sources;
}

describe('relatedReads.ts', () => {
  it('warns, at the slug, about a recommended read the body already links', () => {
    // Each fixture post links the other in its body and recommends it again.
    expect(repeatedReads(fixtureSources())).toEqual([
      { severity: 'warning', file: automation, line: 12, column: 11, path: 'relatedPosts[0].slug' },
      { severity: 'warning', file: trends, line: 12, column: 11, path: 'relatedPosts[0].slug' },
    ]);
  });

  it('says nothing once the body links elsewhere', () => {
    const sources = withBody(automation, (text) =>
      text.replaceAll(
        '(/blog/desarrollo-web-tendencias-2025)',
        '(/servicios/desarrollo-aplicaciones-moviles)',
      ),
    );
    expect(repeatedReads(sources).map(({ file }) => file)).toEqual([trends]);
  });
});
