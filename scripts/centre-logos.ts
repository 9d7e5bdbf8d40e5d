// npm run logos:centre: centres each client logo's drawing on its 160×64 canvas
// (public/logos/*.svg), by moving the viewBox. The drawings started at its left edge and ended
// 20 to 45 px short of its right one, so in the logo walls' tiles every logo sat to the left
// (design review 53A). Rendered by sharp to find the drawing's box; run again, it changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const logoDir = 'public/logos';
/** Rendered at 4× for a quarter-unit precision. */
const scale = 4;

for (const file of readdirSync(logoDir).filter((name) => name.endsWith('.svg'))) {
  const path = join(logoDir, file);
  const svg = readFileSync(path, 'utf8');
  const viewBox = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error(`${path}: no viewBox`);
  const [x, y, width, height] = viewBox.slice(1).map(Number) as [number, number, number, number];
  const { info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  const left = -(info.trimOffsetLeft ?? 0) / scale;
  const drawn = info.width / scale;
  const shift = Math.round((left - (width - drawn) / 2) * 4) / 4;
  if (shift === 0) continue;
  const moved = `viewBox="${x + shift} ${y} ${width} ${height}"`;
  writeFileSync(path, svg.replace(viewBox[0], moved));
  console.log(`${file}: ${moved}`);
}
