import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/browser';

const port = Number(process.env.E2E_PORT ?? 4319);
// Per port, so two runs on one machine (E2E_PORT) neither share nor wipe each other's files.
export const leadsFile = `test-results/e2e-leads-${port}.jsonl`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // Serves the production build made by `npm run build` (npm test builds first).
    // A fresh lead file per run; no minimum time on form, since tests type fast; every test
    // posts from 127.0.0.1, so the per-client limit is lifted (its own tests use a mocked 429).
    command: `rm -f ${leadsFile} && PORT=${port} LEADS_FILE=${leadsFile} LEADS_MIN_SUBMIT_MS=0 LEADS_PER_MINUTE=100000 npx tsx scripts/serve.ts`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
