import type { Page } from '../types.generated';

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

/** A problem found by a check over parsed content, located by pointer (index.ts adds line:col). */
export interface CrossIssue {
  file: string;
  pointer: string;
  message: string;
  hint: string;
  /** For text without pointers (a Markdown body): the exact position. */
  at?: { line: number; column: number };
  /** Example data to replace before publishing (see Problem.replace). */
  replace?: string;
}

export interface ParsedPage {
  file: string;
  page: Page;
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
