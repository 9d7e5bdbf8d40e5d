// npm run migrate: rewrites page files written for an older page schema to the current one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format } from 'prettier';
import { configDir, projectRoot } from '../src/content/load';
import { migratePage } from '../src/content/migrations';

const pagesDir = join(configDir(), 'pages');
let changed = 0;
for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.json'))) {
  const path = join(pagesDir, name);
  const { page, applied } = migratePage(
    JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>,
  );
  if (applied.length === 0) continue;
  writeFileSync(path, await format(JSON.stringify(page), { parser: 'json', printWidth: 100 }));
  changed += 1;
  console.log(`${relative(projectRoot, path)}:`);
  for (const migration of applied) console.log(`  - ${migration.description}`);
}
console.log(
  changed === 0
    ? 'Todas las páginas ya usan el formato actual.'
    : `${changed} página(s) actualizada(s).`,
);
