// Internal links that must lead somewhere: every href in JSON fields and every Markdown link in
// an article names an existing route and, with #anchor, an existing section of it.
import type { Collections } from '../collections';
import { expandPages } from '../expand';
import type { Page, Site } from '../types.generated';
import type { CrossIssue, ParsedPage } from './problem';
import { internalRoute, linksIn, markdownLinks } from './links';
import { suggest } from './messages';

export function sectionIds(page: Page): Set<string> {
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
  if (!ids) {
    // Listed only for a broken link: listing every route for each link made the check
    // quadratic (10,000 pages × their links).
    const routes = [...anchors.keys()].filter((path) => !path.includes(':'));
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

export function brokenLinks(
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
