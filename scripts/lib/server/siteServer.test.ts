import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './rawRequest';
import { startTestSite } from './testSite';

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

describe('the site server', () => {
  it('serves pages at /path, the home page at /, assets and generated files as they are', async () => {
    for (const [path, text] of [
      ['/', 'Inicio'],
      ['/contacto', 'Contacto'],
      ['/blog', 'Blog'],
      ['/blog/un-articulo', 'Un artículo'],
      ['/robots.txt', 'User-agent'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(text);
    }
    expect((await get('/')).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('/')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown paths with the nearest not-found page and status 404', async () => {
    const cases = [
      ['/no-existe', 'No encontramos esta página'],
      ['/blog/no-existe', 'Contenido en construcción'],
      ['/blog/a/b/c', 'Contenido en construcción'],
      ['/blog/404', 'Contenido en construcción'],
      ['/404', 'No encontramos esta página'],
      ['/404.html', 'No encontramos esta página'],
      ['/%E0%A4%A', 'No encontramos esta página'],
      ['/..%2f..%2fetc/passwd', 'No encontramos esta página'],
      ['/.env', 'No encontramos esta página'],
      ['/.vite/manifest.json', 'No encontramos esta página'],
    ];
    for (const [path, text] of cases) {
      const response = await get(path!);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(text);
    }
  });

  it('redirects every other spelling of a page to its one URL, keeping the query', async () => {
    const cases = [
      ['/contacto/', '/contacto'],
      ['/contacto.html', '/contacto'],
      ['/index.html', '/'],
      ['//contacto', '/contacto'],
      ['/blog//un-articulo/?utm=x', '/blog/un-articulo?utm=x'],
    ];
    for (const [path, location] of cases) {
      const response = await get(path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('never redirects off the site nor builds an invalid Location (named vectors)', async () => {
    const vectors = [
      '/x%F0%9F%98%80/',
      '/%0d%0a/',
      '/robots.txt%00.html',
      '//',
      '/%5Cevil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
    ];
    for (const vector of vectors) {
      const answer = await rawRequest(site.port, vector);
      expect(answer.outcome, vector).toBe('answered');
      const location = answer.headers.location;
      if (location) {
        expect(location, vector).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(location, 'https://sitio.example').host, vector).toBe('sitio.example');
      }
      expect((await get('/')).status, `after ${vector}`).toBe(200);
    }
  });

  it('sends ETag and Last-Modified and answers a revalidation with 304', async () => {
    const first = await get('/contacto');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    // fetch turns a conditional request into a no-cache one (Fetch spec), so this goes raw.
    expect((await plainGet('/contacto', { 'if-none-match': etag! })).status).toBe(304);
    expect((await get('/assets/loader-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('serves a byte range and answers HEAD without a body', async () => {
    const range = await get('/robots.txt', { Range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('User');
    const head = await fetch(`${site.url}/contacto`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('picks the precompressed variant from Accept-Encoding, honouring q=0', async () => {
    const encoding = async (accept: string) =>
      (await plainGet('/assets/loader-abc123.js', { 'accept-encoding': accept })).headers[
        'content-encoding'
      ];
    expect(await encoding('gzip, br')).toBe('br');
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
    const page = await plainGet('/blog/un-articulo', { 'accept-encoding': 'br' });
    expect(page.headers.vary).toMatch(/accept-encoding/i);
  });

  it('refuses methods other than GET and HEAD on pages', async () => {
    const response = await fetch(`${site.url}/contacto`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a 4,000-segment path about as fast as a normal 404, without holding others up', async () => {
    const deep = `/blog/${'a/'.repeat(4000)}x`;
    const median = async (path: string) => {
      const times: number[] = [];
      for (let round = 0; round < 15; round += 1) {
        const started = performance.now();
        expect((await get(path)).status).toBe(404);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[7]!;
    };
    await median('/no-existe');
    const normal = await median('/no-existe');
    const deepTime = await median(deep);
    expect(deepTime / normal).toBeLessThan(5);
    const started = performance.now();
    const [home] = await Promise.all([get('/'), ...Array.from({ length: 8 }, () => get(deep))]);
    expect(home.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(normal * 50 + 200);
  });
});

/** node:http sends exactly the headers given (fetch adds Accept-Encoding and, on conditional
 * requests, Cache-Control: no-cache). */
async function plainGet(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status?: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: site.port, path, headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, headers: res.headers });
      });
      req.on('error', reject);
      req.end();
    },
  );
}
