import type { BlogPost } from '../../content/types.generated';

export interface Topic {
  label: string;
  count: number;
}

/** The topics the blog filters by: the posts' categories, most used first, ties in alphabetical
 * order, at most `limit`. Categories, not tags, because a card shows its category: the chip a
 * reader picks then names every card it keeps (with tags, "Costos" kept cards labelled Startups,
 * Negocios and Modernización: design review 23). */
export function topicsOf(posts: readonly BlogPost[], limit = 10): Topic[] {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'es'))
    .slice(0, limit)
    .map(([label, count]) => ({ label, count }));
}
