import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { figureTable, labelTableCells, tableLabel } from './tableLabel';

const el = (tagName: string, children: Element['children']): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });

describe('tableLabel', () => {
  it('names a table by its column headings', () => {
    const table = el('table', [
      el('thead', [
        el('tr', [el('th', [text('Tipo de app')]), el('th', [el('strong', [text('Plazo')])])]),
      ]),
      el('tbody', [el('tr', [el('td', [text('Básica')]), el('td', [text('2-3 meses')])])]),
    ]);
    expect(tableLabel(table)).toBe('Tabla: Tipo de app, Plazo');
  });

  it("falls back to 'Tabla' without headings", () => {
    expect(tableLabel(el('table', []))).toBe('Tabla');
    expect(tableLabel(undefined)).toBe('Tabla');
  });
});

describe('figureTable', () => {
  const th = (label: string, align?: string) => ({
    ...el('th', [text(label)]),
    properties: align ? { align } : {},
  });
  const head = (...cells: Element[]) => el('table', [el('thead', [el('tr', cells)])]);

  it('is a table of figures when every column after the first is aligned right', () => {
    expect(figureTable(head(th('Partida'), th('ERP', 'right'), th('Híbrido', 'right')))).toBe(true);
    expect(figureTable(head(th('Partida'), th('ERP', 'right'), th('Notas')))).toBe(false);
    expect(figureTable(head(th('Partida')))).toBe(false);
    expect(figureTable(undefined)).toBe(false);
  });
});

const bodyRows = (table: Element) =>
  ((table.children[0] as Element).children as Element[]).map((row) => row.children as Element[]);

describe('labelTableCells', () => {
  it('gives each body cell its column heading and each table part its role', () => {
    const table = el('table', [
      el('thead', [el('tr', [el('th', [text('Tipo de app')]), el('th', [text('Plazo')])])]),
      el('tbody', [el('tr', [el('td', [text('Básica')]), el('td', [text('2-3 meses')])])]),
    ]);
    labelTableCells()({ type: 'root', children: [el('div', [table])] });
    const [head, body] = table.children as Element[];
    const [cell, nextCell] = ((body?.children[0] as Element).children ?? []) as Element[];
    expect(table.properties.role).toBe('table');
    expect(head?.properties.role).toBe('rowgroup');
    expect((head?.children[0] as Element).properties.role).toBe('row');
    expect(((head?.children[0] as Element).children[0] as Element).properties.role).toBe(
      'columnheader',
    );
    expect(cell?.properties).toMatchObject({ role: 'cell', dataLabel: 'Tipo de app' });
    expect(nextCell?.properties).toMatchObject({ role: 'cell', dataLabel: 'Plazo' });
  });

  it('keeps the cells of a column of short values on one line, lets a long column wrap, and marks prices', () => {
    const row = (...cells: string[]) =>
      el(
        'tr',
        cells.map((value) => el('td', [text(value)])),
      );
    const table = el('table', [
      el('tbody', [
        row('Compleja', '$12M-$25M CLP', 'App con reservas'),
        row('Básica', '$3M-$5M CLP', 'Varios tipos de usuario, geolocalización en tiempo real'),
      ]),
    ]);
    labelTableCells()({ type: 'root', children: [table] });
    const classes = bodyRows(table).map((cells) => cells.map((cell) => cell.properties.className));
    expect(classes).toEqual([
      [['nowrap'], ['nowrap', 'amount'], undefined],
      [['nowrap'], ['nowrap', 'amount'], undefined],
    ]);
  });

  it('marks a first column of bare numbers as a rank, so a phone card can read "Prioridad 1"', () => {
    const table = (...firsts: string[]) =>
      el('table', [
        el('thead', [el('tr', [el('th', [text('Prioridad')]), el('th', [text('Medida')])])]),
        el(
          'tbody',
          firsts.map((first) => el('tr', [el('td', [text(first)]), el('td', [text('MFA')])])),
        ),
      ]);
    const numbered = table('1', ' 2 ', '10');
    const named = table('1', 'Alta');
    labelTableCells()({ type: 'root', children: [numbered, named] });
    const cells = (of: Element) =>
      ((of.children[1] as Element).children as Element[]).map((row) => row.children as Element[]);
    for (const [first, second] of cells(numbered)) {
      expect(first?.properties.dataNumbered).toBe('');
      // Its number in a disc.
      expect(first?.children).toMatchObject([
        { tagName: 'span', properties: { className: ['rank'] } },
      ]);
      expect(second?.properties.dataNumbered).toBeUndefined();
    }
    for (const [first] of cells(named)) expect(first?.properties.dataNumbered).toBeUndefined();
  });
});
