// Draws the site's SVG drawings as WebP at build time; why, and which files: src/lib/rasterImages.ts.
// resvg draws the SVG (the same engine on every machine, with only the fonts handed to it, so the
// output does not depend on what the build machine has installed) and sharp encodes the WebP.
// Each drawing is cached under the hash of everything that shapes it, so a rebuild that changed no
// drawing draws nothing.
import { renderAsync } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import {
  isRasterized,
  rasterFile,
  rasterFolders,
  rasterWidths,
  socialFile,
  socialSize,
} from '../../src/lib/rasterImages';
import { brandFontFile, svgText } from './svgBrandFont';

/** The weights the drawings use; each becomes a static face, as resvg does not vary axes. */
const weights = [400, 500, 600, 700, 800];
/** The family name every instance keeps: that of the variable font's default, ExtraLight. */
const family = 'Manrope ExtraLight';
const quality = 82;
/** Bump when the drawing or encoding changes in a way the inputs below do not capture. */
const version = 2;

/**
 * Manrope at each weight as TrueType files holding `text`'s characters: resvg reads no woff2 and
 * no variation axes, and takes fonts from files only (its fontBuffers option is ignored by the
 * Node build, which then draws with the system's fonts).
 */
async function brandFaces(text: string, dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const font = brandFontFile();
  return Promise.all(
    weights.map(async (weight) => {
      const face = await subsetFont(font, text || ' ', {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
      });
      const file = join(dir, `manrope-${weight}.ttf`);
      writeFileSync(file, face);
      return file;
    }),
  );
}

/** `svg` drawn at each of `widths`, as WebP buffers in the same order, and with `social`, its
 *  sharing card last: a JPEG of socialSize, the drawing cropped to it about its centre. */
export async function drawWebp(
  svg: string,
  faces: string[],
  widths: readonly number[],
  social = false,
): Promise<Buffer[]> {
  const drawn = await renderAsync(svg, {
    fitTo: { mode: 'width', value: Math.max(...widths) },
    font: {
      fontFiles: faces,
      loadSystemFonts: false,
      defaultFontFamily: family,
      sansSerifFamily: family,
    },
  });
  const pixels = sharp(drawn.pixels, {
    raw: { width: drawn.width, height: drawn.height, channels: 4 },
  });
  return Promise.all([
    ...widths.map((width) =>
      pixels.clone().resize({ width }).webp({ quality, smartSubsample: true }).toBuffer(),
    ),
    ...(social
      ? [
          pixels
            .clone()
            .resize({ ...socialSize, fit: 'cover' })
            .flatten({ background: '#050505' })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer(),
        ]
      : []),
  ]);
}

interface Job {
  /** The SVG's path on the site, e.g. /cases/c3d.svg. */
  src: string;
  svg: string;
  /** Cache file of each width, in rasterWidths' order, then of the sharing JPEG if it has one. */
  cached: string[];
  /** The sharing JPEG's path on the site (lib/rasterImages' socialFile). */
  social: string | undefined;
}

function jobsIn(outDir: string, cacheDir: string, fontHash: string): Job[] {
  const jobs: Job[] = [];
  for (const folder of rasterFolders) {
    const dir = join(outDir, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const src = `/${folder}/${name}`;
      if (!isRasterized(src)) continue;
      const svg = readFileSync(join(dir, name), 'utf8');
      const key = createHash('sha256')
        .update(`${version}\0${quality}\0${fontHash}\0${svg}`)
        .digest('hex')
        .slice(0, 24);
      const social = socialFile(src);
      const cached = rasterWidths.map((width) => join(cacheDir, `${key}-${width}w.webp`));
      if (social) cached.push(join(cacheDir, `${key}-og.jpg`));
      jobs.push({ src, svg, cached, social });
    }
  }
  return jobs;
}

/**
 * Writes every drawing of outDir's illustration folders as WebP beside its SVG, reusing what
 * `cacheDir` already holds. Run it before the SVGs get their embedded font. Returns how many
 * drawings were drawn and how many came from the cache.
 */
export async function rasterizeIllustrations(
  outDir: string,
  cacheDir: string,
): Promise<{ drawn: number; reused: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const fontHash = createHash('sha256').update(brandFontFile()).digest('hex');
  const jobs = jobsIn(outDir, cacheDir, fontHash);
  const missing = jobs.filter((job) => !job.cached.every((file) => existsSync(file)));
  if (missing.length) {
    const text = missing.map((job) => svgText(job.svg)).join('');
    const faces = await brandFaces(text, join(cacheDir, 'fonts'));
    const queue = [...missing];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const files = await drawWebp(job.svg, faces, rasterWidths, Boolean(job.social)).catch(
          (error: unknown) => {
            // A marketer's file: say which one, in Spanish, rather than resvg's bare message.
            throw new Error(
              `public${job.src}: el SVG no se pudo dibujar (${error instanceof Error ? error.message : String(error)}). Ábrelo en un navegador o editor de SVG, corrígelo y vuelve a construir el sitio.`,
            );
          },
        );
        files.forEach((webp, index) => {
          // Written whole, then renamed: an interrupted build leaves no half file in the cache.
          const file = job.cached[index]!;
          writeFileSync(`${file}.part`, webp);
          renameSync(`${file}.part`, file);
        });
      }
    };
    await Promise.all(Array.from({ length: availableParallelism() }, worker));
  }
  for (const job of jobs) {
    rasterWidths.forEach((width, index) =>
      copyFileSync(job.cached[index]!, join(outDir, rasterFile(job.src, width))),
    );
    if (job.social) copyFileSync(job.cached[rasterWidths.length]!, join(outDir, job.social));
  }
  return { drawn: missing.length, reused: jobs.length - missing.length };
}
