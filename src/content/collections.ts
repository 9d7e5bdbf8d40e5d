// Collections: entities that live one file per entry under site-config/collections/<name>/ and
// feed listing blocks and the routes generated from template pages (/blog/:slug...).
import { blogDateToIso } from './blogDate';
import { collectionNames, type CollectionData } from './types.generated';

// The names come from schemas/collections/ through the generated types: defined nowhere else.
export { collectionNames, templateCollections } from './types.generated';

export interface Entry<T> {
  /** The file name without extension: the slug of its URL. */
  slug: string;
  file: string;
  data: T;
  /** Markdown body of .md entries, and the line it starts on. */
  body?: string;
  bodyLine?: number;
}

export type CollectionName = (typeof collectionNames)[number];

export type Collections = { [N in CollectionName]: Entry<CollectionData[N]>[] };

export function isCollectionName(name: string): name is CollectionName {
  return (collectionNames as readonly string[]).includes(name);
}

export const emptyCollections = (): Collections =>
  Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as Collections;

/** Newest article first (ties by slug); every other collection by its `order` field. */
export function sortCollections(collections: Collections): Collections {
  const byOrder = <T extends { order: number }>(a: Entry<T>, b: Entry<T>) =>
    a.data.order - b.data.order || a.slug.localeCompare(b.slug);
  return {
    blog: [...collections.blog].sort(
      (a, b) =>
        blogDateToIso(b.data.date).localeCompare(blogDateToIso(a.data.date)) ||
        a.slug.localeCompare(b.slug),
    ),
    cases: [...collections.cases].sort(byOrder),
    services: [...collections.services].sort(byOrder),
    team: [...collections.team].sort(byOrder),
  };
}
