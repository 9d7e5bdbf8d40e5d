// A marketer's two ways to add a page, end to end, on one temporary copy of site-config that is
// built once (a build takes a while; npm test already makes the main one): copy a city page and
// change the city (Temuco), or scaffold one with `npm run nueva:pagina` (Puerto Montt). Either
// way: a new route with its own title, canonical, JSON-LD, map and sitemap entry, and no code
// changes.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load';
import { fixtureSiteDir } from './fixtureSite';

const work = mkdtempSync(join(tmpdir(), 'site-build-'));
const configDir = join(work, 'site-config');
const outDir = join(work, 'dist');
const tsx = join(projectRoot, 'node_modules/.bin/tsx');

function temucoPage(): string {
  const text = readFileSync(
    join(fixtureSiteDir, 'pages/desarrollo-software-santiago.json'),
    'utf8',
  );
  const page = JSON.parse(
    text.replaceAll('Santiago', 'Temuco').replaceAll('Vitacura', 'Av. Alemania'),
  );
  page.path = '/desarrollo-software-temuco';
  page.meta.title = 'Desarrollo de software a medida en Temuco | Austral';
  page.breadcrumb[1].text = 'Desarrollo de software en Temuco';
  page.localBusiness = {
    name: 'Austral Software Temuco',
    streetAddress: 'Av. Alemania 0671, oficina 305',
    locality: 'Temuco',
    region: 'Región de La Araucanía',
    geo: { lat: -38.7359, lng: -72.6127 },
  };
  for (const section of page.sections) {
    if (section.type === 'map') {
      section.location = 'Av. Alemania 0671, Temuco';
      section.coordinates = { lat: -38.7359, lng: -72.6127 };
    }
  }
  return JSON.stringify(page, null, 2);
}

const build = (config: string, out: string) =>
  spawnSync(tsx, ['scripts/build.ts'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_CONFIG_DIR: config, OUT_DIR: out },
    encoding: 'utf8',
  });

/** Runs a script of the project on the temporary site-config. */
const run = (script: string, args: string[] = []) =>
  spawnSync(tsx, [script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, SITE_CONFIG_DIR: configDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const scaffold = (template: string, slug: string, name: string) =>
  run('scripts/new-page/index.ts', ['--plantilla', template, '--slug', slug, '--nombre', name]);

/** What the scaffold and the validator said before the shared build. */
let scaffolded: ReturnType<typeof run>;
let validated: ReturnType<typeof run>;
/** The validator again, once the scaffold's placeholders were replaced with real data. */
let edited: ReturnType<typeof run>;
let built: ReturnType<typeof run>;

/** The marketer's edit: the office's real address and coordinates, in every place. */
function fillScaffoldPlaceholders(file: string) {
  const text = readFileSync(file, 'utf8')
    .replaceAll('Calle y número de la oficina', 'Av. Diego Portales 860')
    .replaceAll('Región de la oficina', 'Región de Los Lagos');
  const page = JSON.parse(text);
  const geo = { lat: -41.4693, lng: -72.9424 };
  page.localBusiness.geo = geo;
  page.sections.find((section: { type: string }) => section.type === 'map').coordinates = geo;
  writeFileSync(file, JSON.stringify(page, null, 2));
}

beforeAll(() => {
  cpSync(fixtureSiteDir, configDir, { recursive: true });
  writeFileSync(join(configDir, 'pages/desarrollo-software-temuco.json'), temucoPage());
  scaffolded = scaffold('ciudad', 'puerto-montt', 'Puerto Montt');
  validated = run('scripts/validate.ts');
  fillScaffoldPlaceholders(join(configDir, 'pages/desarrollo-software-puerto-montt.json'));
  edited = run('scripts/validate.ts');
  built = build(configDir, outDir);
  if (built.status !== 0) throw new Error(`The shared build failed:\n${built.stderr}`);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('adding a city page is adding one JSON file', () => {
  const html = () => readFileSync(join(outDir, 'desarrollo-software-temuco.html'), 'utf8');

  it('pre-renders the new route with its own title and canonical, once each, in <head>', () => {
    const head = html().split('</head>')[0] ?? '';
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(html().match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Desarrollo de software a medida en Temuco | Austral</title>');
    expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    expect(head).toContain(
      '<link rel="canonical" href="https://www.australsoftware.cl/desarrollo-software-temuco">',
    );
  });

  it('describes the new office as a LocalBusiness with its own geo', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html())?.[1] ?? '{}';
    const graph = JSON.parse(json)['@graph'] as Record<string, unknown>[];
    const business = graph.find((node) => node['@type'] === 'LocalBusiness');
    expect(business?.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: -38.7359,
      longitude: -72.6127,
    });
    expect(business?.address).toMatchObject({ addressLocality: 'Temuco' });
  });

  it("ends on the new office's address in the footer, not the main office's", () => {
    const footer = html().split('<footer')[1] ?? '';
    expect(footer).toContain(
      '<address><span>Av. Alemania 0671, oficina 305, Temuco, Región de La Araucanía</span>',
    );
  });

  it('gives the map island the new location', () => {
    const props =
      /<script type="application\/json" data-island-props="[^"]+">(.*?)<\/script>/s.exec(
        html(),
      )?.[1];
    expect(JSON.parse(props ?? '{}')).toMatchObject({
      type: 'map',
      location: 'Av. Alemania 0671, Temuco',
      coordinates: { lat: -38.7359, lng: -72.6127 },
      zoom: 16,
      height: 500,
    });
  });

  it('lists the new route in the sitemap, and keeps noindex pages out', () => {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(
      '<loc>https://www.australsoftware.cl/desarrollo-software-temuco</loc>',
    );
    expect(sitemap).toContain(
      '<loc>https://www.australsoftware.cl/desarrollo-software-santiago</loc>',
    );
    expect(sitemap).not.toContain('/404');
    expect(existsSync(join(outDir, '404.html'))).toBe(true);
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.australsoftware.cl/sitemap.xml',
    );
  });

  it('fails the build with the Spanish report when a page is wrong', () => {
    const brokenDir = join(work, 'broken-config');
    cpSync(configDir, brokenDir, { recursive: true });
    const file = join(brokenDir, 'pages/desarrollo-software-temuco.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "hero"', '"type": "heroe"'));
    const result = build(brokenDir, join(work, 'broken-dist'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'broken-config/pages/desarrollo-software-temuco.json:30:15\n  30 |       "type": "heroe",\n     |               ^\n  Campo: sections[0].type',
    );
    expect(result.stderr).toContain('El tipo de bloque "heroe" no existe.');
    expect(result.stderr).toContain('¿Quisiste decir "hero"?');
    expect(existsSync(join(work, 'broken-dist'))).toBe(false);
  });
});

describe('npm run nueva:pagina', () => {
  it('writes a city page whose placeholders are located warnings; once edited it validates clean and builds into a route', () => {
    expect(scaffolded.status).toBe(0);
    expect(scaffolded.stdout).toContain('Ahora edita:');
    const page = JSON.parse(
      readFileSync(join(configDir, 'pages/desarrollo-software-puerto-montt.json'), 'utf8'),
    );
    expect(page).toMatchObject({ path: '/desarrollo-software-puerto-montt', schemaVersion: 1 });

    expect(validated.status).toBe(0);
    // Each placeholder at its own line and column, with the field it is in.
    const located = (field: string, message: string) =>
      new RegExp(
        `site-config/pages/desarrollo-software-puerto-montt\\.json:\\d+:\\d+\\n.*\\n.*\\n  Campo: ${field.replace(/[.[\]]/g, '\\$&')}\\n  Advertencia: ${message}`,
      );
    const at = (type: string) =>
      (page.sections as { type: string }[]).findIndex((section) => section.type === type);
    for (const [field, message] of <[string, string][]>[
      ['localBusiness.streetAddress', '"Calle y número de la oficina" es un texto de ejemplo'],
      ['localBusiness.region', '"Región de la oficina" es un texto de ejemplo'],
      ['localBusiness.geo', 'Las coordenadas \\(0, 0\\) son de ejemplo'],
      [`sections[${at('map')}].coordinates`, 'Las coordenadas \\(0, 0\\) son de ejemplo'],
      [`sections[${at('map')}].address`, '"Calle y número de la oficina"'],
      [
        `sections[${at('contactDetails')}].offices[0].streetAddress`,
        '"Calle y número de la oficina"',
      ],
    ])
      expect(validated.stdout).toMatch(located(field, message));
    // Once edited, it validates with no example data left.
    expect(edited.status).toBe(0);
    expect(edited.stdout).not.toMatch(
      /puerto-montt\.json:\d+:\d+\n(.*\n){3} {2}Advertencia: .*ejemplo/,
    );
    expect(validated.stdout).toContain(
      'Ninguna otra página enlaza a "/desarrollo-software-puerto-montt".',
    );

    const html = readFileSync(join(outDir, 'desarrollo-software-puerto-montt.html'), 'utf8');
    expect(html).toContain(
      '<title>Desarrollo de software a medida en Puerto Montt | Austral</title>',
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
      '--desde',
      'modernizacion-sistemas-legacy-chile',
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
    const noSource = run('scripts/new-page/index.ts', [
      '--plantilla',
      'landing',
      '--slug',
      'contacto-2',
      '--nombre',
      'Contacto',
    ]);
    expect(noSource.status).toBe(1);
    expect(noSource.stderr).toMatch(/^Falta la página a copiar \(--desde\)/);
    const notACity = run('scripts/new-page/index.ts', [
      '--plantilla',
      'ciudad',
      '--desde',
      'contacto',
      '--slug',
      'temuco-2',
      '--nombre',
      'Temuco',
    ]);
    expect(notACity.stderr).toMatch(
      /^site-config\/pages\/contacto\.json no es una página de ciudad/,
    );
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
