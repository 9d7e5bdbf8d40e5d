// The marketer's five-minute path: scaffold a page, validate it, build it, and find the route.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load';

const work = mkdtempSync(join(tmpdir(), 'scaffold-'));
const configDir = join(work, 'site-config');
cpSync(join(projectRoot, 'site-config'), configDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const tsx = join(projectRoot, 'node_modules/.bin/tsx');
const run = (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(tsx, [script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, SITE_CONFIG_DIR: configDir, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('npm run nueva:pagina', () => {
  it('writes a city page that validates (placeholders flagged as warnings) and builds into a route', () => {
    const created = run('scripts/new-page/index.ts', [
      '--plantilla',
      'ciudad',
      '--slug',
      'puerto-montt',
      '--nombre',
      'Puerto Montt',
    ]);
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Ahora edita:');
    const page = JSON.parse(
      readFileSync(join(configDir, 'pages/desarrollo-software-puerto-montt.json'), 'utf8'),
    );
    expect(page).toMatchObject({ path: '/desarrollo-software-puerto-montt', schemaVersion: 1 });

    const validated = run('scripts/validate.ts');
    expect(validated.status).toBe(0);
    expect(validated.stdout).toContain(
      'Las coordenadas (0, 0) son de ejemplo: la plantilla las deja en cero.',
    );
    expect(validated.stdout).toContain(
      'Ninguna otra página enlaza a "/desarrollo-software-puerto-montt".',
    );

    const outDir = join(work, 'dist');
    expect(run('scripts/build.ts', [], { OUT_DIR: outDir }).status).toBe(0);
    const html = readFileSync(join(outDir, 'desarrollo-software-puerto-montt.html'), 'utf8');
    expect(html).toContain(
      '<title>Desarrollo de software en Puerto Montt | Austral Software</title>',
    );
    expect(html).toContain('<h1');
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain(
      '/desarrollo-software-puerto-montt</loc>',
    );
  });

  it('writes a valid landing page', () => {
    const created = run('scripts/new-page/index.ts', [
      '--plantilla',
      'landing',
      '--slug',
      'apps-para-retail',
      '--nombre',
      'Apps para retail',
    ]);
    expect(created.status).toBe(0);
    expect(existsSync(join(configDir, 'pages/apps-para-retail.json'))).toBe(true);
    expect(run('scripts/validate.ts').status).toBe(0);
  });

  it('refuses an existing slug or path, and explains bad input, in Spanish', () => {
    const again = run('scripts/new-page/index.ts', [
      '--plantilla',
      'ciudad',
      '--slug',
      'santiago',
      '--nombre',
      'Santiago',
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^Ya existe .*desarrollo-software-santiago\.json: elige otro slug o edita ese archivo\./,
    );
    const taken = run('scripts/new-page/index.ts', [
      '--plantilla',
      'landing',
      '--slug',
      'contacto-2',
      '--nombre',
      'Contacto',
    ]);
    expect(taken.status).toBe(0);
    const samePath = run('scripts/new-page/index.ts', [
      '--plantilla',
      'landing',
      '--slug',
      'blog',
      '--nombre',
      'Blog',
    ]);
    expect(samePath.stderr).toMatch(/^Ya existe .*blog\.json/);
    const badSlug = run('scripts/new-page/index.ts', [
      '--plantilla',
      'ciudad',
      '--slug',
      'Viña del Mar',
      '--nombre',
      'Viña',
    ]);
    expect(badSlug.status).toBe(1);
    expect(badSlug.stderr).toContain('El slug "Viña del Mar" no sirve');
    const noFlags = run('scripts/new-page/index.ts');
    expect(noFlags.status).toBe(1);
    expect(noFlags.stderr).toContain('Uso: npm run nueva:pagina');
  });
});
