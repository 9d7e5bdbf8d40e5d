import type { BlogPost } from '../../content/types.generated';

/** The most used tags across posts, most frequent first, ties in alphabetical order. */
export function topTags(posts: readonly BlogPost[], limit = 10): string[] {
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'es'))
    .slice(0, limit)
    .map(([tag]) => tag);
}
