// The accessible name of an article table: its column headings, which say what it compares.
import type { Element, ElementContent } from 'hast';

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

const find = (node: Element, tag: string): Element | undefined =>
  node.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === tag,
  );

/** 'Tabla: Tipo de app, Plazo estimado, …' from a table's first header row; 'Tabla' without one. */
export function tableLabel(table: Element | undefined): string {
  const row = table && find(find(table, 'thead') ?? table, 'tr');
  const headings = (row?.children ?? [])
    .filter((cell): cell is Element => cell.type === 'element')
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  return headings.length > 0 ? `Tabla: ${headings.join(', ')}` : 'Tabla';
}
