// npm run bench [-- --runs 3 --pages 1000,10000 --routes /a,/b --skip scale,lighthouse,architecture,load]:
// the slow measurements, whose output goes into closing notes. Timing targets live here, never
// in timed tests.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../src/content/load';
import { readAllLeads } from '../lib/leads/readLeads';
import { crashTest, startServerProcess } from '../lib/leads/serverProcess';
import { measurePages } from '../lib/pageWeight';
import { compareArchitectures } from './architectures';
import { lighthouseMedian, type LighthouseRun } from './lighthouse';
import { loadTest } from './load';
import { describeRun, generatedBuild, linearity, timedBuild, type ScaleRun } from './scale';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '200,1000' },
    skip: { type: 'string', default: '' },
    routes: {
      type: 'string',
      default:
        '/desarrollo-software-santiago,/desarrollo-software-valparaiso,/desarrollo-software-concepcion',
    },
  },
});
const runs = Number(values.runs);
// --routes all: every indexable route of the built site (its sitemap).
const allRoutes = () =>
  [
    ...readFileSync(join(projectRoot, 'dist/sitemap.xml'), 'utf8').matchAll(
      /<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g,
    ),
  ].map((match) => match[1] ?? '/');
// BENCH_PORT: engineers sharing a machine each have their own ports.
const port = Number(process.env.BENCH_PORT ?? 4399);

console.log('== Build + pre-render');
const real = timedBuild({}, ['--limpio']);
console.log(
  `real site: ${real.pages} pages in ${real.seconds.toFixed(2)} s (CPU ${real.cpuSeconds.toFixed(1)} s), peak ${real.peakMb} MB, load ${real.load.toFixed(1)}`,
);
const skip = new Set(values.skip.split(','));
const scaleRuns: ScaleRun[] = [];
for (const count of skip.has('scale') ? [] : values.pages.split(',').map(Number)) {
  const run = generatedBuild(count);
  scaleRuns.push(run);
  for (const line of describeRun(run)) console.log(line);
}
const growth = linearity(scaleRuns);
const scaleMisses =
  growth && !growth.linear ? [`build cost per page grows ${growth.cpu.toFixed(2)}x`] : [];
if (growth) {
  console.log(
    `ms/page at ${growth.to} vs ${growth.from} pages: ${growth.wall.toFixed(2)}x wall, ${growth.cpu.toFixed(2)}x CPU: ${growth.linear ? 'linear' : 'NOT linear'} (target <= 1.3x)`,
  );
}

console.log('\n== Bytes before any interaction (brotli / gzip KB), HTML brotli KB');
for (const weight of measurePages(join(projectRoot, 'dist'))) {
  console.log(
    `${weight.file.padEnd(44)} JS ${(weight.jsBrotli / 1024).toFixed(1)} / ${(weight.jsGzip / 1024).toFixed(1)}   HTML ${(weight.htmlBrotli / 1024).toFixed(1)}`,
  );
}

// Its own lead file: the load test must not write into the real inbox.
const benchLeads = () => join(mkdtempSync(join(tmpdir(), 'bench-leads-')), 'leads.jsonl');
const leadsFile = benchLeads();
const server = await startServerProcess({
  PORT: String(port),
  LEADS_FILE: leadsFile,
  LEADS_MIN_SUBMIT_MS: '0',
  LEADS_PER_MINUTE: '1000000',
});

const row = (route: string, profile: string, r: LighthouseRun & { tbtRuns: number[] }) =>
  `${route.padEnd(36)} ${profile.padEnd(8)} JS ${String(r.jsKb).padStart(5)} KB  perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  bp ${String(r.bestPractices).padStart(3)}  seo ${String(r.seo).padStart(3)}  LCP ${String(r.lcpMs).padStart(5)} ms  TBT ${String(r.tbtMs).padStart(4)} ms  CLS ${r.cls.toFixed(2)}  (TBT per run: ${r.tbtRuns.join(', ')})`;
const misses: string[] = [...scaleMisses];
try {
  if (!skip.has('lighthouse')) console.log(`\n== Lighthouse mobile, median of ${runs}`);
  const routes = values.routes === 'all' ? allRoutes() : values.routes.split(',');
  for (const route of skip.has('lighthouse') ? [] : routes) {
    const url = `${server.url.replace('127.0.0.1', 'localhost')}${route}`;
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
  if (!skip.has('architecture')) misses.push(...(await compareArchitectures(runs)));
  if (!skip.has('load')) misses.push(...(await benchServer()));
} finally {
  server.child.kill();
}

/** Load figures side by side (GET / alone, then under a lead flood) and the kill -9 test. */
async function benchServer(): Promise<string[]> {
  const found: string[] = [];
  console.log('\n== Local server under load (autocannon: 200 connections on /, 100 on leads)');
  const load = await loadTest(server.url, leadsFile);
  for (const result of load.results) {
    console.log(
      `${result.label.padEnd(20)} ${String(result.requests).padStart(7)} requests, ${String(result.rps).padStart(6)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    if (result.errors + result.timeouts + result.non2xx > 0)
      found.push(`${result.label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  const [alone, loaded] = load.results;
  const ratio = (loaded?.p99Ms ?? 0) / Math.max(1, alone?.p99Ms ?? 1);
  console.log(
    `GET / p99 under the lead flood: ${ratio.toFixed(2)}x its value alone (target <= 3x)`,
  );
  if (ratio > 3) found.push(`GET / p99 ${ratio.toFixed(2)}x under lead flood`);
  console.log(
    `leads: ${load.sent} sent (every tenth a retry), ${load.accepted} acknowledged, ${load.stored} stored, ${load.duplicates} duplicated, ${load.lost} lost`,
  );
  if (load.duplicates + load.lost > 0)
    found.push(`leads: ${load.duplicates} duplicated, ${load.lost} lost`);

  const crashLeads = benchLeads();
  const victim = await startServerProcess({ LEADS_FILE: crashLeads, LEADS_PER_MINUTE: '1000000' });
  const acknowledged = await crashTest(victim, 2000);
  const stored = new Set(
    (await readAllLeads(crashLeads, () => {})).map((lead) => lead.submissionId),
  );
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
  console.log(`kill -9 mid-flood: ${acknowledged.size} acknowledged, ${lost} lost`);
  if (lost > 0) found.push(`kill -9: ${lost} acknowledged leads lost`);
  return found;
}
console.log(misses.length === 0 ? '\nAll targets met.' : `\nTargets missed:\n${misses.join('\n')}`);
