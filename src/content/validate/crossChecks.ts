// Checks that span files or fields, which a JSON Schema cannot express: unique routes,
// internal links that lead somewhere, and an office whose map and structured data agree.
import type { Collections } from '../collections';
import { expandPages, isTemplate, placeholdersIn } from '../expand';
import type { Page, Site } from '../types.generated';
import { internalRoute, linksIn } from './links';
import { suggest } from './messages';

export interface CrossIssue {
  file: string;
  pointer: string;
  message: string;
  hint: string;
  /** For text without pointers (a Markdown body): the exact position. */
  at?: { line: number; column: number };
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

function sectionIds(page: Page): Set<string> {
  return new Set(page.sections.flatMap((section) => (section.id ? [section.id] : [])));
}

function linkIssue(
  href: string,
  anchors: Map<string, Set<string>>,
  from: string | undefined,
): Omit<CrossIssue, 'file' | 'pointer'> | undefined {
  const route = href.startsWith('#') ? from : internalRoute(href);
  if (route === undefined) return undefined;
  const ids = anchors.get(route);
  const routes = [...anchors.keys()].filter((path) => !path.includes(':'));
  if (!ids) {
    const near = suggest(route, routes);
    return {
      message: `El enlace ${JSON.stringify(href)} apunta a una ruta que no existe.`,
      hint: `${near ? `¿Quisiste decir ${JSON.stringify(near)}? ` : ''}Las rutas existentes están en el campo "path" de cada archivo de site-config/pages/ y en las colecciones de site-config/collections/.`,
    };
  }
  const anchor = href.split('#')[1];
  if (anchor === undefined || ids.has(anchor)) return undefined;
  const near = suggest(anchor, [...ids]);
  return {
    message: `El enlace ${JSON.stringify(href)} apunta a la sección #${anchor}, que no existe en ${route}.`,
    hint: `${near ? `¿Quisiste decir #${near}? ` : ''}Las secciones se nombran con su campo "id"; las de ${route} son: ${[...ids].map((id) => `#${id}`).join(', ') || '(ninguna)'}.`,
  };
}

/** Markdown links [text](/route#anchor) in a body, with their line and column in the file. */
function* markdownLinks(body: string, firstLine: number) {
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      yield { href: match[1] ?? '', line: firstLine + index, column: (match.index ?? 0) + 3 };
    }
  }
}

function brokenLinks(
  site: { file: string; data: Site },
  pages: readonly ParsedPage[],
  collections: Collections,
): CrossIssue[] {
  const anchors = new Map<string, Set<string>>();
  for (const { page } of [...pages, ...expandPages(pages, collections)])
    anchors.set(page.path, sectionIds(page));
  const documents = [
    { file: site.file, data: site.data as unknown, path: undefined },
    ...pages.map(({ file, page }) => ({ file, data: page as unknown, path: page.path })),
    ...Object.values(collections)
      .flat()
      .map((entry) => ({ file: entry.file, data: entry.data as unknown, path: undefined })),
  ];
  const inFields = documents.flatMap(({ file, data, path }) =>
    [...linksIn(data)].flatMap(({ pointer, href }) => {
      const issue = linkIssue(href, anchors, path);
      return issue ? [{ file, pointer, ...issue }] : [];
    }),
  );
  const inBodies = collections.blog.flatMap((entry) =>
    [...markdownLinks(entry.body ?? '', entry.bodyLine ?? 1)].flatMap(({ href, line, column }) => {
      const issue = linkIssue(href, anchors, undefined);
      return issue ? [{ file: entry.file, pointer: '', at: { line, column }, ...issue }] : [];
    }),
  );
  return [...inFields, ...inBodies];
}

/** A template page needs a collection, and its placeholders must name fields of the entries. */
function templates({ file, page }: ParsedPage, collections: Collections): CrossIssue[] {
  if (!isTemplate(page)) {
    return page.collection || page.notFound
      ? [
          {
            file,
            pointer: page.collection ? '/collection' : '/notFound',
            message:
              'Solo una página plantilla (con path terminado en /:slug) usa "collection" y "notFound".',
            hint: 'Agrega /:slug al final de "path" o quita estos campos.',
          },
        ]
      : [];
  }
  if (!page.collection)
    return [
      {
        file,
        pointer: '/path',
        message: `La página ${page.path} es una plantilla, pero no dice de qué colección.`,
        hint: 'Agrega "collection": "blog", "cases" o "services".',
      },
    ];
  const [sample] = collections[page.collection];
  if (!sample) return [];
  const fields = Object.keys(sample.data);
  const texts = [
    ['/meta/title', page.meta.title],
    ['/meta/description', page.meta.description],
    ...(page.breadcrumb ?? []).map((item, index) => [`/breadcrumb/${index}/text`, item.text]),
  ] as const;
  return texts.flatMap(([pointer, text]) =>
    placeholdersIn(text)
      .filter((name) => !fields.includes(name))
      .map((name) => ({
        file,
        pointer,
        message: `{${name}} no es un campo de la colección ${page.collection}.`,
        hint: `Usa uno de: ${fields.map((field) => `{${field}}`).join(', ')}.`,
      })),
  );
}

// Blocks that show one entry work only on the template page of their collection.
const entryBlocks: Partial<Record<Page['sections'][number]['type'], Page['collection']>> = {
  blogArticle: 'blog',
  caseDetail: 'cases',
  serviceDetail: 'services',
};

function entryBlocksOnTemplates({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) => {
    const collection = entryBlocks[section.type];
    if (!collection || page.collection === collection) return [];
    return [
      {
        file,
        pointer: `/sections/${index}/type`,
        message: `El bloque ${JSON.stringify(section.type)} muestra una entrada de la colección ${collection} y solo funciona en su página plantilla.`,
        hint: `Úsalo en la página con "collection": ${JSON.stringify(collection)} y un path terminado en /:slug.`,
      },
    ];
  });
}

/** Related articles and a service's case links point at entries that exist. */
function entryReferences(collections: Collections): CrossIssue[] {
  const posts = new Set(collections.blog.map((entry) => entry.slug));
  const cases = new Set(collections.cases.map((entry) => entry.slug));
  const missing = (
    file: string,
    pointer: string,
    slug: string,
    known: Set<string>,
    folder: string,
  ): CrossIssue[] =>
    known.has(slug)
      ? []
      : [
          {
            file,
            pointer,
            message: `No existe ${folder}/${slug}.`,
            hint: `${suggest(slug, [...known]) ? `¿Quisiste decir ${JSON.stringify(suggest(slug, [...known]))}? ` : ''}Usa el nombre de un archivo de site-config/collections/${folder}/, sin extensión.`,
          },
        ];
  return [
    ...collections.blog.flatMap((entry) =>
      (entry.data.relatedPosts ?? []).flatMap((post, index) =>
        missing(entry.file, `/relatedPosts/${index}/slug`, post.slug, posts, 'blog'),
      ),
    ),
    ...collections.services.flatMap((entry) =>
      (entry.data.caseStudies ?? []).flatMap((study, index) =>
        missing(entry.file, `/caseStudies/${index}/slug`, study.slug, cases, 'cases'),
      ),
    ),
  ];
}

/** Each dot of the dot navigator jumps to a section of the same page. */
function dotTargets({ file, page }: ParsedPage): CrossIssue[] {
  const ids = sectionIds(page);
  return (page.dotNavigation ?? []).flatMap((dot, index) =>
    ids.has(dot.id)
      ? []
      : [
          {
            file,
            pointer: `/dotNavigation/${index}/id`,
            message: `El punto ${JSON.stringify(dot.label)} salta a #${dot.id}, que no es una sección de esta página.`,
            hint: `Usa el "id" de una sección: ${[...ids].map((id) => JSON.stringify(id)).join(', ')}.`,
          },
        ],
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

/** A HowTo takes its steps from a cards section of the same page, so they match what is shown. */
function howToSteps({ file, page }: ParsedPage): CrossIssue[] {
  const from = page.howTo?.stepsFrom;
  if (from === undefined) return [];
  const section = page.sections.find((candidate) => candidate.id === from);
  if (section?.type === 'cards') return [];
  const cardIds = page.sections.flatMap((candidate) =>
    candidate.type === 'cards' && candidate.id ? [candidate.id] : [],
  );
  return [
    {
      file,
      pointer: '/howTo/stepsFrom',
      message: section
        ? `La sección ${JSON.stringify(from)} es de tipo ${JSON.stringify(section.type)}, no "cards".`
        : `No hay una sección con "id": ${JSON.stringify(from)} en esta página.`,
      hint: cardIds.length
        ? `Usa el id de una sección de tarjetas: ${cardIds.map((id) => JSON.stringify(id)).join(', ')}.`
        : 'Agrega una sección "cards" con un "id" y escribe los pasos como sus tarjetas.',
    },
  ];
}

export function crossCheck(
  site: { file: string; data: Site },
  pages: readonly ParsedPage[],
  collections: Collections,
): CrossIssue[] {
  return [
    ...duplicatePaths(pages),
    ...brokenLinks(site, pages, collections),
    ...pages.flatMap((page) => templates(page, collections)),
    ...entryReferences(collections),
    ...pages.flatMap(entryBlocksOnTemplates),
    ...pages.flatMap(officeMatchesMap),
    ...pages.flatMap(calculatorDefaults),
    ...pages.flatMap(comparisonRows),
    ...pages.flatMap(howToSteps),
    ...pages.flatMap(dotTargets),
  ];
}
