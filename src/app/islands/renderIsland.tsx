// Server half of an island: the block rendered on its own, out of the page tree, with an
// identifier prefix (so useId matches when the loader hydrates it alone), and the decision
// whether its props are inlined or written to their own file.
import { createHash } from 'node:crypto';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { AnyBlockComponent, AnyBlockProps, HydrationTrigger } from '../../blocks/registry';
import type { BlockType } from '../../content/types.generated';
import { identifierPrefix, serializeProps } from '../../islands/protocol';
import type { RenderedIsland } from './Island';

/** Props longer than this (characters of JSON) go to their own cacheable file in the build, so
 * a page's HTML stays within the first network round trip; the island fetches them when it
 * hydrates. */
export const externalPropsThreshold = 1500;

export interface IslandOptions {
  /** Shared with the page, so the island's critical CSS is extracted with the page's. */
  cache: EmotionCache;
  /** Write large props to their own files instead of inlining them (the build does). */
  externalProps?: boolean;
}

export interface IslandOutput {
  island: RenderedIsland;
  /** The props file, as path under the site root and content, when they are not inlined. */
  file?: { path: string; content: string };
}

export function renderIsland(
  island: { id: string; type: BlockType; trigger: HydrationTrigger },
  Component: AnyBlockComponent,
  props: AnyBlockProps,
  { cache, externalProps }: IslandOptions,
): IslandOutput {
  const html = renderToString(
    <CacheProvider value={cache}>{createElement(Component, props)}</CacheProvider>,
    { identifierPrefix: identifierPrefix(island.id) },
  );
  const json = serializeProps(props);
  if (!externalProps || json.length <= externalPropsThreshold)
    return { island: { ...island, html, props } };
  const path = `/assets/islands/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  return {
    island: { ...island, html, props, propsSrc: path },
    file: { path, content: JSON.stringify(props) },
  };
}
