import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandContext } from '../content/islandContext';
import { projectRoot, readConfigSources } from '../content/load';
import { currentPageVersion } from '../content/migrations';
import { validateConfig } from '../content/validate';
import { loadSchemas } from '../content/validate/schemas';
import type { Section, Site } from '../content/types.generated';
import { createEmotionCache } from '../theme/emotionCache';
import { blockProps, type PageEnv } from './blockEnv';
import { blockTypes, entryOf } from './registry';
import { readFileSync } from 'node:fs';

const site = JSON.parse(
  readFileSync(join(projectRoot, 'tests/fixtures/valid/site.json'), 'utf8'),
) as Site;
// Blocks that list or show collection entries render the site's real collections.
const siteCollections = (() => {
  const { config } = validateConfig(readConfigSources());
  if (!config) throw new Error('site-config must be valid for these tests');
  return config.collections;
})();
const env: PageEnv = {
  site,
  content: { collections: siteCollections },
  context: islandContext(site),
};
const schemaTypes = readdirSync(join(projectRoot, 'schemas/blocks')).map((name) =>
  name.replace('.schema.json', ''),
);

/** A minimal page around one section; validating it fills the schema defaults in. */
function pageWith(section: object | undefined) {
  return {
    $schema: '',
    schemaVersion: currentPageVersion,
    path: '/ejemplo',
    meta: {
      title: 'Ejemplo de bloque',
      description: 'Una descripción de prueba con largo suficiente para la validación.',
    },
    sections: [structuredClone(section) as object],
  };
}

describe('block registry', () => {
  it('lists exactly the block types that have a schema, both ways', () => {
    expect([...blockTypes].sort()).toEqual([...schemaTypes].sort());
    expect([...loadSchemas().blocks.keys()].sort()).toEqual([...blockTypes].sort());
  });

  it('has a folder per block named after its type', () => {
    const folders = readdirSync(join(projectRoot, 'src/blocks'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...blockTypes].sort());
  });

  const examples = [...loadSchemas().blocks.entries()].flatMap(([type, schema]) =>
    ((schema.examples as object[] | undefined) ?? []).map((example, index) => ({
      type,
      index,
      example,
    })),
  );

  it('every block schema offers an editor snippet (defaultSnippets) that is a valid section', () => {
    for (const [type, schema] of loadSchemas().blocks) {
      const [snippet] =
        (schema.defaultSnippets as { label: string; body: object }[] | undefined) ?? [];
      expect(snippet?.label, type).toMatch(/^Bloque: /);
      const page = pageWith(snippet?.body);
      expect(
        loadSchemas().page(page),
        `${type}: ${JSON.stringify(loadSchemas().page.errors)}`,
      ).toBe(true);
    }
  });

  it('every block schema has at least one example', () => {
    for (const type of blockTypes)
      expect(
        examples.some((entry) => entry.type === type),
        type,
      ).toBe(true);
  });

  it.each(examples)('renders the example $index of $type, which is valid', async ({ example }) => {
    const validate = loadSchemas().page;
    const page = pageWith(example);
    expect(validate(page), JSON.stringify(validate.errors)).toBe(true);
    const section = page.sections[0] as Section;
    const Component = (await entryOf(section.type).load()).default;
    const html = renderToString(
      createElement(
        CacheProvider,
        { value: createEmotionCache() },
        createElement(Component, blockProps(section, env)),
      ),
    );
    expect(html.length).toBeGreaterThan(100);
    const title = (example as { title?: string }).title;
    if (title) expect(html).toContain(title.replace(/&/g, '&amp;'));
  });
});
