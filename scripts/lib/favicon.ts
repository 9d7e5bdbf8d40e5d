// The tab icon as a PNG drawn from public/favicon.svg at build time. An SVG icon is parsed on the
// page's own main thread, as a document of its own: 15 ms on this machine (135 ms of a slow
// phone's main thread at Lighthouse's 9x), right around the first paint of every page. A PNG is
// decoded off it. The SVG stays the one source (the social image draws it too).
import { renderAsync } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { faviconPath, faviconSize } from '../../src/seo/favicon';

/** The icon drawn from the SVG in `dir` (the build's output, or public/ for npm run dev). */
export async function faviconPng(dir: string): Promise<Buffer> {
  const svg = readFileSync(join(dir, 'favicon.svg'));
  const drawn = await renderAsync(svg, { fitTo: { mode: 'width', value: faviconSize } });
  return sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

export async function drawFavicon(outDir: string): Promise<void> {
  writeFileSync(join(outDir, faviconPath.slice(1)), await faviconPng(outDir));
}
