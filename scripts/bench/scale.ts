// Build + pre-render time and peak memory for the real site and for N generated city pages
// (copies of the Santiago page with their own path and coordinates, in a temp folder).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/content/load';

export interface BuildRun {
  pages: number;
  seconds: number;
  peakMb: number;
}

const tsx = join(projectRoot, 'node_modules/.bin/tsx');

export function timedBuild(env: Record<string, string> = {}): BuildRun {
  const started = performance.now();
  const result = spawnSync(tsx, ['scripts/build.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    // Generated pages are linked from nowhere: their warnings alone exceed the default buffer.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`Build failed:\n${result.stderr}`);
  const match = /Pre-rendered (\d+) pages .* \(peak memory (\d+) MB\)/.exec(result.stdout);
  return {
    pages: Number(match?.[1] ?? 0),
    seconds: (performance.now() - started) / 1000,
    peakMb: Number(match?.[2] ?? 0),
  };
}

export function generatedBuild(count: number): BuildRun {
  const work = mkdtempSync(join(tmpdir(), `bench-${count}-`));
  const config = join(work, 'site-config');
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
    writeFileSync(join(config, `pages/ciudad-${index}.json`), JSON.stringify(page));
  }
  try {
    return timedBuild({ SITE_CONFIG_DIR: config, OUT_DIR: join(work, 'dist') });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
