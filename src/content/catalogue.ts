// The block catalogue (/_bloques): every block type with its documentation, generated from its
// schema, and its examples completed with schema defaults so they render like real content.
import type { AnySchemaObject } from 'ajv';
import { currentPageVersion } from './migrations';
import type { Section } from './types.generated';
import { loadSchemas } from './validate/schemas';

export const cataloguePath = '/_bloques';

export interface FieldDoc {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface CatalogueEntry {
  type: string;
  title: string;
  description: string;
  fields: FieldDoc[];
  /** Examples as written in the schema: what a marketer copies. */
  snippets: object[];
  /** The same examples with schema defaults filled in: what renders. */
  examples: Section[];
}

type Lookup = (ref: string) => AnySchemaObject | undefined;

function typeLabel(schema: AnySchemaObject, lookup: Lookup): string {
  const resolved = schema.$ref ? { ...lookup(schema.$ref), ...schema } : schema;
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (Array.isArray(resolved.enum))
    return `uno de: ${resolved.enum.map((value: unknown) => JSON.stringify(value)).join(', ')}`;
  if (resolved.format === 'link') return 'enlace';
  switch (resolved.type) {
    case 'string':
      return 'texto';
    case 'number':
      return 'número';
    case 'integer':
      return 'número entero';
    case 'boolean':
      return 'true o false';
    case 'array':
      return `lista de ${resolved.items ? typeLabel(resolved.items as AnySchemaObject, lookup) : 'valores'}`;
    case 'object':
      return resolved.title ? `objeto (${String(resolved.title).toLowerCase()})` : 'objeto';
    default:
      return 'valor';
  }
}

export function buildCatalogue(): CatalogueEntry[] {
  const { blocks, sharedDefs, page: validatePage } = loadSchemas();
  const lookup: Lookup = (ref) => sharedDefs[ref.split('/').at(-1) ?? ''];
  return [...blocks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, schema]) => {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const properties = (schema.properties ?? {}) as Record<string, AnySchemaObject>;
      const fields = Object.entries(properties).map(([name, property]) => ({
        name,
        type: typeLabel(property, lookup),
        required: required.has(name),
        description: String(
          property.description ?? (property.$ref ? (lookup(property.$ref)?.description ?? '') : ''),
        ),
      }));
      const snippets = (schema.examples as object[] | undefined) ?? [];
      const examples = snippets.map((example) => {
        // Validating a one-section page fills the schema defaults in, as for real pages.
        const page = {
          $schema: '',
          schemaVersion: currentPageVersion,
          path: '/x',
          meta: { title: 'xxxxxxxxxx', description: 'x'.repeat(50) },
          sections: [structuredClone(example)],
        };
        if (!validatePage(page)) throw new Error(`The example of block "${type}" is not valid`);
        return page.sections[0] as Section;
      });
      return {
        type,
        title: String(schema.title),
        description: String(schema.description ?? ''),
        fields,
        snippets,
        examples,
      };
    });
}
