// npm run logos:outline: turns the wordmarks of client logos (public/logos/*.svg) from <text> into
// outlines in the site's typeface (Manrope), so they look the same everywhere. An SVG shown as an
// <img> cannot use the page's web font: its text fell to whatever sans-serif the visitor's system
// had (DejaVu on Linux), at widths the drawing did not plan for (design review 9).
//
// A new logo is drawn with <text> (x, y, font-size, font-weight, fill, optional letter-spacing,
// font-style="italic", <tspan font-weight> runs); running this replaces each <text> by one <path>.
// subset-font (HarfBuzz) pins the variable font at each weight; fontkit shapes the run (kerning)
// and gives the glyph outlines.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font, type Path } from 'fontkit';
import subsetFont from 'subset-font';

const logoDir = 'public/logos';
const fontFile = 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2';
/** Manrope has no italic: the drawings' italic is a slant of the upright. */
const italicSlant = Math.tan((10 * Math.PI) / 180);

interface Run {
  text: string;
  weight: number;
}

const source = readFileSync(fontFile);
const instances = new Map<number, Promise<Font>>();

/** The font at one weight of its wght axis, as an instanced TrueType font. (keepAllGlyphs is in
 *  subset-font's README but not in its types; subsetting to the logos' text broke fontkit's
 *  reading of the glyph table.) */
function fontAt(weight: number): Promise<Font> {
  let instance = instances.get(weight);
  if (!instance) {
    const options = {
      targetFormat: 'truetype',
      keepAllGlyphs: true,
      variationAxes: { wght: weight },
    } as Parameters<typeof subsetFont>[2];
    instance = subsetFont(source, '', options).then((buffer) => create(buffer) as Font);
    instances.set(weight, instance);
  }
  return instance;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The runs of a <text>: its own text, or its <tspan>s each at their own weight. */
function runsOf(open: string, body: string): Run[] {
  const weight = Number(attribute(open, 'font-weight') ?? 400);
  const spans = [...body.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)];
  if (spans.length === 0) return [{ text: decode(body), weight }];
  return spans.map(([, tag = '', text = '']) => ({
    text: decode(text),
    weight: Number(attribute(tag, 'font-weight') ?? weight),
  }));
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A path's commands with every number rounded to tenths of a pixel (the logos are drawn 160 px wide). */
const compact = (path: Path) =>
  path.toSVG().replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (number) => String(round(Number(number))));

/** One <path> drawing a <text> element's runs from its x and baseline y. */
async function outline(open: string, body: string): Promise<string> {
  const size = Number(attribute(open, 'font-size'));
  const spacing = Number(attribute(open, 'letter-spacing') ?? 0);
  const italic = attribute(open, 'font-style') === 'italic';
  const fill = attribute(open, 'fill') ?? '#000';
  const baseline = Number(attribute(open, 'y'));
  let x = Number(attribute(open, 'x'));
  const parts: string[] = [];
  for (const run of runsOf(open, body)) {
    const font = await fontAt(run.weight);
    const scale = size / font.unitsPerEm;
    const { glyphs, positions } = font.layout(run.text);
    glyphs.forEach((glyph, index) => {
      const position = positions[index]!;
      // Font units point up; the drawing's y points down: flip, scale, then place.
      const placed = glyph.path
        .transform(1, 0, italic ? italicSlant : 0, 1, 0, 0)
        .scale(scale, -scale)
        .translate(x + position.xOffset * scale, baseline - position.yOffset * scale);
      parts.push(compact(placed));
      x += position.xAdvance * scale + spacing;
    });
  }
  return `<path fill="${fill}" d="${parts.join('')}"/>`;
}

const files = readdirSync(logoDir)
  .filter((file) => file.endsWith('.svg'))
  .map((name) => join(logoDir, name));
const textsOf = (svg: string) => [...svg.matchAll(/(<text\b[^>]*>)([\s\S]*?)<\/text>/g)];
let changed = 0;
for (const file of files) {
  const svg = readFileSync(file, 'utf8');
  const texts = textsOf(svg);
  if (texts.length === 0) continue;
  let out = svg;
  for (const [whole, open = '', body = ''] of texts)
    out = out.replace(whole, await outline(open, body));
  // Nothing is set in type any more: the font list the text needed goes too.
  out = out.replace(/\sfont-family="[^"]*"/, '');
  writeFileSync(file, out);
  changed++;
  console.log(`${file}: ${texts.length} text element(s) outlined`);
}
console.log(changed === 0 ? 'No logo has text left to outline.' : `${changed} logo(s) outlined.`);
