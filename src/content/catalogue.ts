// The block catalogue (/_bloques): every block type with its documentation, generated from its
// schema, and its examples completed with schema defaults so they render like real content.
import type { AnySchemaObject } from 'ajv';
import { blockGroup, catalogueGroups, type CatalogueGroupId } from './catalogueGroups';
import { describeFields, sharedFieldNames, type FieldDoc } from './catalogueFields';
import { currentPageVersion } from './migrations';
import type { BlockType, Page, Section } from './types.generated';
import { loadSchemas } from './validate/schemas';

export type { FieldDoc } from './catalogueFields';

export const cataloguePath = '/_bloques';

export interface CatalogueEntry {
  type: BlockType;
  title: string;
  description: string;
  group: CatalogueGroupId;
  /** The block's own fields; the ones every section has are documented once, in `common`. */
  fields: FieldDoc[];
  /** Examples as written in the schema: what a marketer copies. */
  snippets: object[];
  /** The same examples with schema defaults filled in: what renders. */
  examples: Section[];
}

export interface Catalogue {
  /** Blocks in shelf order (catalogueGroups), alphabetical within a shelf. */
  entries: CatalogueEntry[];
  /** Fields every block has (id, background, spacing). */
  common: FieldDoc[];
  /** The icon names content may use (schemas/section.schema.json $defs/icon). */
  icons: string[];
}

const groupOrder = new Map<string, number>(catalogueGroups.map(({ id }, index) => [id, index]));

function withDefaults(type: string, example: object, validatePage: (data: unknown) => boolean) {
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
}

export function buildCatalogue(): Catalogue {
  const { blocks, sharedDefs, page: validatePage } = loadSchemas();
  const entries = [...blocks.entries()]
    .map(([name, schema]): CatalogueEntry => {
      const type = name as BlockType;
      const local = (schema.$defs ?? {}) as Record<string, AnySchemaObject>;
      const lookup = (ref: string) => {
        const key = ref.split('/').at(-1) ?? '';
        return ref.startsWith('#') ? local[key] : sharedDefs[key];
      };
      const snippets = (schema.examples as object[] | undefined) ?? [];
      return {
        type,
        title: String(schema.title),
        description: String(schema.description ?? ''),
        group: blockGroup[type],
        fields: describeFields(schema, lookup).filter(
          (field) => field.name !== 'type' && !sharedFieldNames.includes(field.name),
        ),
        snippets,
        examples: snippets.map((example) => withDefaults(type, example, validatePage)),
      };
    })
    .sort(
      (a, b) =>
        (groupOrder.get(a.group) ?? 0) - (groupOrder.get(b.group) ?? 0) ||
        a.type.localeCompare(b.type),
    );
  const sectionDefs = { properties: sharedDefs } as AnySchemaObject;
  const common = describeFields(
    sectionDefs,
    (ref) => sharedDefs[ref.split('/').at(-1) ?? ''],
  ).filter((field) => sharedFieldNames.includes(field.name));
  return { entries, common, icons: (sharedDefs.icon?.enum as string[] | undefined) ?? [] };
}

let built: Catalogue | undefined;

/** The catalogue, built once per process: the schemas do not change while it runs. */
export function catalogue(): Catalogue {
  built ??= buildCatalogue();
  return built;
}

/** The examples as one page's sections. An example's anchor (id) is kept unless a block's own
 * anchor (#faq) or an earlier example already uses it, so every id on the page is unique. */
export function catalogueSections(entries: readonly CatalogueEntry[]): Section[] {
  const taken = new Set<string>(entries.map(({ type }) => type));
  return entries.flatMap(({ examples }) =>
    examples.map((example) => {
      if (!example.id || !taken.has(example.id)) {
        if (example.id) taken.add(example.id);
        return example;
      }
      const { id: _dropped, ...rest } = example;
      return rest as Section;
    }),
  );
}

/** The block catalogue as a page: every example, shelf by shelf, never indexed. */
export function cataloguePage(entries: readonly CatalogueEntry[]): Page {
  return {
    $schema: '',
    schemaVersion: currentPageVersion,
    path: cataloguePath,
    meta: {
      title: 'Catálogo de bloques',
      description:
        'Todos los bloques disponibles para armar páginas, con sus campos y un ejemplo listo para copiar.',
      noindex: true,
    },
    breadcrumb: [{ text: 'Inicio', url: '/' }, { text: 'Catálogo de bloques' }],
    sections: catalogueSections(entries),
  };
}
