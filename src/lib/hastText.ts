import type { ElementContent } from 'hast';

/** The text of an HTML tree node (hast), its tags left out. */
export const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';
