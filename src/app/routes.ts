// The route tree, derived from content: one route per page file, then the not-found page.
// react-router matches it for the build and the dev server (no route list in code).
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { catalogue, cataloguePage, cataloguePath, type Catalogue } from '../content/catalogue';
import { notFoundPage, type EntryRef, type ResolvedPage } from '../content/expand';
import type { Page } from '../content/types.generated';

export const notFoundPath = '/404';

export interface PageRoute {
  page: Page;
  status: 200 | 404;
  /** The collection entry a page generated from a template shows. */
  entry?: EntryRef;
  /** The block catalogue's documentation, on its page. */
  catalogue?: Catalogue;
}

export function createRoutes(
  pages: readonly ResolvedPage[],
  templates: readonly ResolvedPage[],
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
    // The block catalogue: made from the schemas rather than a page file, served like any page.
    // Made when asked for: compiling the schemas costs a render worker about half a second.
    {
      path: cataloguePath,
      handle: (): PageRoute => ({
        page: cataloguePage(catalogue().entries),
        status: 200,
        catalogue: catalogue(),
      }),
    },
    { path: '*', handle: { page: notFound, status: 404 } satisfies PageRoute },
  ];
}

/** The page for a URL path; trailing slashes are not part of a route. */
export function matchPage(routes: RouteObject[], pathname: string): PageRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  const found = matches.at(-1)?.route.handle as PageRoute | (() => PageRoute) | undefined;
  const handle = typeof found === 'function' ? found() : found;
  if (!handle) throw new Error(`No route matched ${pathname}`);
  return handle;
}
