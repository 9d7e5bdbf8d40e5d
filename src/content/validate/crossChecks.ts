// Checks that span files or fields, which a JSON Schema cannot express: unique routes,
// internal links that lead somewhere, and an office whose map and structured data agree.
import type { Page, Site } from '../types.generated';
import { internalRoute, linksIn } from './links';
import { suggest } from './messages';

export interface CrossIssue {
  file: string;
  pointer: string;
  message: string;
  hint: string;
}

export interface ParsedPage {
  file: string;
  page: Page;
}

function duplicatePaths(pages: readonly ParsedPage[]): CrossIssue[] {
  const owner = new Map<string, string>();
  const issues: CrossIssue[] = [];
  for (const { file, page } of pages) {
    const first = owner.get(page.path);
    if (first) {
      issues.push({
        file,
        pointer: '/path',
        message: `La ruta ${JSON.stringify(page.path)} ya la usa ${first}.`,
        hint: 'Cada página necesita una ruta única: cambia "path" en uno de los dos archivos.',
      });
    } else owner.set(page.path, file);
  }
  return issues;
}

function brokenLinks(
  site: { file: string; data: Site },
  pages: readonly ParsedPage[],
): CrossIssue[] {
  const routes = new Set(pages.map(({ page }) => page.path));
  const documents = [
    { file: site.file, data: site.data as unknown },
    ...pages.map(({ file, page }) => ({ file, data: page })),
  ];
  return documents.flatMap(({ file, data }) =>
    [...linksIn(data)].flatMap(({ pointer, href }) => {
      const route = internalRoute(href);
      if (route === undefined || routes.has(route)) return [];
      const near = suggest(route, [...routes]);
      return [
        {
          file,
          pointer,
          message: `El enlace ${JSON.stringify(href)} apunta a una ruta que no existe.`,
          hint: `${near ? `¿Quisiste decir ${JSON.stringify(near)}? ` : ''}Las rutas existentes están en el campo "path" de cada archivo de site-config/pages/.`,
        },
      ];
    }),
  );
}

function officeMatchesMap({ file, page }: ParsedPage): CrossIssue[] {
  const geo = page.localBusiness?.geo;
  if (!geo) return [];
  return page.sections.flatMap((section, index) =>
    section.type === 'map' &&
    (section.coordinates.lat !== geo.lat || section.coordinates.lng !== geo.lng)
      ? [
          {
            file,
            pointer: `/sections/${index}/coordinates`,
            message: `Las coordenadas del mapa (${section.coordinates.lat}, ${section.coordinates.lng}) no coinciden con las de la oficina en localBusiness.geo (${geo.lat}, ${geo.lng}).`,
            hint: 'Usa las mismas coordenadas en el mapa y en localBusiness.geo para que Google y el mapa muestren el mismo lugar.',
          },
        ]
      : [],
  );
}

/** A calculator's default choices must be among its options. */
function calculatorDefaults({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) => {
    if (section.type !== 'calculator') return [];
    const checks = [
      {
        field: 'defaultComplexity',
        value: section.defaultComplexity,
        options: section.complexities.map((choice) => choice.id),
      },
      {
        field: 'defaultPlatform',
        value: section.defaultPlatform,
        options: section.platforms.map((choice) => choice.id),
      },
    ];
    return checks
      .filter(({ value, options }) => !options.includes(value))
      .map(({ field, value, options }) => ({
        file,
        pointer: `/sections/${index}/${field}`,
        message: `${JSON.stringify(value)} no es una de las opciones de la calculadora.`,
        hint: `Usa el "id" de una opción: ${options.map((option) => JSON.stringify(option)).join(', ')}.`,
      }));
  });
}

/** Every row of a comparison has one value per column. */
function comparisonRows({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) =>
    section.type !== 'comparison'
      ? []
      : section.rows.flatMap((row, rowIndex) =>
          row.values.length === section.columns.length
            ? []
            : [
                {
                  file,
                  pointer: `/sections/${index}/rows/${rowIndex}/values`,
                  message: `La fila ${JSON.stringify(row.aspect)} tiene ${row.values.length} valores, pero la tabla tiene ${section.columns.length} columnas.`,
                  hint: 'Escribe un valor por columna, en el mismo orden que "columns".',
                },
              ],
        ),
  );
}

export function crossCheck(
  site: { file: string; data: Site },
  pages: readonly ParsedPage[],
): CrossIssue[] {
  return [
    ...duplicatePaths(pages),
    ...brokenLinks(site, pages),
    ...pages.flatMap(officeMatchesMap),
    ...pages.flatMap(calculatorDefaults),
    ...pages.flatMap(comparisonRows),
  ];
}
