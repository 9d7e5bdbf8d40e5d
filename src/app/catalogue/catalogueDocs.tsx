import type { Catalogue } from '../../content/catalogue';
import type { Section } from '../../content/types.generated';
import { BlockDoc } from './BlockDoc';
import { CatalogueIntro } from './CatalogueIntro';

/** What the catalogue page shows before its sections: its title, index, common fields and icons
 * before the first, and each block's documentation before the first of its examples. */
export function catalogueDocs({ entries, common, icons }: Catalogue) {
  const firstIndex = new Map<string, number>();
  let index = 0;
  for (const entry of entries) {
    firstIndex.set(entry.type, index);
    index += entry.examples.length;
  }
  return (section: Section, position: number) => {
    if (firstIndex.get(section.type) !== position) return null;
    const entry = entries.find((candidate) => candidate.type === section.type);
    if (!entry) return null;
    return (
      <>
        {position === 0 && <CatalogueIntro entries={entries} common={common} icons={icons} />}
        <BlockDoc entry={entry} />
      </>
    );
  };
}
