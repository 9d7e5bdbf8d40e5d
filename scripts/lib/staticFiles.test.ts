import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRequest } from './staticFiles';

const root = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, 'blog'));
for (const file of [
  'index.html',
  '404.html',
  'contacto.html',
  'assets/loader.js',
  'sitemap.xml',
  'blog/404.html',
  'blog/un-articulo.html',
])
  writeFileSync(join(root, file), 'x');
const missing = (file = '404.html') => ({ kind: 'missing', notFoundFile: join(root, file) });

describe('resolveRequest', () => {
  it('serves pages at their canonical path without extension or trailing slash', () => {
    expect(resolveRequest(root, '/')).toEqual({ kind: 'file', file: join(root, 'index.html') });
    expect(resolveRequest(root, '/contacto')).toEqual({
      kind: 'file',
      file: join(root, 'contacto.html'),
    });
  });
  it('redirects other spellings of a page to the canonical one', () => {
    expect(resolveRequest(root, '/contacto/')).toEqual({ kind: 'redirect', location: '/contacto' });
    expect(resolveRequest(root, '/contacto.html')).toEqual({
      kind: 'redirect',
      location: '/contacto',
    });
    expect(resolveRequest(root, '/index.html')).toEqual({ kind: 'redirect', location: '/' });
  });
  it('serves assets and generated files as they are', () => {
    expect(resolveRequest(root, '/assets/loader.js')).toEqual({
      kind: 'file',
      file: join(root, 'assets/loader.js'),
    });
    expect(resolveRequest(root, '/sitemap.xml')).toEqual({
      kind: 'file',
      file: join(root, 'sitemap.xml'),
    });
  });
  it('never leaves the output folder and answers missing for unknown paths', () => {
    expect(resolveRequest(root, '/../../etc/passwd')).toEqual(missing());
    expect(resolveRequest(root, '/%2e%2e/%2e%2e/etc/passwd')).toEqual(missing());
    expect(resolveRequest(root, '/no-existe')).toEqual(missing());
    expect(resolveRequest(root, '/404.html')).toEqual(missing());
    expect(resolveRequest(root, '/%E0%A4%A')).toEqual(missing());
  });

  it("answers an unknown slug with its collection's not-found page", () => {
    expect(resolveRequest(root, '/blog/un-articulo')).toEqual({
      kind: 'file',
      file: join(root, 'blog/un-articulo.html'),
    });
    expect(resolveRequest(root, '/blog/no-existe')).toEqual(missing('blog/404.html'));
    expect(resolveRequest(root, '/blog/404')).toEqual(missing('blog/404.html'));
    expect(resolveRequest(root, '/servicios/no-existe')).toEqual(missing());
  });
});
