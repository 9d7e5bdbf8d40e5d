// Resolves a request path to a file of the pre-rendered site, in its canonical form: pages
// live at /path (served from path.html), never /path/ or /path.html.
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing'; notFoundFile: string };

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The not-found page for a path: the nearest <folder>/404.html (a collection's, such as
 * blog/404.html for /blog/x), else the site's 404.html. */
export function notFoundFileFor(root: string, path: string): string {
  const folders = path.split('/').slice(1, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = join(root, ...folders.slice(0, depth), '404.html');
    if (isFile(candidate)) return candidate;
  }
  return join(root, '404.html');
}

export function resolveRequest(root: string, pathname: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'missing', notFoundFile: join(root, '404.html') };
  }
  const missing = (path: string): Resolution => ({
    kind: 'missing',
    notFoundFile: notFoundFileFor(root, path),
  });
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  if (safe !== '/' && safe.endsWith('/'))
    return { kind: 'redirect', location: safe.replace(/\/+$/, '') || '/' };
  if (safe.endsWith('.html')) {
    const page = safe === '/index.html' ? '/' : safe.slice(0, -'.html'.length);
    return page.endsWith('/404') ? missing(safe) : { kind: 'redirect', location: page };
  }
  if (safe === '/') return { kind: 'file', file: join(root, 'index.html') };
  if (extname(safe) && isFile(join(root, safe))) return { kind: 'file', file: join(root, safe) };
  const page = join(root, `${safe}.html`);
  // Not-found pages exist as files but are never served with status 200.
  if (safe.endsWith('/404')) return missing(safe);
  return isFile(page) ? { kind: 'file', file: page } : missing(safe);
}
