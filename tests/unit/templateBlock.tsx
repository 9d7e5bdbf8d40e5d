// For tests of the blocks that show one collection entry (caseDetail, serviceDetail): the section
// and entry of a real generated page, and what a visitor reads once it renders.
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readConfigSources } from '../../src/content/load';
import type { BlockProps, BlockType } from '../../src/content/types.generated';
import { validateConfig } from '../../src/content/validate';
import { createEmotionCache } from '../../src/theme/emotionCache';

const { config } = validateConfig(readConfigSources());
if (!config) throw new Error('site-config must be valid for these tests');
export const site = config;

/** The section of `type` on the page generated at `path`, labels filled in by the schema. */
export function templateSection<T extends BlockType>(path: string, type: T) {
  const resolved = site.pages.find(({ page }) => page.path === path);
  if (!resolved?.entry) throw new Error(`${path} must come from a template page`);
  const block = resolved.page.sections.find((section) => section.type === type) as BlockProps<T>;
  return {
    block,
    entry: resolved.entry,
    content: { collections: site.collections, entry: resolved.entry },
  };
}

/** What a visitor (or a screen reader) gets: the text, tags stripped, plus the images' alt. */
export function visibleText(element: ReactElement): string {
  const html = renderToString(
    <CacheProvider value={createEmotionCache()}>{element}</CacheProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const alts = [...html.matchAll(/alt="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
  return `${text} ${alts.join(' ')}`.replace(/\s+/g, ' ');
}
