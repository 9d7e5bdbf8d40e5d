// Things that do not break the build but hurt the page: search-result lengths, a page nothing
// links to, the scaffold's 0, 0 coordinates, a field the block will not show.
import type { Site } from '../types.generated';
import type { ResolvedPage } from '../expand';
import type { CrossIssue, ParsedPage } from './problem';
import { exampleCoordinates } from './coordinates';
import { ignoredFields } from './ignoredFields';
import { internalRoute, linksIn } from './links';
import { titleMaxLength } from './schemas';

const descriptionRange = [70, 160] as const;

function seoLengths({ file: pageFile, page, entry }: ResolvedPage): CrossIssue[] {
  const issues: CrossIssue[] = [];
  // On a generated page the text comes from the entry: point there, and say which page it is.
  const file = entry?.file ?? pageFile;
  const where = entry ? `En ${page.path}, el` : 'El';
  // The schema's limit, applied here to titles a template fills from its entry.
  const titleMax = titleMaxLength();
  const title = [...page.meta.title].length;
  const description = [...page.meta.description].length;
  if (title > titleMax)
    issues.push({
      file,
      pointer: entry ? '/title' : '/meta/title',
      message: `${where} título tiene ${title} caracteres; Google muestra unos ${titleMax}.`,
      hint: `Acórtalo a ${titleMax} caracteres o menos para que no aparezca cortado en los resultados.`,
    });
  if (description < descriptionRange[0] || description > descriptionRange[1])
    issues.push({
      file,
      pointer: entry ? '/description' : '/meta/description',
      message: `${entry ? `En ${page.path}, la` : 'La'} descripción tiene ${description} caracteres; lo ideal es entre ${descriptionRange[0]} y ${descriptionRange[1]}.`,
      hint:
        description < descriptionRange[0]
          ? 'Agrega qué ofrece la página y a quién, para que Google no invente su propio resumen.'
          : 'Acórtala: Google corta el resto.',
    });
  return issues;
}

/** Internal routes a document links to, read with the same link rule as the link check. */
function linkedRoutes(document: unknown): string[] {
  return [...linksIn(document)].flatMap(({ href }) => internalRoute(href) ?? []);
}

function orphans(site: Site, pages: readonly ParsedPage[]): CrossIssue[] {
  const linked = new Set(linkedRoutes(site));
  for (const { page } of pages)
    for (const route of linkedRoutes(page)) if (route !== page.path) linked.add(route);
  return (
    pages
      // Collection entries are linked from their listing blocks, not from content.
      .filter(({ page }) => page.path !== '/' && !page.meta.noindex && !linked.has(page.path))
      .filter((page) => !('entry' in page && page.entry))
      .map(({ file, page }) => ({
        file,
        pointer: '/path',
        message: `Ninguna otra página enlaza a ${JSON.stringify(page.path)}.`,
        hint: 'Agrégala a la navegación o al pie en site.json, o enlázala desde una página relacionada: Google y los visitantes la encuentran por los enlaces.',
      }))
  );
}

export function warnings(site: Site, pages: readonly ResolvedPage[]): CrossIssue[] {
  return [
    ...pages.flatMap((page) => [
      ...seoLengths(page),
      ...exampleCoordinates(page),
      ...ignoredFields(page),
    ]),
    ...orphans(site, pages),
  ];
}
