// What each pre-rendered page costs before any interaction: its HTML, and the JavaScript it
// loads up front (the loader, its static imports, and islands hydrated on `load`), compressed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

export interface PageWeight {
  file: string;
  htmlBrotli: number;
  /** The HTML up to the page's second block: what the first screen needs. */
  firstScreenBrotli: number;
  jsBrotli: number;
  jsGzip: number;
  scripts: string[];
}

const brotli = (data: Buffer) => brotliCompressSync(data).length;
// A chunk's content hash is noise to brotli: a new hash moved the home page by up to 12 bytes
// with no change to the page. The HTML is weighed with every asset hash written the same way,
// so its budget moves only when the page does.
const assetHash = /(?<=\/assets\/[\w.-]+-)[\w-]{8}(?=\.\w+")/g;
export const withoutAssetHashes = (html: string) => html.replace(assetHash, 'xxxxxxxx');

/** The document up to the tag that opens its second block: head, inline CSS, navbar and the
 * first block. A server streams brotli, so this prefix compressed is what reaches the browser
 * before the rest of the page. */
export function firstScreen(html: string): string {
  const blocks = [...html.matchAll(/<[a-z]+\s[^>]*\bdata-block="/g)];
  return blocks[1]?.index === undefined ? html : html.slice(0, blocks[1].index);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** A chunk and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

export function measurePages(outDir: string): PageWeight[] {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  return htmlFiles(outDir).map((path) => {
    const html = readFileSync(path);
    const text = html.toString('utf8');
    const keys = new Set<string>();
    for (const [, src] of text.matchAll(/<script type="module" src="([^"]+)"/g)) {
      const key = byFile.get(src ?? '');
      if (key) closure(manifest, key, keys);
    }
    for (const [, type] of text.matchAll(/data-island="([^"]+)" data-trigger="load"/g)) {
      const island = Object.keys(manifest).find(
        (key) => key.startsWith(`src/blocks/${type}/`) && manifest[key]?.isDynamicEntry,
      );
      if (island) closure(manifest, island, keys);
      const hydrate = Object.keys(manifest).find((key) => key.endsWith('islands/hydrate.tsx'));
      if (hydrate) closure(manifest, hydrate, keys);
    }
    const scripts = [...keys].map((key) => manifest[key]?.file ?? key);
    const code = scripts.map((file) => readFileSync(join(outDir, file)));
    const weighed = withoutAssetHashes(text);
    return {
      file: relative(outDir, path),
      htmlBrotli: brotli(Buffer.from(weighed)),
      firstScreenBrotli: brotli(Buffer.from(firstScreen(weighed))),
      jsBrotli: code.reduce((sum, data) => sum + brotli(data), 0),
      jsGzip: code.reduce((sum, data) => sum + gzipSync(data).length, 0),
      scripts,
    };
  });
}
