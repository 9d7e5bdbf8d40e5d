// npm run validate as CI and the pre-commit hook call it: GitHub annotations on stdout, and with
// file arguments only the problems of those files.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load';

const fixtures = join(projectRoot, 'tests/fixtures');
const work = mkdtempSync(join(tmpdir(), 'validate-cli-'));
const configDir = join(work, 'site-config');
cpSync(join(fixtures, 'valid'), configDir, { recursive: true });
for (const name of ['duplicate-section-id', 'outside-chile'])
  cpSync(join(fixtures, 'invalid', `${name}.json`), join(configDir, 'pages', `${name}.json`));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const validate = (...args: string[]) =>
  spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/validate.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, SITE_CONFIG_DIR: configDir },
    encoding: 'utf8',
  });

// Each case spawns the CLI, which takes seconds on a loaded machine.
describe('npm run validate', { timeout: 180_000 }, () => {
  it('prints each problem as a GitHub annotation on stdout, and fails', () => {
    const result = validate('--format', 'github');
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      '::error file=site-config/pages/outside-chile.json,line=13,col=22,title=sections[0].coordinates::Las coordenadas (-34.6037, -58.3816) están fuera de Chile. Busca la oficina en Google Maps, haz clic derecho sobre el lugar y copia la latitud y la longitud (por ejemplo -38.7359, -72.5904).',
      '::error file=site-config/pages/duplicate-section-id.json,line=12,col=28,title=sections[2].id::El id "servicios" ya lo usa sections[0] (hero) en esta página. Cada sección necesita un id distinto: los enlaces a #servicios y el navegador de puntos saltan siempre a la primera. Cambia el id de una de las dos.',
    ]);
  });

  it('reports only the files it is given (the staged ones, in the pre-commit hook)', () => {
    const result = validate(join(configDir, 'pages/outside-chile.json'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('site-config/pages/outside-chile.json:13:22');
    expect(result.stderr).not.toContain('duplicate-section-id');
    expect(validate(join(configDir, 'pages/home.json')).status).toBe(0);
  });
});
