export interface Problem {
  severity: 'error' | 'warning';
  /** Project-relative file path, e.g. site-config/pages/home.json. */
  file: string;
  /** 1-based line and column of the offending value or key. */
  line: number;
  column: number;
  /** Readable path inside the document, e.g. sections[2].type. */
  path: string;
  /** What is wrong, in Spanish. */
  message: string;
  /** How to fix it, in Spanish. */
  hint: string;
  /** For example data to replace before publishing: what it is, for the build's closing list. */
  replace?: string;
}

/** JSON pointer (/sections/2/type) → readable path (sections[2].type). */
export function readablePath(pointer: string): string {
  if (pointer === '') return '(raíz del documento)';
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

export function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}
