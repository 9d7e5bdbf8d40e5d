// Build + pre-render time and peak memory for the real site and for N generated city pages
// (copies of the Santiago page with their own path and coordinates, in a temp folder), a
// one-page incremental rebuild, and whether the cost per page stays flat as N grows.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/content/load';
import { cacheDirFor } from '../lib/build/buildCache';

export interface BuildRun {
  pages: number;
  rebuilt: number;
  /** Wall time of the whole command. */
  seconds: number;
  /** CPU time (user + system) of the build and its workers: steadier on a loaded machine. */
  cpuSeconds: number;
  peakMb: number;
  /** One-minute load average when the build ended. */
  load: number;
}

export interface ScaleRun {
  count: number;
  full: BuildRun;
  /** The same site again after editing one page. */
  incremental: BuildRun;
}

const tsx = join(projectRoot, 'node_modules/.bin/tsx');

export function timedBuild(env: Record<string, string> = {}, args: string[] = []): BuildRun {
  const started = performance.now();
  const result = spawnSync(tsx, ['scripts/build.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    // Generated pages are linked from nowhere: their warnings alone exceed the default buffer.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`Build failed:\n${result.stderr.slice(-4000)}`);
  const match =
    /Pre-rendered (\d+) pages .*: (\d+) rebuilt, .* \(CPU (\d+(?:\.\d+)?) s, peak memory (\d+) MB\)/.exec(
      result.stdout,
    );
  return {
    pages: Number(match?.[1] ?? 0),
    rebuilt: Number(match?.[2] ?? 0),
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: Number(match?.[3] ?? 0),
    peakMb: Number(match?.[4] ?? 0),
    load: loadavg()[0] ?? 0,
  };
}

/** Writes the real site plus `count` city pages, pretty-printed like a marketer's file. */
function generateSite(config: string, count: number) {
  cpSync(join(projectRoot, 'site-config'), config, { recursive: true });
  const template = JSON.parse(
    readFileSync(join(config, 'pages/desarrollo-software-santiago.json'), 'utf8'),
  );
  for (let index = 0; index < count; index += 1) {
    const page = structuredClone(template);
    const lat = -18 - (index % 380) / 10;
    const lng = -70 - (index % 30) / 10;
    page.path = `/desarrollo-software-ciudad-${index}`;
    page.meta.title = `Desarrollo de software en la ciudad ${index} | Austral`;
    page.breadcrumb[1].text = `Desarrollo de software en la ciudad ${index}`;
    page.localBusiness.geo = { lat, lng };
    for (const section of page.sections)
      if (section.type === 'map') section.coordinates = { lat, lng };
    writeFileSync(join(config, `pages/ciudad-${index}.json`), JSON.stringify(page, null, 2));
  }
}

export function generatedBuild(count: number): ScaleRun {
  const work = mkdtempSync(join(tmpdir(), `bench-${count}-`));
  const config = join(work, 'site-config');
  const outDir = join(work, 'dist');
  const env = { SITE_CONFIG_DIR: config, OUT_DIR: outDir };
  generateSite(config, count);
  try {
    const full = timedBuild(env, ['--limpio']);
    const edited = join(config, 'pages/ciudad-0.json');
    writeFileSync(
      edited,
      readFileSync(edited, 'utf8').replace('"title": "', '"title": "Editada: '),
    );
    return { count, full, incremental: timedBuild(env) };
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(cacheDirFor(projectRoot, outDir), { recursive: true, force: true });
  }
}

const msPerPage = (run: BuildRun) => (run.seconds * 1000) / Math.max(1, run.pages);
const cpuMsPerPage = (run: BuildRun) => (run.cpuSeconds * 1000) / Math.max(1, run.pages);

export function describeRun({ count, full, incremental }: ScaleRun): string[] {
  return [
    `+${count} city pages: ${full.pages} pages in ${full.seconds.toFixed(1)} s (${msPerPage(full).toFixed(1)} ms/page; CPU ${full.cpuSeconds.toFixed(0)} s, ${cpuMsPerPage(full).toFixed(1)} ms/page), peak ${full.peakMb} MB, load ${full.load.toFixed(1)}`,
    `  one page edited: ${incremental.rebuilt} rebuilt in ${incremental.seconds.toFixed(1)} s (${((incremental.seconds / full.seconds) * 100).toFixed(0)}% of the full build), peak ${incremental.peakMb} MB, load ${incremental.load.toFixed(1)}`,
  ];
}

/**
 * Linear when the cost per page at the largest size is within 1.3x of the smallest, in wall
 * time and in CPU time (the steadier of the two when other work shares the machine).
 */
export function linearity(runs: readonly ScaleRun[]) {
  const sorted = [...runs].sort((a, b) => a.count - b.count);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || first === last) return undefined;
  const wall = msPerPage(last.full) / msPerPage(first.full);
  const cpu = cpuMsPerPage(last.full) / cpuMsPerPage(first.full);
  return { from: first.count, to: last.count, wall, cpu, linear: wall <= 1.3 || cpu <= 1.3 };
}
