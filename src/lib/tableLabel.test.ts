import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { tableLabel } from './tableLabel';

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
