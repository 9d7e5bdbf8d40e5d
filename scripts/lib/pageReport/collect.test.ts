import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../src/content/validate';
import { collectPageRows, linkedPath } from './collect';

const site = 'https://www.example.cl';
const page = (title: string, body: string, extraHead = '') =>
  `<!doctype html><html lang="es-CL"><head><title>${title}</title>
<meta name="description" content="Descripción de ${title}">${extraHead}</head>
<body><nav><a href="/contacto">Menú</a></nav><main>${body}</main><footer><a href="/">Pie</a></footer></body></html>`;

const warning = (file: string): Problem => ({
  severity: 'warning',
  file,
  line: 3,
  column: 5,
  path: 'meta.title',
  message: 'Título largo.',
  hint: 'Acórtalo.',
});

describe('collectPageRows', () => {
  const rows = collectPageRows(
    [
      {
        path: '/',
        html: page(
          'Inicio',
          '<a href="/blog/uno#top">Blog</a> <a href="https://www.example.cl/contacto?x=1">C</a> <a href="#faq">FAQ</a> <a href="https://otro.cl/">Fuera</a>',
        ),
        files: ['site-config/pages/home.json'],
      },
      {
        path: '/blog/uno',
        html: page(
          'Uno',
          '<a href="/">Inicio</a><a href="/blog/uno">Yo</a>',
          '<meta property="og:image" content="https://www.example.cl/og.png"><meta name="robots" content="noindex">',
        ),
        files: ['site-config/pages/blog-articulo.json', 'site-config/collections/blog/uno.md'],
      },
      { path: '/contacto', html: page('Contacto', ''), files: ['site-config/pages/contacto.json'] },
    ],
    [warning('site-config/collections/blog/uno.md'), warning('site-config/site.json')],
    site,
    (files) => ({ date: `2025-01-0${files.length}T00:00:00Z`, committed: true }),
  );
  const byPath = new Map(rows.map((row) => [row.path, row]));

  it('counts the links of the content only, to other pages, once each', () => {
    expect(byPath.get('/')?.linksOut).toEqual(['/blog/uno', '/contacto']);
    expect(byPath.get('/blog/uno')?.linksOut).toEqual(['/']);
    expect(byPath.get('/contacto')?.linksIn).toEqual(['/']);
    expect(byPath.get('/')?.linksIn).toEqual(['/blog/uno']);
  });

  it('gives each page the warnings of its own files, and the card falls back to the title', () => {
    expect(byPath.get('/blog/uno')?.warnings.map((w) => w.file)).toEqual([
      'site-config/collections/blog/uno.md',
    ]);
    expect(byPath.get('/')?.warnings).toEqual([]);
    expect(byPath.get('/blog/uno')?.card).toEqual({
      title: 'Uno',
      description: 'Descripción de Uno',
      image: 'https://www.example.cl/og.png',
    });
    expect(byPath.get('/blog/uno')?.modified?.date).toBe('2025-01-02T00:00:00Z');
  });

  it('lists published pages first, then the noindex ones', () => {
    expect(rows.map((row) => [row.path, row.noindex])).toEqual([
      ['/', false],
      ['/contacto', false],
      ['/blog/uno', true],
    ]);
  });
});

describe('linkedPath', () => {
  it('keeps only paths of the site, without query, anchor or trailing slash', () => {
    expect(linkedPath('/blog/?a=1#x', site)).toBe('/blog');
    expect(linkedPath('https://www.example.cl', site)).toBe('/');
    expect(linkedPath('//evil.example/x', site)).toBeUndefined();
    expect(linkedPath('mailto:hola@example.cl', site)).toBeUndefined();
    expect(linkedPath('#faq', site)).toBeUndefined();
  });

  it('never returns anything but a local path, whatever the href', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (href) => {
          const path = linkedPath(href, site);
          if (path === undefined) return;
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(path).not.toMatch(/[?#]/);
        },
      ),
    );
  });
});
