import type { CatalogueEntry } from '../../content/catalogue';
import type { Section } from '../../content/types.generated';
import { BlockDoc } from './BlockDoc';

/** Puts each block's documentation before the first of its examples. */
export function catalogueDocs(entries: CatalogueEntry[]) {
  const firstIndex = new Map<string, number>();
  let index = 0;
  for (const entry of entries) {
    firstIndex.set(entry.type, index);
    index += entry.examples.length;
  }
  return (section: Section, position: number) => {
    if (firstIndex.get(section.type) !== position) return null;
    const entry = entries.find((candidate) => candidate.type === section.type);
    return entry ? <BlockDoc entry={entry} /> : null;
  };
}
