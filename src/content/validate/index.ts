// Validates the whole site configuration: syntax, schemas, then cross-file rules.
// Used by the CLI (npm run validate), the Vite plugin, the build and the tests.
import type { AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv';
import type { ConfigSources, SourceFile } from '../load';
import type { Page, Site } from '../types.generated';
import { currentPageVersion, pageVersion } from '../migrations';
import {
  emptyCollections,
  isCollectionName,
  type CollectionName,
  type Collections,
  type Entry,
} from '../collections';
import { crossCheck } from './crossChecks';
import { parseMarkdownEntry, type MarkdownEntry } from './frontMatter';
import { resolveSite, type ResolvedPage } from '../expand';
import { explain } from './messages';
import { JsonSyntaxError, parseLocated, type Located } from './positions';
import { readablePath, type CrossIssue, type Problem } from './problem';
import { relatedReadsInBody } from './relatedReads';
import { placeholders, type ScannedFile } from './placeholders';
import { loadSchemas } from './schemas';
import { warnings } from './warnings';

export type { Problem } from './problem';

export interface ValidConfig {
  site: Site;
  /** Every concrete page: page files, and one page per entry for template pages. */
  pages: ResolvedPage[];
  /** Template pages (path ending in /:slug) as written, for their not-found route. */
  templates: ResolvedPage[];
  collections: Collections;
}

export interface ValidationResult {
  /** Errors, or warnings only when the configuration is valid. */
  problems: Problem[];
  /** Present only when there is no error. */
  config?: ValidConfig;
}

/** A page written for an older page schema: point at the migration instead of at every change. */
function outdatedPage(data: unknown): { message: string; hint: string } | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const version = pageVersion(data as Record<string, unknown>);
  if (version === currentPageVersion) return undefined;
  return {
    message: `La página usa el formato de la versión ${version}; la versión actual es ${currentPageVersion}.`,
    hint: 'Ejecuta npm run migrate: actualiza el archivo al formato actual sin perder contenido.',
  };
}

/** When a block's type is unknown, ajv also reports the enum on `type`: keep the clearer one. */
function withoutShadowedErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const badTags = new Set(
    errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/type`),
  );
  return errors.filter((e) => !(e.keyword === 'enum' && badTags.has(e.instancePath)));
}

const parserFor = (file: string): ((text: string) => Located) =>
  file.endsWith('.md') ? parseMarkdownEntry : parseLocated;

/** Each valid collection file as an entry of its collection: slug from the file name, and for
 * Markdown the body and the line it starts on (for errors inside it). */
function collectEntries(
  files: readonly { name: CollectionName; file: string; located: Located }[],
): Collections {
  const collections = emptyCollections();
  for (const { name, file, located } of files) {
    const markdown = file.endsWith('.md') ? (located as MarkdownEntry) : undefined;
    (collections[name] as Entry<unknown>[]).push({
      slug: file.replace(/^.*\//, '').replace(/\.(json|md)$/, ''),
      file,
      data: located.data,
      ...(markdown ? { body: markdown.body, bodyLine: markdown.bodyLine } : {}),
    });
  }
  return collections;
}

function checkDocument(
  source: SourceFile,
  validate: ValidateFunction,
  blockTypes: string[],
  isPage: boolean,
) {
  let located: Located;
  try {
    located = parserFor(source.file)(source.text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const problem: Problem = {
      severity: 'error',
      file: source.file,
      line: error.line,
      column: error.column,
      path: '(sintaxis)',
      message: error.message,
      hint:
        error.hint ??
        (source.file.endsWith('.md')
          ? 'El archivo empieza con un encabezado entre dos líneas ---, con un campo por línea (campo: "valor"); revisa comillas y sangría cerca de esta posición.'
          : 'Revisa comas, comillas y llaves cerca de esta posición: cada campo va entre comillas dobles y no puede haber una coma antes de } o ].'),
    };
    return { problems: [problem] };
  }
  const outdated = isPage ? outdatedPage(located.data) : undefined;
  if (outdated) {
    const at = located.locate('/schemaVersion');
    return {
      problems: [
        {
          severity: 'error' as const,
          file: source.file,
          ...at,
          path: 'schemaVersion',
          ...outdated,
        },
      ],
    };
  }
  const { sharedDefs } = loadSchemas();
  const lookup = (ref: string): AnySchemaObject | undefined =>
    sharedDefs[ref.split('/').at(-1) ?? ''];
  if (validate(located.data)) return { problems: [], located };
  const problems = withoutShadowedErrors(validate.errors ?? []).map((error): Problem => {
    const explained = explain(error, blockTypes, lookup);
    const pointer = explained.childPointer
      ? `${error.instancePath}/${explained.childPointer}`
      : error.instancePath;
    const { line, column } = located.locate(pointer, explained.at);
    return {
      severity: 'error',
      file: source.file,
      line,
      column,
      path: readablePath(pointer),
      message: explained.message,
      hint: explained.hint,
    };
  });
  return { problems, located };
}

export function validateConfig(sources: ConfigSources): ValidationResult {
  const schemas = loadSchemas();
  const blockTypes = [...schemas.blocks.keys()].sort();
  const site = checkDocument(sources.site, schemas.site, blockTypes, false);
  const pages = sources.pages.map((source) => ({
    source,
    ...checkDocument(source, schemas.page, blockTypes, true),
  }));
  const entries = sources.collections.flatMap(({ name, entries: files }) =>
    files.map((source) => {
      const validate = isCollectionName(name) ? schemas.collections.get(name) : undefined;
      if (!validate)
        return {
          name,
          source,
          problems: [
            {
              severity: 'error' as const,
              file: source.file,
              line: 1,
              column: 1,
              path: '(carpeta)',
              message: `La carpeta de colección ${JSON.stringify(name)} no existe en el sitio.`,
              hint: `Las colecciones son: ${[...schemas.collections.keys()].join(', ')}. Mueve el archivo a una de ellas.`,
            },
          ],
          located: undefined,
        };
      return { name, source, ...checkDocument(source, validate, blockTypes, false) };
    }),
  );
  const problems = [
    ...site.problems,
    ...pages.flatMap((page) => page.problems),
    ...entries.flatMap((entry) => entry.problems),
  ];
  if (problems.length > 0 || !site.located) return { problems };

  const collections = collectEntries(
    entries.flatMap(({ name, source, located }) =>
      isCollectionName(name) && located ? [{ name, file: source.file, located }] : [],
    ),
  );

  const siteData = site.located.data as Site;
  const parsedPages = pages.map(({ source, located }) => ({
    file: source.file,
    page: located?.data as Page,
  }));
  const locators = new Map<string, Located | undefined>([
    [sources.site.file, site.located],
    ...pages.map(({ source, located }) => [source.file, located] as const),
    ...entries.map(({ source, located }) => [source.file, located] as const),
  ]);
  const toProblem =
    (severity: Problem['severity']) =>
    (issue: CrossIssue): Problem => ({
      severity,
      file: issue.file,
      ...(issue.at ?? locators.get(issue.file)?.locate(issue.pointer) ?? { line: 1, column: 1 }),
      path: readablePath(issue.pointer),
      message: issue.message,
      hint: issue.hint,
      ...(issue.replace ? { replace: issue.replace } : {}),
    });
  const crossProblems = crossCheck(
    { file: sources.site.file, data: siteData },
    parsedPages,
    collections,
  ).map(toProblem('error'));
  // A template page's problems would repeat once per entry.
  const dedupe = (list: Problem[]) => [
    ...new Map(
      list.map((item) => [`${item.file}:${item.line}:${item.column}:${item.message}`, item]),
    ).values(),
  ];
  if (crossProblems.length > 0) return { problems: crossProblems };
  // Validation ends here; what follows builds the site the renderer reads (expand.ts).
  const resolved = resolveSite(parsedPages, collections);
  // Example contact data and scaffold texts, wherever they are written: site, pages, entries.
  const scanned = [
    sources.site,
    ...pages.map(({ source }) => source),
    ...entries.map(({ source }) => source),
  ].flatMap(({ file, text }): ScannedFile[] => {
    const located = locators.get(file);
    return located ? [{ file, text, located }] : [];
  });
  return {
    problems: dedupe(
      [
        ...warnings(siteData, resolved.pages),
        ...relatedReadsInBody(resolved.pages, collections),
        ...placeholders(scanned),
      ].map(toProblem('warning')),
    ),
    config: { site: siteData, ...resolved },
  };
}
