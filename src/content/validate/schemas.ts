// Loads every schema in schemas/ into one strict ajv instance. Each schema gets a file: $id
// computed from its path, so the relative $refs that editors follow also resolve here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { projectRoot } from '../load';
import { isValidLink } from './links';

// ajv-formats ships CommonJS; its default export arrives wrapped under Node ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

export const schemaDir = join(projectRoot, 'schemas');

export interface SchemaSet {
  page: ValidateFunction;
  site: ValidateFunction;
  /** Block schemas by their `type` constant. */
  blocks: Map<string, AnySchemaObject>;
  /** Collection entry schemas by collection name (schemas/collections/<name>.schema.json). */
  collections: Map<string, ValidateFunction>;
  /** The shared $defs of schemas/section.schema.json. */
  sharedDefs: Record<string, AnySchemaObject>;
}

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listSchemaFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

export function readSchema(path: string): AnySchemaObject {
  return JSON.parse(readFileSync(path, 'utf8')) as AnySchemaObject;
}

export function blockTypeOf(schema: AnySchemaObject): string {
  return (schema.properties as { type: { const: string } }).type.const;
}

/** The one limit for page titles: meta.title's maxLength in page.schema.json. */
export function titleMaxLength(): number {
  const page = loadSchemas().page.schema as {
    properties: { meta: { properties: { title: { maxLength: number } } } };
  };
  return page.properties.meta.properties.title.maxLength;
}

let cached: SchemaSet | undefined;

export function loadSchemas(): SchemaSet {
  if (cached) return cached;
  const ajv = new Ajv2020({
    strict: true,
    // A hero badge may be one text or a list of texts: `type: ["string", "array"]`.
    allowUnionTypes: true,
    allErrors: true,
    discriminator: true,
    verbose: true,
    useDefaults: true,
  });
  addFormats(ajv);
  ajv.addFormat('link', { type: 'string', validate: isValidLink });
  // VS Code's editor-help keywords: annotations for the editor, nothing for validation.
  ajv.addVocabulary(['defaultSnippets', 'markdownDescription', 'markdownEnumDescriptions']);
  const blocks = new Map<string, AnySchemaObject>();
  let sharedDefs: Record<string, AnySchemaObject> = {};
  for (const path of listSchemaFiles(schemaDir)) {
    const schema = readSchema(path);
    const rel = relative(schemaDir, path);
    if (rel.startsWith('blocks/')) blocks.set(blockTypeOf(schema), schema);
    if (rel === 'section.schema.json') sharedDefs = schema.$defs as Record<string, AnySchemaObject>;
    ajv.addSchema({ ...schema, $id: pathToFileURL(path).href });
  }
  const get = (name: string): ValidateFunction => {
    const validate = ajv.getSchema(pathToFileURL(join(schemaDir, name)).href);
    if (!validate) throw new Error(`Schema ${name} not found in ${schemaDir}`);
    return validate;
  };
  const collections = new Map(
    readdirSync(join(schemaDir, 'collections'))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => [name.replace('.schema.json', ''), get(`collections/${name}`)] as const),
  );
  cached = {
    page: get('page.schema.json'),
    site: get('site.schema.json'),
    blocks,
    collections,
    sharedDefs,
  };
  return cached;
}
