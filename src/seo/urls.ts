import { sharedImage } from '../lib/rasterImages';
import type { Site } from '../content/types.generated';

/** Canonical form: no trailing slash, except the home page. */
export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** The absolute URL of the image a page shares: its own (an entry's drawing as the JPEG the
 *  build draws of it), or the site's. */
export function sharedImageUrl(
  site: Pick<Site, 'url' | 'brand'>,
  page: { meta: { ogImage?: string | undefined } },
): string {
  return `${site.url}${sharedImage(page.meta.ogImage ?? site.brand.ogImage)}`;
}
