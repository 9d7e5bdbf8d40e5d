// npm run build: validate the content, build the island loader (client) and the server
// renderer with Vite, then pre-render every route into dist/.
// SITE_CONFIG_DIR and OUT_DIR override the content folder and the output folder (tests, bench).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { configDir, projectRoot, readConfigSources, sourceTexts } from '../src/content/load';
import { validateConfig } from '../src/content/validate';
import { formatBeforePublishing, formatReport } from '../src/content/validate/format';
import type * as EntryServer from '../src/entry-server';
import { writePageReport } from './lib/pageReport';
import { precompress } from './lib/precompress';
import { prerender } from './lib/prerender';

// Our config imports TypeScript without extensions, which Vite's default loader handles fine.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const started = performance.now();
const outDir = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
// The server bundle imports packages from node_modules, so it stays inside the project.
const ssrDir = join(
  projectRoot,
  '.ssr',
  createHash('sha1').update(outDir).digest('hex').slice(0, 8),
);

const sources = readConfigSources(configDir());
const { problems, config } = validateConfig(sources);
const texts = sourceTexts(sources);
if (!config) {
  console.error(formatReport(problems, texts));
  process.exit(1);
}
if (problems.length > 0) console.warn(formatReport(problems, texts));

const quiet = {
  logLevel: 'warn' as const,
  configFile: join(projectRoot, 'vite.config.ts'),
  root: projectRoot,
};
await build({ ...quiet, build: { outDir, emptyOutDir: true } });
await build({
  ...quiet,
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
});

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const loader = manifest['src/islands/loader.ts'];
if (!loader) throw new Error('The client build produced no loader chunk');
const entry = (await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
)) as typeof EntryServer;
const files = await prerender(entry, config, { loader: `/${loader.file}` }, outDir);
rmSync(ssrDir, { recursive: true, force: true });
writePageReport(config, problems, sources.root, outDir);
await precompress(outDir);

const seconds = ((performance.now() - started) / 1000).toFixed(2);
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  `Pre-rendered ${files.length} pages into ${outDir} in ${seconds} s (peak memory ${peakMb} MB)`,
);
// Example data still in the content, last, where it is seen: the build succeeds anyway.
const beforePublishing = formatBeforePublishing(problems);
if (beforePublishing) console.log(`\n${beforePublishing}`);
