// One way for block tests to go from a section to what a visitor reads: the section as written in
// JSON → a page around it → schema defaults filled in by validation → rendered to HTML with the
// environment the renderer gives it (the fixture site) → visible text.
import { CacheProvider } from '@emotion/react';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageEnv } from '../../src/blocks/blockEnv';
import { blockProps, entryOf } from '../../src/blocks/registry';
import { teamPathOf, type BlockContent } from '../../src/content/blockContent';
import { islandContext } from '../../src/content/islandContext';
import { entryRoutes } from '../../src/content/expand';
import { currentPageVersion } from '../../src/content/migrations';
import type { BlockProps, BlockType, Section } from '../../src/content/types.generated';
import { loadSchemas } from '../../src/content/validate/schemas';
import { createEmotionCache } from '../../src/theme/emotionCache';
import { fixturePage, fixtureSite } from './fixtureSite';

/** A minimal page around one section, as a marketer would write it. */
export function pageWith(section: object | undefined) {
  return {
    $schema: '',
    schemaVersion: currentPageVersion,
    path: '/ejemplo',
    meta: {
      title: 'Ejemplo de bloque',
      description: 'Una descripción de prueba con largo suficiente para la validación.',
    },
    sections: [structuredClone(section) as object],
  };
}

/** A section of `type` as written in JSON, completed with its schema defaults by validation. */
export function sectionOf<T extends BlockType>(type: T, fields: object): BlockProps<T> {
  const page = pageWith({ type, ...fields });
  const validate = loadSchemas().page;
  if (!validate(page)) throw new Error(JSON.stringify(validate.errors));
  return page.sections[0] as BlockProps<T>;
}

/** What the renderer gives a block of a fixture-site page. */
export const fixtureEnv: PageEnv = {
  site: fixtureSite.site,
  content: {
    collections: fixtureSite.collections,
    routes: entryRoutes(fixtureSite.templates),
    teamPath: teamPathOf(fixtureSite.pages),
  },
  context: islandContext(fixtureSite.site),
};

/** Server HTML of any element, styles left out. */
export function renderHtml(element: ReactElement): string {
  return renderToString(
    createElement(CacheProvider, { value: createEmotionCache() }, element),
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** A section rendered through the registry, with the props the page renderer would give it. */
export async function renderSection(
  section: Section,
  content: BlockContent = fixtureEnv.content,
): Promise<string> {
  const Component = (await entryOf(section.type).load()).default;
  return renderHtml(createElement(Component, blockProps(section, { ...fixtureEnv, content })));
}

/**
 * What a visitor (or a screen reader) gets: the text, tags stripped, plus the images' alt.
 * Decorative drawings (an SVG hidden from screen readers) are left out, labels and all.
 */
export function visibleText(html: string): string {
  const alts = [...html.matchAll(/alt="([^"]*)"/g)].map((match) => match[1]);
  const text = html
    .replace(/<svg[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/svg>/g, ' ')
    .replace(/<!-- -->/g, '')
    // Inline elements join the words around them ("<strong>Ana</strong>, CTO" reads "Ana, CTO");
    // any other tag separates them.
    .replace(/<\/?(?:strong|em|b|i)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
  return `${text} ${alts.join(' ')}`.replace(/\s+/g, ' ').trim();
}

/** For blocks that show one collection entry: the section and entry of a generated fixture page. */
export function templateSection<T extends BlockType>(path: string, type: T) {
  const resolved = fixturePage(path);
  if (!resolved.entry) throw new Error(`${path} must come from a template page`);
  const block = resolved.page.sections.find((section) => section.type === type) as BlockProps<T>;
  return {
    block,
    entry: resolved.entry,
    content: { ...fixtureEnv.content, entry: resolved.entry },
  };
}
