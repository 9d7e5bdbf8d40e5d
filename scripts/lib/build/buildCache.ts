// What the previous build of one output folder made, so the next one renders only what changed.
// It lives in .cache/build/<output folder hash>/ (ignored by git), with the server renderer.
// Removed when a build starts and written when it ends: an interrupted build leaves no record,
// and the next one starts over rather than trust files it may have half written.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Bump when the record's meaning changes. */
const version = 1;

const pageRecord = z.object({
  /** Hash of everything the page was rendered from, collections aside. */
  key: z.string(),
  /** The collections it read, each with the hash it had then. */
  collections: z.record(z.string(), z.string()),
  /** Files written for it, relative to the output folder (each with its .br and .gz). */
  files: z.array(z.string()).min(1),
});

const buildRecord = z.object({
  version: z.literal(version),
  /** codeHash() of the build that wrote the output folder. */
  code: z.string(),
  /** URL path → what was written for it. */
  pages: z.record(z.string(), pageRecord),
});

export type PageRecord = z.infer<typeof pageRecord>;
export type BuildRecord = z.infer<typeof buildRecord>;

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function cacheDirFor(projectRoot: string, outDir: string): string {
  return join(projectRoot, '.cache', 'build', shortHash(outDir));
}

const recordFile = (cacheDir: string) => join(cacheDir, 'pages.json');

export function readBuildRecord(cacheDir: string): BuildRecord | undefined {
  const file = recordFile(cacheDir);
  if (!existsSync(file)) return undefined;
  // A record from another version of this code, or damaged: start over rather than trust it.
  try {
    return buildRecord.safeParse(JSON.parse(readFileSync(file, 'utf8'))).data;
  } catch {
    return undefined;
  }
}

export function forgetBuildRecord(cacheDir: string): void {
  rmSync(recordFile(cacheDir), { force: true });
}

export function writeBuildRecord(cacheDir: string, code: string, pages: BuildRecord['pages']) {
  mkdirSync(cacheDir, { recursive: true });
  const record: BuildRecord = { version, code, pages };
  writeFileSync(recordFile(cacheDir), JSON.stringify(record));
}

/** One hash per value: a page's inputs, a collection. */
export const hashOf = (value: unknown) => shortHash(JSON.stringify(value));
