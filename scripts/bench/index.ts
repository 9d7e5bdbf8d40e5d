// npm run bench [-- --runs 3 --pages 200 --routes /a,/b]: the slow measurements, whose output
// goes into closing notes. Timing targets live here, never in timed tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../src/content/load';
import { measurePages } from '../lib/pageWeight';
import { lighthouseMedian, type LighthouseRun } from './lighthouse';
import { generatedBuild, timedBuild } from './scale';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '200' },
    routes: {
      type: 'string',
      default:
        '/desarrollo-software-santiago,/desarrollo-software-valparaiso,/desarrollo-software-concepcion',
    },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(',');
const port = 4399;

console.log('== Build + pre-render');
const real = timedBuild();
console.log(
  `real site: ${real.pages} pages in ${real.seconds.toFixed(2)} s, peak ${real.peakMb} MB`,
);
for (const count of [...new Set([Number(values.pages), Math.round(Number(values.pages) / 4)])].sort(
  (a, b) => a - b,
)) {
  const run = generatedBuild(count);
  console.log(
    `+${count} city pages: ${run.pages} pages in ${run.seconds.toFixed(2)} s (${((run.seconds * 1000) / run.pages).toFixed(1)} ms/page), peak ${run.peakMb} MB`,
  );
}

console.log('\n== Bytes before any interaction (brotli / gzip KB), HTML brotli KB');
for (const weight of measurePages(join(projectRoot, 'dist'))) {
  console.log(
    `${weight.file.padEnd(44)} JS ${(weight.jsBrotli / 1024).toFixed(1)} / ${(weight.jsGzip / 1024).toFixed(1)}   HTML ${(weight.htmlBrotli / 1024).toFixed(1)}`,
  );
}

const server = spawn(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
  cwd: projectRoot,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 1500));

const row = (route: string, profile: string, r: LighthouseRun) =>
  `${route.padEnd(36)} ${profile.padEnd(8)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  bp ${String(r.bestPractices).padStart(3)}  seo ${String(r.seo).padStart(3)}  LCP ${String(r.lcpMs).padStart(5)} ms  TBT ${String(r.tbtMs).padStart(4)} ms  CLS ${r.cls.toFixed(2)}`;
const misses: string[] = [];
try {
  console.log(`\n== Lighthouse mobile, median of ${runs}`);
  for (const route of routes) {
    const url = `http://localhost:${port}${route}`;
    const normal = lighthouseMedian(url, runs);
    const slow = lighthouseMedian(url, runs, 9);
    console.log(row(route, 'default', normal));
    console.log(row(route, 'cpu 9x', slow));
    const all = [normal.performance, normal.accessibility, normal.bestPractices, normal.seo];
    if (all.some((score) => score < 100))
      misses.push(`${route}: default profile below 100 (${all.join('/')})`);
    if (slow.performance < 95 || slow.tbtMs > 100)
      misses.push(`${route}: 9x profile ${slow.performance}, TBT ${slow.tbtMs} ms`);
    if (normal.lcpMs > 1500)
      misses.push(`${route}: LCP ${normal.lcpMs} ms > 1500 ms (element: ${normal.lcpElement})`);
    if (normal.cls > 0) misses.push(`${route}: CLS ${normal.cls}`);
  }
} finally {
  server.kill();
}
console.log(
  misses.length === 0 ? '\nAll Lighthouse targets met.' : `\nTargets missed:\n${misses.join('\n')}`,
);
