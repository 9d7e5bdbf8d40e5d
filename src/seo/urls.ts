import type { Site } from '../content/types.generated';

/** Canonical form: no trailing slash, except the home page. */
export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}
