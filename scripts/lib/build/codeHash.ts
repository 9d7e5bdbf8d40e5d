// One hash of everything besides the content that shapes the built site: source code, schemas,
// public files, the build scripts, dependencies, and the environment the build reads. When it
// changes, the incremental build starts over (Vite builds and every page).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders and files, relative to the project root; tests are left out (they ship nothing). */
export const codeInputs = [
  'src',
  'schemas',
  'public',
  'scripts/build.ts',
  'scripts/lib',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** Environment variables the client bundle or the pages read at build time. */
const readsEnv = (name: string) => name.startsWith('VITE_') || name === 'LEAD_ENDPOINT';

export function codeHash(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const name of Object.keys(env).filter(readsEnv).sort())
    hash.update(`env ${name}=${env[name]}\n`);
  const files = codeInputs.flatMap((input) => filesUnder(join(projectRoot, input))).sort();
  for (const file of files) {
    const content = statSync(file, { throwIfNoEntry: false }) ? readFileSync(file) : '';
    hash.update(`${relative(projectRoot, file)}\n${content.length}\n`).update(content);
  }
  return hash.digest('hex');
}
