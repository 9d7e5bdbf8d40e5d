// Node has no localStorage: a Map stands in for the browser's storage, fresh for each test.
import { afterEach, beforeEach } from 'vitest';

/** Installs the stand-in around each test of the file; returns its items to inspect. */
export function withMemoryStorage(): Map<string, string> {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });
  return items;
}
