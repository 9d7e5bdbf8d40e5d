// npm run gen:headers [-- --check]: writes the security headers for static hosts from the same
// source the local server uses. The lead endpoint comes from site.json (LEAD_ENDPOINT, a
// build-time override, is not known to the host file).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { projectRoot } from '../src/content/load';
import { netlifyHeaders, securityHeaders, siteSettings, vercelConfig } from './lib/securityHeaders';

const headers = securityHeaders(siteSettings());
const files = {
  'public/_headers': netlifyHeaders(headers),
  'vercel.json': await format(vercelConfig(headers), { parser: 'json', printWidth: 100 }),
};

if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([path, text]) => {
    try {
      return readFileSync(join(projectRoot, path), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(
      `Stale host headers: ${stale.map(([path]) => path).join(', ')}. Run \`npm run gen:headers\`.`,
    );
    process.exit(1);
  }
  console.log('Host security headers are up to date.');
} else {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(projectRoot, path), text);
  console.log(`Wrote ${Object.keys(files).join(' and ')}.`);
}
