// npm run nueva:pagina -- --plantilla ciudad --slug temuco --nombre "Temuco"
// npm run nueva:pagina -- --plantilla landing --desde fabrica-software-chile --slug … --nombre …
// Copies a page the site already has (copyPage.ts), refuses a slug or path already in use, and
// says what to edit next. Without flags in a terminal it asks; in CI it needs the flags.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { configDir, projectRoot } from '../../src/content/load';
import { slug as slugOf } from '../../src/lib/slug';
import { copyPage, fileOf, isCityPage, nextSteps, pathOf, type Kind } from './copyPage';

const usage =
  'Uso: npm run nueva:pagina -- --plantilla ciudad --slug temuco --nombre "Temuco"\n' +
  '     npm run nueva:pagina -- --plantilla landing --desde fabrica-software-chile --slug apps-para-retail --nombre "Apps para retail"\n' +
  'La página nueva parte de una que ya existe: una ciudad copia otra ciudad (o la de --desde), una landing copia la de --desde.\n' +
  'Sin opciones, en una terminal, el comando pregunta cada dato.';

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

interface Input {
  plantilla?: string;
  desde?: string;
  slug?: string;
  nombre?: string;
}

async function ask(): Promise<Input> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const plantilla = (await rl.question('Plantilla (ciudad o landing): ')).trim();
    const desde =
      (
        await rl.question(
          plantilla === 'ciudad'
            ? 'Página a copiar [otra ciudad]: '
            : 'Página a copiar (por ejemplo fabrica-software-chile): ',
        )
      ).trim() || undefined;
    const nombre = (
      await rl.question(
        plantilla === 'ciudad' ? 'Ciudad (por ejemplo Temuco): ' : 'Título de la página: ',
      )
    ).trim();
    const suggested = slugOf(nombre, '');
    const slug = (await rl.question(`Slug [${suggested}]: `)).trim() || suggested;
    return { plantilla, desde, slug, nombre };
  } finally {
    rl.close();
  }
}

const { values } = parseArgs({
  options: {
    plantilla: { type: 'string' },
    desde: { type: 'string' },
    slug: { type: 'string' },
    nombre: { type: 'string' },
  },
});
const noFlags = !values.plantilla && !values.slug && !values.nombre;
const input: Input = noFlags && process.stdin.isTTY ? await ask() : values;

if (input.plantilla !== 'ciudad' && input.plantilla !== 'landing')
  fail(
    `Falta la plantilla o no existe: ${JSON.stringify(input.plantilla ?? '')}. Usa "ciudad" o "landing".`,
  );
const kind: Kind = input.plantilla;
if (!input.slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.slug))
  fail(
    `El slug ${JSON.stringify(input.slug ?? '')} no sirve: usa minúsculas sin tildes, números y guiones (por ejemplo "temuco" o "puerto-montt").`,
  );
if (!input.nombre) fail('Falta el nombre (--nombre), por ejemplo "Temuco".');

const dir = configDir();
const pagesDir = join(dir, 'pages');
const pages = readdirSync(pagesDir)
  .filter((entry) => entry.endsWith('.json'))
  .sort()
  .map((name) => ({
    name: name.replace(/\.json$/, ''),
    page: JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as Record<string, unknown>,
  }));

const file = join(pagesDir, fileOf(kind, input.slug));
const path = pathOf(kind, input.slug);
if (existsSync(file))
  fail(`Ya existe ${relative(projectRoot, file)}: elige otro slug o edita ese archivo.`);
const taken = pages.find(({ page }) => page.path === path);
if (taken) fail(`La ruta ${path} ya la usa site-config/pages/${taken.name}.json: elige otro slug.`);

const wanted = input.desde?.replace(/^\//, '').replace(/\.json$/, '');
const source = wanted
  ? pages.find(({ name, page }) => name === wanted || page.path === `/${wanted}`)
  : kind === 'ciudad'
    ? pages.find(({ page }) => isCityPage(page))
    : undefined;
if (wanted && !source)
  fail(
    `No hay una página ${JSON.stringify(wanted)} para copiar. Usa el nombre de un archivo de site-config/pages/, sin .json.`,
  );
if (!source)
  fail(
    kind === 'ciudad'
      ? 'No hay otra página de ciudad (con "localBusiness") para copiar: indica una con --desde.'
      : 'Falta la página a copiar (--desde), por ejemplo --desde fabrica-software-chile: la landing nueva parte de sus bloques.',
  );
if (kind === 'ciudad' && !isCityPage(source.page))
  fail(
    `site-config/pages/${source.name}.json no es una página de ciudad (no tiene "localBusiness"): elige otra con --desde.`,
  );
if (String(source.page.path).includes(':slug'))
  fail(
    `site-config/pages/${source.name}.json es una página plantilla de colección: elige una página normal con --desde.`,
  );

const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as {
  brand: { name: string };
};
const page = copyPage(kind, source.page, {
  slug: input.slug,
  nombre: input.nombre,
  brand: site.brand.name,
});
const text = await format(JSON.stringify(page), { parser: 'json', printWidth: 100 });
writeFileSync(file, text);

console.log(
  `Creé ${relative(process.cwd(), file)} (ruta ${path}), a partir de site-config/pages/${source.name}.json:\n\n${text}`,
);
console.log('Ahora edita:');
for (const step of nextSteps[kind]) console.log(`  - ${step}`);
console.log('\nLuego revisa con `npm run validate` y mira la página con `npm run dev`.');
