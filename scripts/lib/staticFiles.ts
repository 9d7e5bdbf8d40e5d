// Resolves a request path to a file of the pre-rendered site, in its canonical form: pages
// live at /path (served from path.html), never /path/ or /path.html.
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

export type Resolution =
  { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'missing' };

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

export function resolveRequest(root: string, pathname: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'missing' };
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  if (safe !== '/' && safe.endsWith('/'))
    return { kind: 'redirect', location: safe.replace(/\/+$/, '') || '/' };
  if (safe.endsWith('.html')) {
    const page = safe === '/index.html' ? '/' : safe.slice(0, -'.html'.length);
    return safe === '/404.html' ? { kind: 'missing' } : { kind: 'redirect', location: page };
  }
  if (safe === '/') return { kind: 'file', file: join(root, 'index.html') };
  if (extname(safe) && isFile(join(root, safe))) return { kind: 'file', file: join(root, safe) };
  const page = join(root, `${safe}.html`);
  return isFile(page) ? { kind: 'file', file: page } : { kind: 'missing' };
}
