// npm run logos:fit: fits each client logo's canvas (public/logos/*.svg) to its drawing,
// sideways: the viewBox and the width keep the drawing and 4 units on each side, the height
// stays 64. Drawn on a 160-wide canvas, every logo carried 20 to 45 units of blank beside it: in
// a wall's tile it sat to one side (review 53A), centred it started 8 to 17 px inside the text
// edge of a card (reviews 54A, 55A), and on a phone the blank took a third of a small tile.
// Components draw a logo in a 5:2 box with object-fit (ui/Logo), so a canvas's width moves no
// layout. Rendered by sharp to find the drawing's box; run again, it changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const logoDir = 'public/logos';
/** Rendered at 4× for a quarter-unit precision. */
const scale = 4;
const margin = 4;
const quarter = (value: number) => Math.round(value * 4) / 4;

for (const file of readdirSync(logoDir).filter((name) => name.endsWith('.svg'))) {
  const path = join(logoDir, file);
  const svg = readFileSync(path, 'utf8');
  const root = /<svg [^>]*>/.exec(svg)?.[0];
  const viewBox = root && /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(root);
  if (!root || !viewBox) throw new Error(`${path}: no viewBox`);
  const [x, y, , height] = viewBox.slice(1).map(Number) as [number, number, number, number];
  const { info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  const left = x - (info.trimOffsetLeft ?? 0) / scale;
  const width = quarter(info.width / scale + 2 * margin);
  const fitted = root
    .replace(viewBox[0], `viewBox="${quarter(left - margin)} ${y} ${width} ${height}"`)
    .replace(/ width="[\d.]+"/, ` width="${width}"`);
  if (fitted === root) continue;
  writeFileSync(path, svg.replace(root, fitted));
  console.log(`${file}: ${/viewBox="[^"]+"/.exec(fitted)?.[0]}`);
}
