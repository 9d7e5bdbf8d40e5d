// Illustrations with words in them (blog covers, case captures, service art, the brand mark) are
// SVG files shown through <img>, where the page's web font cannot reach: their text fell back to
// whatever sans-serif the visitor's system has (DejaVu on Linux). At build time each one gets the
// brand face inside it: a subset of Manrope holding only the characters it uses (a few KB, the
// weight axis kept, so every weight in the file still renders), as a data: URL, which an SVG
// image may load. The text stays text: selectable in the file, and the sources stay editable.
// Client logos are left alone: each is another company's wordmark, not ours to restyle.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import subsetFont from 'subset-font';

export const brandFontFolders = ['blog/images', 'cases', 'cases/gallery', 'services', 'brand'];

const family = 'Manrope Embedded';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );

/** Every character an SVG writes with <text> (tspans included), or '' when it writes none. */
export function svgText(svg: string): string {
  const texts = svg.match(/<text\b[^>]*>[\s\S]*?<\/text>/g) ?? [];
  return texts.map((text) => decode(text.replace(/<[^>]+>/g, ''))).join('');
}

/** The SVG with the brand face, subset to `font`'s glyphs for its text, first in its fonts. */
export async function withBrandFont(svg: string, font: Buffer): Promise<string> {
  const text = svgText(svg);
  if (!text.trim()) return svg;
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  const face = `<style>@font-face{font-family:'${family}';font-weight:200 800;src:url(data:font/woff2;base64,${subset.toString('base64')}) format('woff2')}</style>`;
  return svg.replace(/<svg\b[^>]*>/, (open) => {
    const fonts = /\sfont-family="([^"]*)"/.exec(open);
    const stack = `'${family}', ${fonts?.[1] ?? 'sans-serif'}`.replace(/"/g, '&quot;');
    const tag = fonts
      ? open.replace(fonts[0], ` font-family="${stack}"`)
      : open.replace(/^<svg\b/, `<svg font-family="${stack}"`);
    return tag + face;
  });
}

/** Manrope's Latin file, the one the site itself serves. */
export function brandFontFile(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(
    require.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'),
  );
}

/** The characters of an SVG's text that the brand face lacks. The WebP drawn from it is drawn
 *  with that face alone, so there they are blank ("Campo → puerto" read "Campo   puerto":
 *  review 60A); in the SVG itself, another face's. */
export function missingGlyphs(svg: string, face: Font): string[] {
  return [...new Set(svgText(svg))].filter(
    (character) => character.trim() && !face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  );
}

/** Gives every SVG with text in the brand folders of `outDir` the brand face; returns how many.
 *  Stops the build, naming each file, where a drawing writes a character the face lacks. */
export async function embedBrandFont(outDir: string): Promise<number> {
  const font = brandFontFile();
  // Read once for every drawing's check: decoding the WOFF2 is the costly part.
  const face = create(font) as Font;
  const blanks: string[] = [];
  let changed = 0;
  for (const folder of brandFontFolders) {
    const dir = join(outDir, folder);
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.svg'));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      const svg = readFileSync(file, 'utf8');
      const missing = missingGlyphs(svg, face);
      if (missing.length > 0)
        blanks.push(`  public/${folder}/${name}: ${missing.map((c) => `«${c}»`).join(' ')}`);
      const embedded = await withBrandFont(svg, font);
      if (embedded === svg) continue;
      writeFileSync(file, embedded);
      changed += 1;
    }
  }
  if (blanks.length > 0)
    throw new Error(
      'Estos dibujos usan caracteres que la fuente de la marca (Manrope) no tiene: en sus ' +
        'imágenes WebP quedarían en blanco. Cámbialos por otros (por ejemplo «a» en vez de «→», ' +
        '«-» en vez de «▼») o dibújalos como formas.\n' +
        blanks.join('\n'),
    );
  return changed;
}
