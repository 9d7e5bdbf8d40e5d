// The incremental build renders only what an edit touches, and its output is byte for byte the
// output of a clean build of the same content: built into two folders and compared.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/content/load';
import { cacheDirFor } from './buildCache';

const work = mkdtempSync(join(tmpdir(), 'incremental-'));
const configDir = join(work, 'site-config');
const incremental = join(work, 'incremental');
const clean = join(work, 'clean');
const tsx = join(projectRoot, 'node_modules/.bin/tsx');
cpSync(join(projectRoot, 'site-config'), configDir, { recursive: true });
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  // The record and server bundle kept for these temporary output folders.
  for (const outDir of [incremental, clean])
    rmSync(cacheDirFor(projectRoot, outDir), { recursive: true, force: true });
});

function build(outDir: string, ...args: string[]) {
  const result = spawnSync(tsx, ['scripts/build.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, SITE_CONFIG_DIR: configDir, OUT_DIR: outDir },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  const counts = /: (\d+) rebuilt, (\d+) reused/.exec(last);
  expect(counts, last).not.toBeNull();
  return { rebuilt: Number(counts?.[1]), reused: Number(counts?.[2]) };
}

/** Every file under a folder, relative path → bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return new Map(files.sort().map((file) => [relative(dir, file), readFileSync(file)]));
}

function expectSameAsClean(label: string) {
  build(clean, '--limpio');
  const built = tree(incremental);
  const expected = tree(clean);
  expect([...built.keys()], label).toEqual([...expected.keys()]);
  const differing = [...expected].filter(([file, bytes]) => !built.get(file)?.equals(bytes));
  expect(
    differing.map(([file]) => file),
    label,
  ).toEqual([]);
}

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(configDir, file), change(readFileSync(join(configDir, file), 'utf8')));

// Each test runs two or three builds: minutes on a loaded machine.
describe('incremental build', { timeout: 600_000 }, () => {
  it('renders everything once, then nothing when nothing changed', () => {
    const first = build(incremental);
    expect(first.reused).toBe(0);
    const again = build(incremental);
    expect(again).toEqual({ rebuilt: 0, reused: first.rebuilt });
  });

  it('renders only the edited page, and matches a clean build byte for byte', () => {
    edit('pages/desarrollo-software-concepcion.json', (text) =>
      text.replace('"title": "', '"title": "Editado: '),
    );
    expect(build(incremental).rebuilt).toBe(1);
    expect(
      readFileSync(join(incremental, 'desarrollo-software-concepcion.html'), 'utf8'),
    ).toContain('Editado: ');
    expectSameAsClean('after editing one page');
  });

  it('renders a new page alone', () => {
    const page = JSON.parse(
      readFileSync(join(configDir, 'pages/desarrollo-software-concepcion.json'), 'utf8'),
    );
    page.path = '/desarrollo-software-temuco';
    writeFileSync(join(configDir, 'pages/temuco.json'), JSON.stringify(page, null, 2));
    expect(build(incremental).rebuilt).toBe(1);
  });

  it('renders the pages that read an edited collection, and drops a deleted page', () => {
    edit('collections/blog/desarrollo-web-tendencias-2025.md', (text) =>
      text.replace(/^title: .*$/m, 'title: "Tendencias web editadas"'),
    );
    rmSync(join(configDir, 'pages/temuco.json'));
    const after = build(incremental);
    // The article, the blog listing and whatever else lists articles; not the whole site.
    expect(after.rebuilt).toBeGreaterThan(2);
    expect(after.rebuilt).toBeLessThan((after.rebuilt + after.reused) / 2);
    expectSameAsClean('after editing an article and deleting a page');
  });

  it('starts over with --limpio', () => {
    const clean = build(incremental, '--limpio');
    expect(clean.reused).toBe(0);
  });
});
