import { describe, expect, it } from 'vitest';
import { emptyCollections } from '../../../src/content/collections';
import { trackCollections } from './trackCollections';

describe('collections read while a page renders', () => {
  it('records each collection read, and only those', () => {
    const tracked = trackCollections(emptyCollections());
    expect(tracked.collections.blog).toEqual([]);
    void tracked.collections.team.length;
    expect([...tracked.read].sort()).toEqual(['blog', 'team']);
  });

  it('counts enumerating or testing for a collection as reading it', () => {
    const listed = trackCollections(emptyCollections());
    void Object.values(listed.collections);
    expect([...listed.read].sort()).toEqual(['blog', 'cases', 'services', 'team']);
    const tested = trackCollections(emptyCollections());
    void ('cases' in tested.collections);
    expect([...tested.read]).toEqual(['cases']);
  });
});
