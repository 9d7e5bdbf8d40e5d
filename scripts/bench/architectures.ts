// The architecture's reason to exist, measured: the home page built three ways, side by side at
// the 9x CPU profile: pre-rendered with islands (the site), pre-rendered and hydrated whole, and
// client-only (SPA, no pre-rendering).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import createEmotionServer from '@emotion/server/create-instance';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Manifest } from 'vite';
import { entryRoutes } from '../../src/content/expand';
import { configDir, projectRoot, readConfigSources } from '../../src/content/load';
import { validateConfig } from '../../src/content/validate';
import { serializeProps } from '../../src/islands/protocol';
import { createEmotionCache } from '../../src/theme/emotionCache';
import { BenchApp, loadBlocks, type BenchData } from './whole/BenchApp';
import { lighthouseMedian, type LighthouseRun } from './lighthouse';

const port = 4397;

async function buildClient(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    build: {
      outDir,
      emptyOutDir: false,
      manifest: 'bench-manifest.json',
      modulePreload: { polyfill: false },
      rollupOptions: { input: { bench: 'scripts/bench/whole/client.tsx' } },
    },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, 'bench-manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = manifest['scripts/bench/whole/client.tsx'];
  if (!entry) throw new Error('The comparison build produced no entry');
  return `/${entry.file}`;
}

/** The site's own head for `/`, without its loader and styles. */
function headOf(html: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return head
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '');
}

function page(head: string, body: string, script: string, data: BenchData, mode: string): string {
  return `<!doctype html>\n<html lang="es-CL">\n<head>\n${head}\n<script type="module" src="${script}"></script>\n</head>\n<body>\n<div id="root" data-mode="${mode}">${body}</div>\n<script type="application/json" id="page-data">${serializeProps(data)}</script>\n</body>\n</html>\n`;
}

export async function compareArchitectures(runs: number): Promise<string[]> {
  const { config } = validateConfig(readConfigSources(configDir()));
  const home = config?.pages.find(({ page: candidate }) => candidate.path === '/')?.page;
  if (!config || !home) throw new Error('No home page to compare');
  const data: BenchData = {
    site: config.site,
    page: home,
    collections: config.collections,
    routes: entryRoutes(config.templates),
  };

  const dir = mkdtempSync(join(tmpdir(), 'bench-architectures-'));
  cpSync(join(projectRoot, 'dist'), dir, { recursive: true });
  const before = new Set(readdirSync(join(dir, 'assets')));
  const script = await buildClient(dir);
  const added = readdirSync(join(dir, 'assets')).filter((file) => !before.has(file));
  const jsKb =
    added
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (sum, file) => sum + brotliCompressSync(readFileSync(join(dir, 'assets', file))).length,
        0,
      ) / 1024;

  const cache = createEmotionCache();
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const blocks = await loadBlocks(home);
  const body = renderToString(createElement(BenchApp, { data, blocks, cache }));
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body));
  const head = headOf(readFileSync(join(dir, 'index.html'), 'utf8'));
  writeFileSync(join(dir, 'spa.html'), page(head, '', script, data, 'render'));
  writeFileSync(join(dir, 'whole.html'), page(`${head}\n${styles}`, body, script, data, 'hydrate'));

  const server = spawn(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), OUT_DIR: dir },
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const results: [string, LighthouseRun][] = [];
  try {
    for (const [label, path] of [
      ['islands (the site)', '/'],
      ['hydrated whole', '/whole'],
      ['client-only SPA', '/spa'],
    ] as const)
      results.push([label, lighthouseMedian(`http://localhost:${port}${path}`, runs, 9)]);
  } finally {
    server.kill();
  }
  const [islands] = results;
  console.log(`\n== Home page three ways, Lighthouse mobile at 9x CPU, median of ${runs}`);
  console.log(`(the comparison build emits ${jsKb.toFixed(1)} KB of JS in all, brotli)`);
  for (const [label, run] of results) {
    const ratio = (value: number, base: number) =>
      base > 0 ? `${(value / base).toFixed(1)}×` : '—';
    console.log(
      `${label.padEnd(20)} perf ${String(run.performance).padStart(3)}  LCP ${String(run.lcpMs).padStart(5)} ms (${ratio(run.lcpMs, islands?.[1].lcpMs ?? 0)})  TBT ${String(run.tbtMs).padStart(4)} ms (${ratio(run.tbtMs, islands?.[1].tbtMs ?? 0)})  JS loaded ${run.jsKb} KB`,
    );
  }
  return islands && islands[1].performance < 95 ? ['home (islands) below 95 at 9x'] : [];
}
