// Template pages (path ending in /:slug, with a `collection`) become one page per entry of that
// collection, plus a not-found page for unknown slugs. Placeholders in meta and breadcrumb texts,
// {field} or {field:max}, take the entry's field, cut to max characters.
import { truncate } from '../lib/truncate';
import { sortCollections, type CollectionName, type Collections } from './collections';
import type { Page } from './types.generated';

export const slugParam = ':slug';

export interface EntryRef {
  collection: CollectionName;
  slug: string;
  /** The entry's file, where a problem with its generated page is fixed. */
  file: string;
}

export interface ResolvedPage {
  /** The page file it comes from. */
  file: string;
  page: Page;
  entry?: EntryRef;
}

export const isTemplate = (page: Page) => page.path.endsWith(`/${slugParam}`);

/** Where each collection's entries live: the path of its template page (blog → /blog/:slug).
 * The one place a link to an entry gets its prefix, so a renamed template moves every link. */
export type EntryRoutes = Partial<Record<CollectionName, string>>;

export function entryRoutes(templates: readonly { page: Page }[]): EntryRoutes {
  return Object.fromEntries(
    templates.flatMap(({ page }) => (page.collection ? [[page.collection, page.path]] : [])),
  );
}

/** The path of one entry's page, e.g. /blog/mi-articulo; undefined when its collection has no
 * template page (the entry then has no page to link to). */
export function entryPath(
  routes: EntryRoutes,
  collection: CollectionName,
  slug: string,
): string | undefined {
  return routes[collection]?.replace(slugParam, slug);
}

const placeholder = /\{([a-zA-Z]+)(?::(\d+))?\}/g;

/** The placeholder fields a text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1] ?? '');
}

export function fillPlaceholders(text: string, fields: Record<string, unknown>): string {
  return text.replace(placeholder, (whole, name: string, max?: string) => {
    const value = fields[name];
    if (typeof value !== 'string' && typeof value !== 'number') return whole;
    return max ? truncate(String(value), Number(max)) : String(value);
  });
}

function entryPage(template: Page, slug: string, fields: Record<string, unknown>): Page {
  const fill = (text: string) => fillPlaceholders(text, fields);
  return {
    ...template,
    path: template.path.replace(slugParam, slug),
    meta: {
      ...template.meta,
      title: fill(template.meta.title),
      description: fill(template.meta.description),
      ...(template.meta.ogImage && { ogImage: fill(template.meta.ogImage) }),
    },
    breadcrumb: template.breadcrumb?.map((item) => ({ ...item, text: fill(item.text) })),
  };
}

/** The page shown, with status 404, for a slug the collection does not have. */
export function notFoundPage(template: Page): Page {
  const message = template.notFound ?? {
    title: 'Página no encontrada',
    text: 'El contenido que buscas no existe o cambió de dirección.',
    action: { label: 'Volver al inicio', href: '/', variant: 'primary' as const },
  };
  return {
    $schema: template.$schema,
    schemaVersion: template.schemaVersion,
    path: template.path.replace(slugParam, '404'),
    meta: { title: message.title, description: message.text, noindex: true },
    breadcrumb: template.breadcrumb?.slice(0, -1).concat({ text: message.title }),
    sections: [
      {
        type: 'hero',
        background: 'default',
        spacing: 'lg',
        art: 'notFound',
        title: message.title,
        lead: message.text,
        actions: [message.action],
      },
    ],
  };
}

/** The site the renderer reads, from validated pages and entries: collections in their order
 * (newest article first, cases and services by `order`), one page per entry of each template,
 * and the templates themselves for their not-found routes. */
export function resolveSite(
  pages: readonly { file: string; page: Page }[],
  collections: Collections,
): { pages: ResolvedPage[]; templates: ResolvedPage[]; collections: Collections } {
  const sorted = sortCollections(collections);
  return {
    pages: expandPages(pages, sorted),
    templates: pages.filter(({ page }) => isTemplate(page)),
    collections: sorted,
  };
}

export function expandPages(
  pages: readonly { file: string; page: Page }[],
  collections: Collections,
): ResolvedPage[] {
  return pages.flatMap(({ file, page }) => {
    if (!isTemplate(page) || !page.collection) return [{ file, page }];
    const collection = page.collection;
    return collections[collection].map((entry) => ({
      file,
      page: entryPage(page, entry.slug, entry.data as unknown as Record<string, unknown>),
      entry: { collection, slug: entry.slug, file: entry.file },
    }));
  });
}
