import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../content/types.generated';
import { topicsOf } from './topics';

const post = (category: string) => ({ category, tags: ['Chile'] }) as BlogPost;

describe('blog topics', () => {
  it('are the categories, by use, then alphabetically, with their counts, at most ten', () => {
    const posts = [post('IA'), post('Costos'), post('IA'), post('Chile')];
    expect(topicsOf(posts)).toEqual([
      { label: 'IA', count: 2 },
      { label: 'Chile', count: 1 },
      { label: 'Costos', count: 1 },
    ]);
    const many = Array.from({ length: 14 }, (_, index) => post(`Tema ${index}`));
    expect(topicsOf(many)).toHaveLength(10);
  });
});
