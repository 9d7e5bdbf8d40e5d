// The route tree, derived from content: one route per page file, then the not-found page.
// react-router matches it for the build and the dev server (no route list in code).
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Page } from '../content/types.generated';

export const notFoundPath = '/404';

export interface PageRoute {
  page: Page;
  status: 200 | 404;
}

export function createRoutes(pages: readonly Page[]): RouteObject[] {
  const notFound = pages.find((page) => page.path === notFoundPath);
  if (!notFound)
    throw new Error(`Missing the not-found page: a page file with "path": "${notFoundPath}"`);
  return [
    ...pages
      .filter((page) => page !== notFound)
      .map((page): RouteObject => ({
        path: page.path,
        handle: { page, status: 200 } satisfies PageRoute,
      })),
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
