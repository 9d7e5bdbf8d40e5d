// Reads the marketer-edited files from disk. Runs in Node only (build, dev server, tests):
// the browser never needs the whole configuration, islands receive their own props.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface SourceFile {
  /** Path relative to the project root (or to the config's parent), as shown in errors. */
  file: string;
  text: string;
}

export interface CollectionSources {
  /** Folder name under site-config/collections/, e.g. "blog". */
  name: string;
  entries: SourceFile[];
}

export interface ConfigSources {
  root: string;
  site: SourceFile;
  pages: SourceFile[];
  collections: CollectionSources[];
}

/** The folder with the project's package.json, above this file: found by walking up, since the
 * build bundles this module into .cache/build/<hash>/ssr/ for its render workers. */
function findProjectRoot(from: string): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir))
    if (existsSync(join(dir, 'package.json'))) return dir;
  return resolve(from, '../..');
}

export const projectRoot = findProjectRoot(import.meta.dirname);

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
  const collectionsDir = join(dir, 'collections');
  const collections = existsSync(collectionsDir)
    ? readdirSync(collectionsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
        .map((name) => ({
          name,
          entries: readdirSync(join(collectionsDir, name))
            .filter((file) => file.endsWith('.json') || file.endsWith('.md'))
            .sort()
            .map((file) => read(join(collectionsDir, name, file))),
        }))
    : [];
  return {
    root,
    site: read(join(dir, 'site.json')),
    pages: pageFiles.map((name) => read(join(pagesDir, name))),
    collections,
  };
}

/** File path → text, for quoting the offending line in reports. */
export function sourceTexts(sources: ConfigSources): Map<string, string> {
  const entries = sources.collections.flatMap((collection) => collection.entries);
  return new Map(
    [sources.site, ...sources.pages, ...entries].map((source) => [source.file, source.text]),
  );
}
