// An article's outline: its sections (level-2 headings) with the anchor each one gets, so a
// table of contents can link to them. The anchors are made once here and given to the rendered
// headings by the rehype step below, from the same text, so the two always agree.
import type { Element, Root } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { textOf } from './hastText';
import { slug } from './slug';

export interface Section {
  id: string;
  text: string;
}

/** 'Rangos de precio según el tipo de app' → 'rangos-de-precio-segun-el-tipo-de-app'. */
export const anchorOf = (text: string): string => slug(text, 'seccion');

/** Anchors for headings in order: a repeated heading gets -2, -3… */
function anchors(texts: string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const anchor = anchorOf(text);
    const count = (seen.get(anchor) ?? 0) + 1;
    seen.set(anchor, count);
    return count === 1 ? anchor : `${anchor}-${count}`;
  });
}

/** The level-2 sections of a Markdown text. */
export function outlineOf(markdown: string): Section[] {
  const texts = fromMarkdown(markdown)
    .children.filter((node) => node.type === 'heading' && node.depth === 2)
    .map((node) => toString(node).trim());
  return sectionsOf(texts);
}

/** Sections for headings given as text (a rich text's parts), anchored as outlineOf does. */
export function sectionsOf(texts: string[]): Section[] {
  return anchors(texts).map((id, index) => ({ id, text: texts[index] ?? '' }));
}

/** A rehype step: each level-2 heading gets the anchor outlineOf gives it. */
export function anchorHeadings() {
  return (tree: Root) => {
    const headings = tree.children.filter(
      (node): node is Element => node.type === 'element' && node.tagName === 'h2',
    );
    const ids = anchors(headings.map((heading) => textOf(heading).trim()));
    headings.forEach((heading, index) => {
      heading.properties.id = ids[index];
    });
  };
}
