// The accessible name of an article table: its column headings, which say what it compares.
// And, on each body cell, its column's heading: a phone shows every row as a card of
// heading/value pairs (ScrollTable), which needs the heading beside each value.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { textOf } from './hastText';

const elements = (nodes: (RootContent | ElementContent)[]): Element[] =>
  nodes.filter((node): node is Element => node.type === 'element');

const find = (node: Element, tag: string): Element | undefined =>
  elements(node.children).find((child) => child.tagName === tag);

const headingsOf = (table: Element): string[] => {
  const row = find(find(table, 'thead') ?? table, 'tr');
  return elements(row?.children ?? []).map((cell) => textOf(cell).trim());
};

/** Whether every column after the first is aligned right (`---:` in Markdown): a table of
 *  figures, a row's label then amounts, as a cost comparison is. */
export function figureTable(table: Element | undefined): boolean {
  const row = table && find(find(table, 'thead') ?? table, 'tr');
  const cells = elements(row?.children ?? []).slice(1);
  return cells.length > 0 && cells.every((cell) => cell.properties.align === 'right');
}

/** How many columns a table has, by its first header row. */
export const tableColumns = (table: Element | undefined): number =>
  table ? headingsOf(table).length : 0;

/** 'Tabla: Tipo de app, Plazo estimado, …' from a table's first header row; 'Tabla' without one. */
export function tableLabel(table: Element | undefined): string {
  const headings = table ? headingsOf(table).filter(Boolean) : [];
  return headings.length > 0 ? `Tabla: ${headings.join(', ')}` : 'Tabla';
}

/** Gives each body cell its column's heading as `data-label` (and `data-numbered` to a first
 *  column of bare numbers), and every table part its ARIA
 *  role: a phone lays the rows out as blocks, which would otherwise drop the table semantics in
 *  some screen readers. The cells of a column of short values ("2-3 meses", "$12M-$25M CLP")
 *  keep to one line, so a long column wraps instead and a price never leaves its currency on a
 *  line of its own. A rehype plugin. */
export function labelTableCells() {
  const visit = (node: Root | Element) => {
    for (const child of elements(node.children)) {
      if (child.tagName === 'table') labelTable(child);
      else visit(child);
    }
  };
  return visit;
}

const roles: Record<string, string> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

/** The longest value, in characters, that still counts as short. */
const shortValue = 20;

/** A price ("$3M-$5M CLP", "US$ 40.000", "120 UF"): set in bold, as what a reader scans the
 *  table for. In the text's weight, the prices read as one more note (review 88B). */
const amount = /^(?:US)?\$|\b(?:CLP|UF|USD)$/;

function bodyRows(node: Element): Element[] {
  return elements(node.children).flatMap((child) =>
    child.tagName === 'tr' ? [child] : child.tagName === 'thead' ? [] : bodyRows(child),
  );
}

/** A first column of bare numbers ("1", "2"...) is a rank: each number in a disc, and on a phone
 * the row's card is headed by the column's heading before it ("Prioridad 1"): a bare "1" read
 * as a stray figure (design review 9). */
const bareNumber = /^\d+$/;

function labelTable(table: Element): void {
  const headings = headingsOf(table);
  const long = new Set<number>();
  const rows = bodyRows(table);
  for (const row of rows)
    elements(row.children).forEach((cell, index) => {
      if (textOf(cell).trim().length > shortValue) long.add(index);
    });
  const numbered =
    rows.length > 0 &&
    rows.every((row) => bareNumber.test(textOf(elements(row.children)[0] ?? row).trim()));
  const walk = (node: Element) => {
    const role = roles[node.tagName];
    if (role) node.properties.role = role;
    if (node.tagName === 'tr')
      elements(node.children).forEach((cell, index) => {
        if (cell.tagName !== 'td') return;
        if (headings[index]) cell.properties.dataLabel = headings[index];
        const classes = [
          ...(long.has(index) ? [] : ['nowrap']),
          ...(amount.test(textOf(cell).trim()) ? ['amount'] : []),
        ];
        if (classes.length > 0) cell.properties.className = classes;
        if (index === 0 && numbered && headings[0]) {
          cell.properties.dataNumbered = '';
          // Drawn as a rank's disc, in the column's width and not a heading's (review 49A).
          cell.children = [
            {
              type: 'element',
              tagName: 'span',
              properties: { className: ['rank'] },
              children: cell.children,
            },
          ];
        }
      });
    elements(node.children).forEach(walk);
  };
  walk(table);
}
