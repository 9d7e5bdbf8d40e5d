// Which collections a page reads while it renders: listing blocks, entry pages and whatever a
// future block does. Recorded, not declared, so the incremental build knows which pages to
// render again when a collection changes without a list to keep in step with the blocks.
import type { Collections } from '../../../src/content/collections';

export interface TrackedCollections {
  collections: Collections;
  /** Names read so far; enumerating the collections counts as reading all of them. */
  read: Set<string>;
}

export function trackCollections(collections: Collections): TrackedCollections {
  const read = new Set<string>();
  const readAll = () => Object.keys(collections).forEach((name) => read.add(name));
  const proxy = new Proxy(collections, {
    get(target, name, receiver) {
      if (typeof name === 'string' && Object.hasOwn(target, name)) read.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
    has(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      readAll();
      return Reflect.ownKeys(target);
    },
  });
  return { collections: proxy, read };
}
