// A small built site and a real server on a free loopback port, for the server's tests: the
// same Fastify app as `npm start`, over a socket, with its own lead file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { openLeadInbox } from '../leads/leadInbox';
import { createSiteServer } from './createSiteServer';

export const fixturePages: Record<string, string> = {
  'index.html': '<h1>Inicio</h1>',
  '404.html': '<h1>No encontramos esta página</h1>',
  'contacto.html': '<h1>Contacto</h1>',
  'blog.html': '<h1>Blog</h1>',
  'blog/404.html': '<h1>Contenido en construcción</h1>',
  'blog/un-articulo.html': `<h1>Un artículo</h1>${'<p>Texto del artículo.</p>'.repeat(200)}`,
  'assets/loader-abc123.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
  'robots.txt': 'User-agent: *',
  '.vite/manifest.json': '{}',
};

export function writeFixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [file, text] of Object.entries(fixturePages)) {
    const full = join(root, file);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    if (text.length > 1024) {
      writeFileSync(`${full}.br`, brotliCompressSync(text));
      writeFileSync(`${full}.gz`, gzipSync(text));
    }
  }
  return root;
}

export async function startTestSite(
  options: { leadsPerMinute?: number; minSubmitMs?: number } = {},
) {
  const root = writeFixtureSite();
  const file = join(mkdtempSync(join(tmpdir(), 'inbox-')), 'leads.jsonl');
  const inbox = await openLeadInbox({ file, minSubmitMs: options.minSubmitMs ?? 2000 });
  const app = await createSiteServer({
    root,
    inbox,
    headers: { 'X-Content-Type-Options': 'nosniff' },
    leadsPerMinute: options.leadsPerMinute ?? 1000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    leadsFile: file,
    close: async () => {
      await app.close();
      await inbox.close();
    },
  };
}
