// A small complete site under tests/fixtures/site/: one page per template and block family, two
// entries per collection. Unit tests read it instead of site-config/, so a marketer's legitimate
// edit never fails CI; the live content's figures are checked on the built HTML by
// tests/content/acceptance.test.ts.
import { join } from 'node:path';
import { readConfigSources, type ConfigSources } from '../../src/content/load';
import type { ResolvedPage } from '../../src/content/expand';
import type { BlockProps } from '../../src/content/types.generated';
import { validateConfig } from '../../src/content/validate';

export const fixtureSiteDir = join(import.meta.dirname, '../fixtures/site/site-config');

export function fixtureSources(): ConfigSources {
  return readConfigSources(fixtureSiteDir);
}

const { config, problems } = validateConfig(fixtureSources());
if (!config) throw new Error(`tests/fixtures/site must be valid: ${JSON.stringify(problems)}`);

/** The fixture site, validated: schema defaults filled in, templates expanded. */
export const fixtureSite = config;

/** The fixture page (or generated page) at `path`. */
export function fixturePage(path: string): ResolvedPage {
  const found = fixtureSite.pages.find(({ page }) => page.path === path);
  if (!found) throw new Error(`tests/fixtures/site has no page ${path}`);
  return found;
}

/** The calculator of the fixture's app cost page: the spec's prices, schema defaults filled in. */
export function fixtureCalculator(): BlockProps<'calculator'> {
  const section = fixturePage('/costo-desarrollo-apps-chile').page.sections.find(
    (candidate) => candidate.type === 'calculator',
  );
  if (!section) throw new Error('the fixture app cost page lost its calculator');
  return section as BlockProps<'calculator'>;
}
