// npm start (after the build): serves dist/ as a static site with compression, security
// headers, canonical URLs and a real 404 status. PORT overrides 4173.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { projectRoot } from '../src/content/load';
import { createLeadInbox } from './lib/leadInbox';
import { inboxOptions, leadsFile } from './lib/leadsFile';
import { securityHeaders as headersFor, siteSettings } from './lib/securityHeaders';
import { contentTypes, resolveRequest } from './lib/staticFiles';

const root = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
const port = Number(process.env.PORT ?? 4173);

const securityHeaders = headersFor(siteSettings(), process.env.LEAD_ENDPOINT || undefined);

const compressed = new Map<string, { br: Buffer; gzip: Buffer; raw: Buffer }>();

function variants(file: string) {
  let entry = compressed.get(file);
  if (!entry) {
    const raw = readFileSync(file);
    entry = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
    compressed.set(file, entry);
  }
  return entry;
}

function send(res: ServerResponse, status: number, file: string, acceptEncoding: string) {
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const { raw, br, gzip } = variants(file);
  const textual = /text|json|xml|svg|javascript/.test(type);
  const encoding = !textual
    ? undefined
    : acceptEncoding.includes('br')
      ? 'br'
      : acceptEncoding.includes('gzip')
        ? 'gzip'
        : undefined;
  const body = encoding === 'br' ? br : encoding === 'gzip' ? gzip : raw;
  res.writeHead(status, {
    ...securityHeaders,
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': file.includes(`${root}/assets/`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
}

const handleLead = createLeadInbox(inboxOptions());

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/leads') {
    handleLead(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('{"ok":false}');
    });
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  const resolution = resolveRequest(root, url.pathname);
  if (resolution.kind === 'redirect') {
    res.writeHead(301, { Location: resolution.location + url.search }).end();
  } else if (resolution.kind === 'file') {
    send(res, 200, resolution.file, acceptEncoding);
  } else {
    send(res, 404, resolution.notFoundFile, acceptEncoding);
  }
});

server.listen(port, () =>
  console.log(
    `Sitio disponible en http://localhost:${port} (contactos en ${leadsFile()}, npm run leads para verlos)`,
  ),
);
