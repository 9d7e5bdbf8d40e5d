// Serves the pre-rendered site with @fastify/static (ETag/304, Range, HEAD, precompressed .br
// and .gz chosen by Accept-Encoding, traversal protection). This plugin keeps only the site's
// own rules: one canonical URL per page, pages at /path from path.html, each collection's own
// not-found page with status 404.
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalRedirect } from './canonicalUrl';
import { notFoundPages } from './notFoundPages';

const pageCache = 'no-cache';
const assetCache = 'public, max-age=31536000, immutable';

/** The decoded path of a request, or undefined when it cannot name a file of the site. */
function decodedPath(request: FastifyRequest): string | undefined {
  const raw = request.url.split('?', 1)[0] ?? '/';
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? undefined : path;
  } catch {
    return undefined;
  }
}

/** The file that serves a path: assets as they are, pages from <path>.html. */
function fileFor(path: string): string | undefined {
  if (path === '/') return 'index.html';
  // A not-found page exists as a file but is never a page of its own.
  if (path.endsWith('/404') || path.endsWith('/404.html')) return undefined;
  return extname(path) ? path.slice(1) : `${path.slice(1)}.html`;
}

/** Every file of the built site, relative to its root, listed once at start-up: a request for
 * anything else goes straight to the not-found page, without a file-system probe per encoding. */
function siteFiles(root: string): Set<string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    // .vite/manifest.json and the like are build records, not the site.
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')));
  return new Set(files);
}

export async function sitePages(app: FastifyInstance, { root }: { root: string }) {
  const files = siteFiles(root);
  const notFoundPageFor = notFoundPages(files);

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, file) =>
      reply.header('cache-control', file.includes('/assets/') ? assetCache : pageCache),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const location = canonicalRedirect(request.url);
    if (location) await reply.redirect(location, 301);
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('allow', 'GET, HEAD').send();
    const path = decodedPath(request) ?? '/';
    return reply.code(404).sendFile(notFoundPageFor(path).slice(1));
  };
  app.setNotFoundHandler(sendNotFound);

  app.get('/*', (request, reply) => {
    const path = decodedPath(request);
    const file = path === undefined ? undefined : fileFor(path);
    return file === undefined || !files.has(file)
      ? sendNotFound(request, reply)
      : reply.sendFile(file);
  });
}
