// Every section of a page becomes one element, reading the registry once per section: a static
// block is the component itself with its props; an interactive block is rendered out of tree
// and placed as an island (markup and props the loader hydrates).
import { createElement, type ReactElement } from 'react';
import type { PageEnv } from '../../blocks/blockEnv';
import { blockProps, entryOf, type AnyBlockComponent } from '../../blocks/registry';
import type { BlockType, Section } from '../../content/types.generated';
import { Island } from './Island';
import { renderIsland, type IslandOptions } from './renderIsland';

export interface PageBlocks {
  /** One element per section, in order. */
  elements: ReactElement[];
  /** Files the page refers to (large island props), as path under the site root → content. */
  files: Map<string, string>;
  /** The server markup of each island, which the client renders again when it hydrates. */
  islandHtml: string[];
}

/** Each block type's component, loaded once per page. */
async function loadComponents(
  sections: readonly Section[],
): Promise<Map<BlockType, AnyBlockComponent>> {
  const types = [...new Set(sections.map((section) => section.type))];
  const loaded = await Promise.all(
    types.map(async (type) => [type, (await entryOf(type).load()).default] as const),
  );
  return new Map(loaded);
}

export async function blockElements(
  sections: readonly Section[],
  env: PageEnv,
  options: IslandOptions,
): Promise<PageBlocks> {
  const components = await loadComponents(sections);
  const files = new Map<string, string>();
  const islandHtml: string[] = [];
  let islandCount = 0;
  const elements = sections.map((section) => {
    const Component = components.get(section.type) as AnyBlockComponent;
    const props = blockProps(section, env);
    const trigger = entryOf(section.type).interactive;
    if (!trigger) return createElement(Component, props);
    // Ids count the page's islands from 0, in section order.
    const id = `island-${islandCount++}`;
    const { island, file } = renderIsland(
      { id, type: section.type, trigger },
      Component,
      props,
      options,
    );
    if (file) files.set(file.path, file.content);
    islandHtml.push(island.html);
    return <Island {...island} />;
  });
  return { elements, files, islandHtml };
}
