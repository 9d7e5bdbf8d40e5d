import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../content/load';
import type { Section } from '../content/types.generated';
import { loadSchemas } from '../content/validate/schemas';
import { pageWith, renderSection } from '../../tests/unit/renderBlock';
import { blockTypes } from './registry';

const schemaTypes = readdirSync(join(projectRoot, 'schemas/blocks')).map((name) =>
  name.replace('.schema.json', ''),
);

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
    const html = await renderSection(page.sections[0] as Section);
    expect(html.length).toBeGreaterThan(100);
    const title = (example as { title?: string }).title;
    // Headlines tie one-letter words to the next with a no-break space (lib/bindShortWords).
    if (title) expect(html.replace(/\u00a0/g, ' ')).toContain(title.replace(/&/g, '&amp;'));
  });
});
