// npm run nueva:pagina -- --plantilla ciudad --slug temuco --nombre "Temuco"
// Writes a complete, valid page from a template, refuses a slug or path already in use, and
// says what to edit next. Without flags in a terminal it asks; in CI it needs the flags.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { configDir, projectRoot } from '../../src/content/load';
import { templates, type TemplateName } from './templates';

const usage =
  'Uso: npm run nueva:pagina -- --plantilla ciudad|landing --slug temuco --nombre "Temuco"\n' +
  'Sin opciones, en una terminal, el comando pregunta cada dato.';

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

async function ask(): Promise<{ plantilla?: string; slug?: string; nombre?: string }> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const plantilla = (await rl.question('Plantilla (ciudad o landing): ')).trim();
    const nombre = (
      await rl.question(
        plantilla === 'ciudad' ? 'Ciudad (por ejemplo Temuco): ' : 'Título de la página: ',
      )
    ).trim();
    const suggested = nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const slug = (await rl.question(`Slug [${suggested}]: `)).trim() || suggested;
    return { plantilla, slug, nombre };
  } finally {
    rl.close();
  }
}

const { values } = parseArgs({
  options: { plantilla: { type: 'string' }, slug: { type: 'string' }, nombre: { type: 'string' } },
});
const noFlags = !values.plantilla && !values.slug && !values.nombre;
const input = noFlags && process.stdin.isTTY ? await ask() : values;

if (!input.plantilla || !(input.plantilla in templates))
  fail(
    `Falta la plantilla o no existe: ${JSON.stringify(input.plantilla ?? '')}. Usa "ciudad" o "landing".`,
  );
if (!input.slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.slug))
  fail(
    `El slug ${JSON.stringify(input.slug ?? '')} no sirve: usa minúsculas sin tildes, números y guiones (por ejemplo "temuco" o "puerto-montt").`,
  );
if (!input.nombre) fail('Falta el nombre (--nombre), por ejemplo "Temuco".');

const template = templates[input.plantilla as TemplateName];
const dir = configDir();
const pagesDir = join(dir, 'pages');
const file = join(pagesDir, template.file(input.slug));
const path = template.path(input.slug);
if (existsSync(file))
  fail(`Ya existe ${relative(projectRoot, file)}: elige otro slug o edita ese archivo.`);
for (const name of readdirSync(pagesDir).filter((entry) => entry.endsWith('.json'))) {
  const other = JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as { path?: string };
  if (other.path === path)
    fail(`La ruta ${path} ya la usa site-config/pages/${name}: elige otro slug.`);
}

const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as {
  brand: { name: string };
};
const page = template.build({ slug: input.slug, nombre: input.nombre, brand: site.brand.name });
const text = await format(JSON.stringify(page), { parser: 'json', printWidth: 100 });
writeFileSync(file, text);

console.log(`Creé ${relative(process.cwd(), file)} (ruta ${path}):\n\n${text}`);
console.log('Ahora edita:');
for (const step of template.nextSteps) console.log(`  - ${step}`);
console.log('\nLuego revisa con `npm run validate` y mira la página con `npm run dev`.');
