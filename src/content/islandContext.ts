// The few site-wide values that interactive blocks need in the browser, serialised with each
// island's props (islands never see the whole configuration).
import { z } from '../lib/zod';
import type { Site } from './types.generated';

export interface IslandContext {
  /** Where leads go: LEAD_ENDPOINT at build time, else site.json, else the local inbox. */
  leadEndpoint: string;
  email: string;
  /** localStorage key prefix, the brand slug. */
  storagePrefix: string;
}

export const localInboxPath = '/api/leads';

const endpointFromEnv = z
  .url({ protocol: /^https?$/, error: 'LEAD_ENDPOINT must be an http(s) URL' })
  .optional();

export function islandContext(
  site: Site,
  env: Record<string, string | undefined> = {},
): IslandContext {
  const override = endpointFromEnv.parse(env.LEAD_ENDPOINT || undefined);
  return {
    leadEndpoint: override ?? site.leads?.endpoint ?? localInboxPath,
    email: site.contact.email,
    storagePrefix: site.brand.slug,
  };
}
