// Generates src/content/types.generated.ts from schemas/ with json-schema-to-typescript, and keeps
// the block list of page.schema.json in step with schemas/blocks/. `--check` fails when either is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema4 } from 'json-schema';
import { format } from 'prettier';
import { projectRoot } from '../src/content/load';

type Schema = Record<string, unknown>;
const schemaDir = join(projectRoot, 'schemas');
const outFile = join(projectRoot, 'src/content/types.generated.ts');
const pageFile = join(schemaDir, 'page.schema.json');
const check = process.argv.includes('--check');

const read = (path: string): Schema => JSON.parse(readFileSync(path, 'utf8')) as Schema;
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

const blockFiles = readdirSync(join(schemaDir, 'blocks'))
  .filter((name) => name.endsWith('.schema.json'))
  .sort();
const blockTypes = blockFiles.map((name) => name.replace('.schema.json', ''));
const blockName = (type: string) => `${type[0]?.toUpperCase()}${type.slice(1)}Block`;

// Collections are the schemas in schemas/collections/; the names of their entry types are kept
// from before there was a rule (a new collection gets <Name>Entry).
const collectionFile = (name: string) => join(schemaDir, 'collections', `${name}.schema.json`);
const collectionNames = readdirSync(join(schemaDir, 'collections'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();
const entryTypeNames: Record<string, string> = {
  blog: 'BlogPost',
  cases: 'CaseDetail',
  services: 'ServiceDetail',
  team: 'TeamMember',
};
const collectionType = (name: string) => entryTypeNames[name] ?? `${pascal(name)}Entry`;

/** page.schema.json as it should be: its section union lists every block file. */
function pageSchemaWithBlocks(): Schema {
  const page = read(pageFile);
  const sections = (page.properties as Schema).sections as Schema;
  const items = sections.items as Schema;
  (items.properties as Schema).type = { enum: blockTypes, description: 'Tipo de bloque.' };
  items.oneOf = blockFiles.map((name) => ({ $ref: `blocks/${name}` }));
  return page;
}

/** Rewrites file refs into local $defs, drops titles (names come from $defs keys) and the
 * discriminator scaffolding, so json2ts emits a clean `A | B` union. */
function localise(node: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => localise(item));
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    const annotation = [
      'title',
      'examples',
      '$schema',
      'defaultSnippets',
      'markdownDescription',
      'markdownEnumDescriptions',
    ].includes(key);
    if (annotation && !isPropertyMap) continue;
    if (isPropertyMap || key === '$defs') {
      out[key] = localise(value);
      continue;
    }
    if (key === '$ref' && typeof value === 'string') {
      const block = /blocks\/(.+)\.schema\.json$/.exec(value)?.[1];
      const def = /#\/\$defs\/(.+)$/.exec(value)?.[1];
      out.$ref = `#/$defs/${block ? blockName(block) : pascal(def ?? value)}`;
    } else out[key] = localise(value, key === 'properties' || key === '$defs');
  }
  // Validation runs with ajv's useDefaults, so a field with a default is always present after it.
  if (out.properties && typeof out.properties === 'object') {
    const withDefault = Object.entries(out.properties as Schema)
      .filter(([, property]) => (property as Schema).default !== undefined)
      .map(([name]) => name);
    if (withDefault.length > 0)
      out.required = [...new Set([...((out.required as string[]) ?? []), ...withDefault])];
  }
  if (out.discriminator) {
    delete out.discriminator;
    delete out.properties;
    delete out.required;
    delete out.type;
  }
  return out;
}

async function generate(page: Schema): Promise<string> {
  const section = read(join(schemaDir, 'section.schema.json'));
  const site = read(join(schemaDir, 'site.schema.json'));
  const defs: Schema = { Page: page, Site: { ...site, $defs: undefined } };
  for (const [name, def] of Object.entries(section.$defs as Schema)) defs[pascal(name)] = def;
  for (const [name, def] of Object.entries(site.$defs as Schema)) defs[pascal(name)] = def;
  for (const type of blockTypes) {
    const { $defs: local, ...block } = read(join(schemaDir, 'blocks', `${type}.schema.json`));
    defs[blockName(type)] = block;
    // A block's own $defs ("#/$defs/choice") are hoisted next to the shared ones.
    for (const [name, def] of Object.entries((local ?? {}) as Schema)) {
      if (defs[pascal(name)])
        throw new Error(`Schema definition "${name}" of block "${type}" clashes with another`);
      defs[pascal(name)] = def;
    }
  }
  // Collection entries (site-config/collections/<name>/) get their own types.
  for (const name of collectionNames) defs[collectionType(name)] = read(collectionFile(name));
  const root = localise({
    type: 'object',
    properties: { page: { $ref: '#/$defs/Page' }, site: { $ref: '#/$defs/Site' } },
    required: ['page', 'site'],
    additionalProperties: false,
    $defs: defs,
  }) as JSONSchema4;
  const body = await compile(root, 'SiteContent', {
    bannerComment: '/* Generated by `npm run gen:types` from schemas/. Do not edit by hand. */',
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true,
    format: false,
  });
  const templateCollections = ((page.properties as Schema).collection as Schema).enum;
  const footer = [
    'export type Section = Page["sections"][number];',
    'export type BlockType = Section["type"];',
    'export type BlockProps<T extends BlockType> = Extract<Section, { type: T }>;',
    '/** One per schemas/collections/<name>.schema.json: the folders of site-config/collections/. */',
    `export const collectionNames = ${JSON.stringify(collectionNames)} as const;`,
    'export interface CollectionData {',
    ...collectionNames.map((name) => `  ${name}: ${collectionType(name)};`),
    '}',
    '/** The collections a template page can generate routes from (page.schema.json "collection"). */',
    `export const templateCollections = ${JSON.stringify(templateCollections)} as const;`,
  ].join('\n');
  return format(`${body}\n${footer}\n`, {
    parser: 'typescript',
    printWidth: 100,
    singleQuote: true,
  });
}

const page = pageSchemaWithBlocks();
const pageText = `${await format(JSON.stringify(page), { parser: 'json', printWidth: 100 })}`;
const types = await generate(page);
if (check) {
  const stale = [
    readFileSync(pageFile, 'utf8') !== pageText && 'schemas/page.schema.json (block list)',
    readFileSync(outFile, 'utf8') !== types && 'src/content/types.generated.ts',
  ].filter(Boolean);
  if (stale.length > 0) {
    console.error(
      `Stale generated files: ${stale.join(', ')}. Run \`npm run gen:types\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('Generated types and block list are up to date.');
} else {
  writeFileSync(pageFile, pageText);
  writeFileSync(outFile, types);
  console.log(`Wrote ${blockTypes.length} block types to src/content/types.generated.ts`);
}
