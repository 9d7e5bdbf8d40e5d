// What counts as a link in content, and how an internal link splits into route and anchor.
import { linkFieldNames } from './linkFields';

const internalPath =
  /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?(\.[a-z]+)?(#[A-Za-z][\w-]*)?$/;
const sameDocumentAnchor = /^#[A-Za-z][\w-]*$/;

export function isValidLink(value: string): boolean {
  if (internalPath.test(value) || sameDocumentAnchor.test(value)) return true;
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return true;
  if (/^tel:\+?[0-9 ]{6,}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The route of an internal link ("/a#b" → "/a"), or undefined for anything else. */
export function internalRoute(href: string): string | undefined {
  if (!href.startsWith('/')) return undefined;
  const route = href.split('#')[0] ?? '/';
  return route === '' ? '/' : route;
}

/** Every link in a content document (the fields the schemas call links), with its JSON pointer. */
export function* linksIn(
  value: unknown,
  pointer = '',
): Generator<{ pointer: string; href: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* linksIn(item, `${pointer}/${index}`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child = `${pointer}/${key}`;
      if (linkFieldNames().has(key) && typeof item === 'string')
        yield { pointer: child, href: item };
      else yield* linksIn(item, child);
    }
  }
}

/** Markdown links [text](/route#anchor) in a body, with their line and column in the file. */
export function* markdownLinks(body: string, firstLine: number) {
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      yield { href: match[1] ?? '', line: firstLine + index, column: (match.index ?? 0) + 3 };
    }
  }
}
