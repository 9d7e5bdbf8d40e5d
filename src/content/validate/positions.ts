// Maps JSON pointers to line and column with json-source-map, a maintained parser that keeps
// the location of every key and value.
import jsonSourceMap from 'json-source-map';
import { syntaxCause } from './jsonSyntax';

export interface Located {
  data: unknown;
  locate(pointer: string, at?: 'key' | 'value'): { line: number; column: number };
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
    /** How to fix it, when the cause is known; otherwise the caller's general advice. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export function parseLocated(text: string): Located {
  let parsed: ReturnType<typeof jsonSourceMap.parse>;
  try {
    parsed = jsonSourceMap.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(detail)?.[1] ?? text.length);
    const cause = syntaxCause(text, offset);
    if (cause) {
      const at = positionOf(text, cause.offset);
      throw new JsonSyntaxError(cause.message, at.line, at.column, cause.hint);
    }
    const { line, column } = positionOf(text, offset);
    const token = /Unexpected token (.+?) in JSON/.exec(detail)?.[1];
    const what = detail.includes('end of JSON')
      ? 'el archivo termina antes de tiempo'
      : `carácter inesperado ${token ?? ''}`.trim();
    throw new JsonSyntaxError(`El archivo no es JSON válido: ${what}.`, line, column);
  }
  const { data, pointers } = parsed;
  return {
    data,
    locate(pointer, at = 'value') {
      // Walk up to the nearest existing node: a missing property is reported on its parent.
      let current = pointer;
      while (!(current in pointers) && current !== '')
        current = current.slice(0, current.lastIndexOf('/'));
      const node = pointers[current];
      const mark = (at === 'key' && node?.key) || node?.value;
      return mark ? { line: mark.line + 1, column: mark.column + 1 } : { line: 1, column: 1 };
    },
  };
}
