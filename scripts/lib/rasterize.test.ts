import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterFile, rasterWidths } from '../../src/lib/rasterImages';
import { rasterizeIllustrations } from './rasterize';

const words = (weight: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100" font-family="system-ui, sans-serif"><rect width="400" height="100" fill="#fff"/><text x="10" y="70" font-size="56" font-weight="${weight}" fill="#000">Diseño</text></svg>`;

/** How much ink a WebP holds: the share of its pixels darker than mid-grey. */
async function ink(file: string): Promise<number> {
  const { data } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length / data.length;
}

function fixtureSite() {
  const outDir = mkdtempSync(join(tmpdir(), 'raster-'));
  for (const folder of ['cases', 'team', 'logos']) mkdirSync(join(outDir, folder));
  writeFileSync(join(outDir, 'cases/regular.svg'), words(400));
  writeFileSync(join(outDir, 'cases/semibold.svg'), words(600));
  writeFileSync(join(outDir, 'cases/heavy.svg'), words(800));
  writeFileSync(join(outDir, 'team/retrato-animado.svg'), words(400));
  writeFileSync(join(outDir, 'logos/cliente.svg'), words(400));
  return { outDir, cacheDir: join(outDir, '.cache') };
}

describe('rasterizeIllustrations', () => {
  it('draws each illustration at every width, its words in the brand face', async () => {
    const { outDir, cacheDir } = fixtureSite();
    expect(await rasterizeIllustrations(outDir, cacheDir)).toEqual({ drawn: 3, reused: 0 });

    for (const width of rasterWidths) {
      const meta = await sharp(join(outDir, rasterFile('/cases/regular.svg', width))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 4]);
    }
    // No system font is loaded, so ink at all means the brand face drew the word; more ink at
    // each step up means each weight has a face of its own (resvg would otherwise take one face
    // for all, and fake a single bold for 600 and up).
    const inkOf = (name: string) => ink(join(outDir, `cases/${name}-800w.webp`));
    const regular = await inkOf('regular');
    const semibold = await inkOf('semibold');
    const heavy = await inkOf('heavy');
    expect(regular).toBeGreaterThan(0.03);
    expect(semibold).toBeGreaterThan(regular * 1.1);
    expect(heavy).toBeGreaterThan(semibold * 1.1);
  });

  it("draws a case's drawing as a 1200×630 JPEG to share, and no other folder's", async () => {
    const { outDir, cacheDir } = fixtureSite();
    writeFileSync(join(outDir, 'team/retrato.svg'), words(400));
    await rasterizeIllustrations(outDir, cacheDir);
    const meta = await sharp(join(outDir, 'cases/regular-og.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(existsSync(join(outDir, 'team/retrato-og.jpg'))).toBe(false);
  });

  it('leaves animated portraits and client logos as they are', async () => {
    const { outDir, cacheDir } = fixtureSite();
    await rasterizeIllustrations(outDir, cacheDir);
    expect(readdirSync(join(outDir, 'team'))).toEqual(['retrato-animado.svg']);
    expect(readdirSync(join(outDir, 'logos'))).toEqual(['cliente.svg']);
  });

  it('draws again only what changed', async () => {
    const { outDir, cacheDir } = fixtureSite();
    await rasterizeIllustrations(outDir, cacheDir);
    writeFileSync(join(outDir, 'cases/heavy.svg'), words(700));
    expect(await rasterizeIllustrations(outDir, cacheDir)).toEqual({ drawn: 1, reused: 2 });
    expect(existsSync(join(outDir, 'cases/heavy-1600w.webp'))).toBe(true);
  });

  it('names a broken SVG, in Spanish, instead of failing with no file', async () => {
    const { outDir, cacheDir } = fixtureSite();
    writeFileSync(join(outDir, 'cases/roto.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect');
    await expect(rasterizeIllustrations(outDir, cacheDir)).rejects.toThrow(
      /^public\/cases\/roto\.svg: el SVG no se pudo dibujar \(.+\)\. Ábrelo en un navegador/,
    );
  });
});
