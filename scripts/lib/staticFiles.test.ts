import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRequest } from './staticFiles';

const root = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(root, 'assets'));
for (const file of ['index.html', '404.html', 'contacto.html', 'assets/loader.js', 'sitemap.xml'])
  writeFileSync(join(root, file), 'x');

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
    expect(resolveRequest(root, '/../../etc/passwd')).toEqual({ kind: 'missing' });
    expect(resolveRequest(root, '/%2e%2e/%2e%2e/etc/passwd')).toEqual({ kind: 'missing' });
    expect(resolveRequest(root, '/no-existe')).toEqual({ kind: 'missing' });
    expect(resolveRequest(root, '/404.html')).toEqual({ kind: 'missing' });
    expect(resolveRequest(root, '/%E0%A4%A')).toEqual({ kind: 'missing' });
  });
});
