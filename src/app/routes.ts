// The route tree, derived from content: one route per page file, then the not-found page.
// react-router matches it for the build and the dev server (no route list in code).
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { cataloguePath, type CatalogueEntry } from '../content/catalogue';
import { notFoundPage, type EntryRef, type ResolvedPage } from '../content/expand';
import { currentPageVersion } from '../content/migrations';
import type { Page } from '../content/types.generated';

export const notFoundPath = '/404';

export interface PageRoute {
  page: Page;
  status: 200 | 404;
  /** The collection entry a page generated from a template shows. */
  entry?: EntryRef;
  catalogue?: CatalogueEntry[];
}

/** The block catalogue as a page: every example, in block order, never indexed. */
function cataloguePage(entries: CatalogueEntry[]): Page {
  return {
    $schema: '',
    schemaVersion: currentPageVersion,
    path: cataloguePath,
    meta: {
      title: 'Catálogo de bloques',
      description:
        'Todos los bloques disponibles para armar páginas, con sus campos y un ejemplo listo para copiar.',
      noindex: true,
    },
    breadcrumb: [{ text: 'Inicio', url: '/' }, { text: 'Catálogo de bloques' }],
    sections: entries.flatMap((entry) => entry.examples),
  };
}

export function createRoutes(
  pages: readonly ResolvedPage[],
  templates: readonly ResolvedPage[],
  catalogue?: CatalogueEntry[],
): RouteObject[] {
  const notFound = pages.find(({ page }) => page.path === notFoundPath)?.page;
  if (!notFound)
    throw new Error(`Missing the not-found page: a page file with "path": "${notFoundPath}"`);
  return [
    ...pages
      .filter(({ page }) => page !== notFound)
      .map(({ page, entry }): RouteObject => ({
        path: page.path,
        handle: { page, status: 200, entry } satisfies PageRoute,
      })),
    // /blog/:slug and the like: reached only by slugs the collection does not have.
    ...templates.map(({ page }): RouteObject => ({
      path: page.path,
      handle: { page: notFoundPage(page), status: 404 } satisfies PageRoute,
    })),
    ...(catalogue
      ? [
          {
            path: cataloguePath,
            handle: { page: cataloguePage(catalogue), status: 200, catalogue } satisfies PageRoute,
          },
        ]
      : []),
    { path: '*', handle: { page: notFound, status: 404 } satisfies PageRoute },
  ];
}

/** The page for a URL path; trailing slashes are not part of a route. */
export function matchPage(routes: RouteObject[], pathname: string): PageRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as PageRoute | undefined;
  if (!handle) throw new Error(`No route matched ${pathname}`);
  return handle;
}
