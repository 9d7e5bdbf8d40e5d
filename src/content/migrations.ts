// Page files carry a schemaVersion. When the page schema changes shape, a migration here
// rewrites old files (npm run migrate) instead of breaking them; the validator points at it.

import type { Page } from './types.generated';

type PageData = Record<string, unknown>;

export interface Migration {
  from: number;
  /** What changes, in Spanish, as printed by npm run migrate. */
  description: string;
  migrate(page: PageData): PageData;
}

/** The version schemas/page.schema.json declares (its `schemaVersion` const): typed by the
 * generated Page, so a schema bump without a bump here is a type error. */
export const currentPageVersion: Page['schemaVersion'] = 1;

export const migrations: Migration[] = [
  {
    from: 0,
    description:
      'Agrega "schemaVersion" y quita "meta.jsonLd": los datos estructurados ahora se derivan de la página (miga de pan, oficina local, punto de contacto).',
    migrate(page) {
      // Rebuilt key by key so the file keeps its order and reads the same after the rewrite.
      const out: PageData = {};
      for (const [key, value] of Object.entries(page)) {
        if (key === 'schemaVersion') continue;
        if (key === 'meta' && value && typeof value === 'object') {
          const { jsonLd: _jsonLd, ...meta } = value as PageData;
          out.meta = meta;
        } else out[key] = value;
        if (key === '$schema') out.schemaVersion = 1;
      }
      if (!('schemaVersion' in out)) return { schemaVersion: 1, ...out };
      return out;
    },
  },
];

export function pageVersion(page: PageData): number {
  return typeof page.schemaVersion === 'number' ? page.schemaVersion : 0;
}

/** Applies every migration from the page's version up to the current one. */
export function migratePage(page: PageData): { page: PageData; applied: Migration[] } {
  let current = page;
  const applied: Migration[] = [];
  for (const migration of migrations) {
    if (pageVersion(current) !== migration.from) continue;
    current = migration.migrate(current);
    applied.push(migration);
  }
  return { page: current, applied };
}
