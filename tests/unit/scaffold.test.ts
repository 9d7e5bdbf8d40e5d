// The marketer's five-minute path: scaffold a page, validate it, build it, and find the route.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

// Each case spawns the CLI, the validator and (once) the build: minutes on a loaded machine.
describe('npm run nueva:pagina', { timeout: 600_000 }, () => {
  it('writes a city page whose placeholders are located warnings; once edited it validates clean and builds into a route', () => {
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
    const file = join(configDir, 'pages/desarrollo-software-puerto-montt.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    expect(page).toMatchObject({ path: '/desarrollo-software-puerto-montt', schemaVersion: 1 });

    const validated = run('scripts/validate.ts');
    expect(validated.status).toBe(0);
    // Each placeholder at its own line and column, with the field it is in.
    const located = (field: string, message: string) =>
      new RegExp(
        `site-config/pages/desarrollo-software-puerto-montt\\.json:\\d+:\\d+\\n.*\\n.*\\n  Campo: ${field.replace(/[.[\]]/g, '\\$&')}\\n  Advertencia: ${message}`,
      );
    for (const [field, message] of <[string, string][]>[
      ['localBusiness.streetAddress', '"Calle y número de la oficina" es un texto de ejemplo'],
      ['localBusiness.region', '"Región de la oficina" es un texto de ejemplo'],
      ['localBusiness.geo', 'Las coordenadas \\(0, 0\\) son de ejemplo'],
      ['sections[3].coordinates', 'Las coordenadas \\(0, 0\\) son de ejemplo'],
      ['sections[4].offices[0].streetAddress', '"Calle y número de la oficina"'],
    ])
      expect(validated.stdout).toMatch(located(field, message));
    expect(validated.stdout).toContain(
      'Ninguna otra página enlaza a "/desarrollo-software-puerto-montt".',
    );

    // The marketer's edit: the office's real address and coordinates, in every place.
    const geo = { lat: -41.4693, lng: -72.9424 };
    const address = { streetAddress: 'Av. Diego Portales 860', region: 'Región de Los Lagos' };
    Object.assign(page.localBusiness, address, { geo });
    page.sections[3].coordinates = geo;
    Object.assign(page.sections[4].offices[0], address);
    writeFileSync(file, JSON.stringify(page, null, 2));
    const edited = run('scripts/validate.ts');
    expect(edited.status).toBe(0);
    expect(edited.stdout).not.toMatch(
      /puerto-montt\.json:\d+:\d+\n(.*\n){3} {2}Advertencia: .*ejemplo/,
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
