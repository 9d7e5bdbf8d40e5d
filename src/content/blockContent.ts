// What a static block may read besides its own section: the collections, and on a page
// generated from a template, which entry it shows. Islands never receive this (it is not
// serialised into the page).
import type { CollectionName, Collections } from './collections';
import { entryPath, type EntryRef, type EntryRoutes } from './expand';
import type { Page } from './types.generated';

export interface BlockContent {
  collections: Collections;
  /** Each collection's template path, for links to its entries (see entryHref). */
  routes: EntryRoutes;
  /** The page that shows the team, for links to a person's card (a byline). */
  teamPath?: string;
  entry?: EntryRef;
}

/** The path of the first page with a team section. */
export function teamPathOf(pages: readonly { page: Page }[]): string | undefined {
  return pages.find(({ page }) => page.sections.some((section) => section.type === 'team'))?.page
    .path;
}

/** The team member of that name, if there is one (an article's author, say). */
export function memberNamed(content: BlockContent | undefined, name: string) {
  return content?.collections.team.find((entry) => entry.data.name === name);
}

/** The id of a team member's card on the team page. */
export const memberCardId = (slug: string) => `equipo-${slug}`;

/** A link to a team member's card, when the team is shown on a page. */
export function memberHref(
  content: BlockContent | undefined,
  member: { slug: string } | undefined,
): string | undefined {
  return member && content?.teamPath
    ? `${content.teamPath}#${memberCardId(member.slug)}`
    : undefined;
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
