// What a static block may read besides its own section: the collections, and on a page
// generated from a template, which entry it shows. Islands never receive this (it is not
// serialised into the page).
import type { CollectionName, Collections } from './collections';
import { entryPath, type EntryRef, type EntryRoutes } from './expand';

export interface BlockContent {
  collections: Collections;
  /** Each collection's template path, for links to its entries (see entryHref). */
  routes: EntryRoutes;
  entry?: EntryRef;
}

/** The link to an entry's page, from its collection's template path. */
export function entryHref(
  content: BlockContent | undefined,
  collection: CollectionName,
  slug: string,
): string | undefined {
  return content && entryPath(content.routes, collection, slug);
}

/** The entry a template page shows. The block catalogue, which has no entry, shows the first
 * one as a sample; the validator makes sure real pages use these blocks on their template. */
export function entryFor<N extends CollectionName>(
  content: BlockContent | undefined,
  collection: N,
): Collections[N][number] | undefined {
  if (!content) return undefined;
  const entries = content.collections[collection] as Collections[N][number][];
  const ref = content.entry;
  if (ref?.collection === collection) return entries.find((entry) => entry.slug === ref.slug);
  return entries[0];
}

export interface WithContent {
  content?: BlockContent;
}
