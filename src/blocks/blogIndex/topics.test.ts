import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../content/types.generated';
import { topTags } from './topics';

const post = (tags: string[]) => ({ tags }) as BlogPost;

describe('blog topics', () => {
  it('orders tags by use, then alphabetically, and keeps the first ten', () => {
    const posts = [
      post(['IA', 'Chile', 'Costos']),
      post(['Chile', 'Legacy']),
      post(['Chile', 'IA']),
    ];
    expect(topTags(posts)).toEqual(['Chile', 'IA', 'Costos', 'Legacy']);
    const many = post(
      Array.from({ length: 14 }, (_, index) => `Tema ${String(index).padStart(2, '0')}`),
    );
    expect(topTags([many])).toHaveLength(10);
  });
});
