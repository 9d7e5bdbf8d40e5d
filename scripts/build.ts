// npm run build [-- --limpio]: validate the content, build the island loader (client) and the
// server renderer with Vite, then pre-render every route into dist/.
// Incremental: when the code is the same as for the previous build of the same output folder,
// the Vite builds are skipped and only pages whose content changed are rendered again
// (scripts/lib/build/buildCache.ts); --limpio starts over.
// SITE_CONFIG_DIR and OUT_DIR override the content folder and the output folder (tests, bench).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Manifest } from 'vite';
import { projectRoot } from '../src/content/load';
import { formatBeforePublishing } from '../src/content/validate/format';
import {
  cacheDirFor,
  forgetBuildRecord,
  readBuildRecord,
  writeBuildRecord,
} from './lib/build/buildCache';
import { codeHash } from './lib/build/codeHash';
import { validateOnWorker } from './lib/build/validateOnWorker';
import { precompress } from './lib/precompress';
import { prerender } from './lib/prerender';
import { embedBrandFont } from './lib/svgBrandFont';
import { rasterizeIllustrations } from './lib/rasterize';
import { drawFavicon } from './lib/favicon';

const { values: flags } = parseArgs({ options: { limpio: { type: 'boolean', default: false } } });
// Our config imports TypeScript without extensions, which Vite's default loader handles fine.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// React's production server renderer for the page report, as Vite's build gets: React picks its
// build when first imported, which is why the report's module is imported below, not on top.
process.env.NODE_ENV ??= 'production';
const started = performance.now();
const outDir = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
// The server bundle imports packages from node_modules, so it stays inside the project.
const cacheDir = cacheDirFor(projectRoot, outDir);
const ssrDir = join(cacheDir, 'ssr');
const renderWorker = 'render-worker';
const workerScript = join(ssrDir, `${renderWorker}.js`);

const { problems, config, root, report } = await validateOnWorker();
if (!config) {
  console.error(report);
  process.exit(1);
}
if (report) console.warn(report);
// Validated once here: the Vite plugin would validate again in each of the two builds.
process.env.SITE_CONFIG_VALIDATED = '1';

const code = codeHash(projectRoot);
const previous = flags.limpio ? undefined : readBuildRecord(cacheDir);
forgetBuildRecord(cacheDir);
const viteManifest = join(outDir, '.vite/manifest.json');
const loaderFile = (): string | undefined => {
  if (!existsSync(viteManifest)) return undefined;
  const manifest = JSON.parse(readFileSync(viteManifest, 'utf8')) as Manifest;
  return manifest['src/islands/loader.ts']?.file;
};
const reuseBundles =
  previous?.code === code &&
  existsSync(workerScript) &&
  existsSync(join(outDir, loaderFile() ?? '.missing'));

if (!reuseBundles) {
  const quiet = {
    logLevel: 'warn' as const,
    configFile: join(projectRoot, 'vite.config.ts'),
    root: projectRoot,
  };
  await build({ ...quiet, build: { outDir, emptyOutDir: true } });
  await build({
    ...quiet,
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: { [renderWorker]: 'scripts/lib/build/renderWorker.ts' } },
    },
  });
  // Illustrations drawn as WebP for the pages, then given the brand face inside them as SVGs.
  const drawings = await rasterizeIllustrations(
    outDir,
    join(projectRoot, '.cache', 'illustrations'),
  );
  if (drawings.drawn)
    console.log(`Drew ${drawings.drawn} illustrations as WebP (${drawings.reused} from the cache)`);
  await embedBrandFont(outDir);
  await drawFavicon(outDir);
  // The client bundle and public/ files; pages are compressed as they are written.
  await precompress(outDir);
}
const loader = loaderFile();
if (!loader) throw new Error('The client build produced no loader chunk');

const result = await prerender({
  workerScript,
  config,
  assets: { loader: `/${loader}` },
  outDir,
  code,
  previous: reuseBundles ? previous?.pages : undefined,
});
writeBuildRecord(cacheDir, code, result.pages);
const { pageReportLimit, writePageReport } = await import('./lib/pageReport');
if (
  !writePageReport(config, problems, root, outDir, {
    file: join(cacheDir, 'page-facts.json'),
    code,
  })
)
  console.log(`Informe /_paginas omitido: el sitio tiene más de ${pageReportLimit} páginas.`);

// Example data still in the content, where it is seen: the build succeeds anyway.
const beforePublishing = formatBeforePublishing(problems);
if (beforePublishing) console.log(`\n${beforePublishing}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
// Process-wide, so the render workers count too.
const usage = process.resourceUsage();
const cpuSeconds = ((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1);
const peakMb = Math.round(usage.maxRSS / 1024);
console.log(
  `Pre-rendered ${result.files.length} pages into ${outDir} in ${seconds} s: ${result.rendered} rebuilt, ${result.reused} reused (CPU ${cpuSeconds} s, peak memory ${peakMb} MB)`,
);
