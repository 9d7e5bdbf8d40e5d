// Reads the marketer-edited files from disk. Runs in Node only (build, dev server, tests):
// the browser never needs the whole configuration, islands receive their own props.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export interface SourceFile {
  /** Path relative to the project root (or to the config's parent), as shown in errors. */
  file: string;
  text: string;
}

export interface ConfigSources {
  root: string;
  site: SourceFile;
  pages: SourceFile[];
}

export const projectRoot = resolve(import.meta.dirname, '../..');

export function configDir(): string {
  return resolve(process.env.SITE_CONFIG_DIR ?? join(projectRoot, 'site-config'));
}

export function readConfigSources(dir = configDir()): ConfigSources {
  const root = resolve(dir, '..');
  const read = (path: string): SourceFile => ({
    file: relative(root, path),
    text: readFileSync(path, 'utf8'),
  });
  const pagesDir = join(dir, 'pages');
  const pageFiles = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  return {
    root,
    site: read(join(dir, 'site.json')),
    pages: pageFiles.map((name) => read(join(pagesDir, name))),
  };
}

/** File path → text, for quoting the offending line in reports. */
export function sourceTexts(sources: ConfigSources): Map<string, string> {
  return new Map([sources.site, ...sources.pages].map((source) => [source.file, source.text]));
}
