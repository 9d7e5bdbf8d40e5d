import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { create, type Font } from 'fontkit';
import { crawl } from './crawl';
import { brandFontFile } from './svgBrandFont';

const site = 'https://www.example.cl';

function page(path: string, body: string, extraHead = '') {
  return `<!doctype html><html lang="es-CL"><head><title>T ${path}</title>
<meta name="description" content="D ${path}"><link rel="canonical" href="${site}${path}">
<meta property="og:title" content="t"><meta property="og:description" content="d">
<meta property="og:image" content="${site}/og.png"><meta name="twitter:card" content="summary">
<meta name="twitter:image" content="${site}/og.png">${extraHead}</head><body>${body}</body></html>`;
}

function siteWith(files: Record<string, string>, sitemap: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'crawl-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeFileSync(
    join(dir, 'sitemap.xml'),
    sitemap.map((path) => `<url><loc>${site}${path}</loc></url>`).join(''),
  );
  return dir;
}

describe('the site crawler', () => {
  it('accepts a consistent site', () => {
    const dir = siteWith(
      {
        'index.html': page('/', '<section id="faq"></section><a href="/contacto#form">c</a>'),
        'contacto.html': page(
          '/contacto',
          '<form id="form"></form><a href="/#faq">f</a><img src="/logo.svg" alt="" width="1" height="1">',
        ),
        'logo.svg': '<svg/>',
        'og.png': 'png',
      },
      ['/', '/contacto'],
    );
    expect(crawl(dir, site)).toEqual([]);
  });

  it('reports each defect with its file', () => {
    const dir = siteWith(
      {
        'index.html': page(
          '/',
          [
            '<a href="/no-existe">x</a>',
            '<a href="/contacto#nada">y</a>',
            '<a href="https://x.cl" target="_blank">z</a>',
            '<img src="/falta.png" alt="a" width="1" height="1">',
            '<img src="/logo.svg" srcset="/logo-640w.webp 640w, /logo-1280w.webp 1280w" alt="b" width="1" height="1">',
            '<img src="/logo.svg">',
          ].join(''),
        ),
        'contacto.html': page('/contacto', '', '<script type="application/ld+json">{oops</script>'),
        'oculta.html': page('/oculta', '', '<meta name="robots" content="noindex">'),
        'logo.svg': '<svg/>',
      },
      ['/', '/oculta'],
    );
    const problems = crawl(dir, site).map(({ file, problem }) => `${file}: ${problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'index.html: broken link /no-existe',
        'index.html: missing anchor /contacto#nada',
        'index.html: new-tab link https://x.cl lacks rel="noopener noreferrer"',
        'index.html: missing image /falta.png',
        `index.html: missing shared image ${site}/og.png`,
        'index.html: missing image /logo-640w.webp',
        'index.html: missing image /logo-1280w.webp',
        'index.html: image /logo.svg has no alt',
        'index.html: image /logo.svg has no width/height',
        'contacto.html: JSON-LD does not parse',
        'sitemap.xml: indexable page /contacto is missing',
        'sitemap.xml: /oculta is listed but not an indexable page',
      ]),
    );
  });

  it('reports characters the web font lacks, in the text and in generated content', () => {
    const dir = siteWith(
      {
        'index.html': page(
          '/',
          '<style>li::before{content:"✓"}</style><p>Desliza → ¿Cuánto cuesta? “Sí” – ≈ USD</p>',
        ),
        'og.png': 'png',
      },
      ['/'],
    );
    const face = create(brandFontFile()) as Font;
    expect(
      crawl(dir, site, face)
        .map(({ problem }) => problem.slice(0, 12))
        .sort(),
    ).toEqual(['"→" (U+2192)', '"≈" (U+2248)', '"✓" (U+2713)']);
  });
});
