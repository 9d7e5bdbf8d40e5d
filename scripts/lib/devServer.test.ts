// npm run dev as a marketer uses it: on PORT, and a page opened while the configuration has an
// error shows the error, then reloads by itself once the file is fixed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load';
import { chromiumArgs, chromiumPath } from './browser';

// One of the ports given to this work; DEV_TEST_PORT moves it.
const port = Number(process.env.DEV_TEST_PORT ?? 4421);
const work = mkdtempSync(join(tmpdir(), 'dev-loop-'));
const configDir = join(work, 'site-config');
const home = join(configDir, 'pages/home.json');
let server: ViteDevServer;
let browser: Browser;

beforeAll(async () => {
  cpSync(join(projectRoot, 'tests/fixtures/valid'), configDir, { recursive: true });
  Object.assign(process.env, {
    PORT: String(port),
    SITE_CONFIG_DIR: configDir,
    LEADS_FILE: join(work, 'leads.jsonl'),
  });
  server = await createServer({
    configFile: join(projectRoot, 'vite.config.ts'),
    logLevel: 'silent',
  });
  await server.listen();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.PORT;
  delete process.env.SITE_CONFIG_DIR;
  delete process.env.LEADS_FILE;
  rmSync(work, { recursive: true, force: true });
});

describe('npm run dev', { timeout: 240_000 }, () => {
  it('listens on PORT', () => {
    expect(server.config.server.port).toBe(port);
    expect(server.config.server.strictPort).toBe(true);
  });

  it('recovers by itself when a page opened during a config error is fixed', async () => {
    const valid = readFileSync(home, 'utf8');
    writeFileSync(home, valid.replace('"path": "/",', '"path": "/",,'));
    const page = await browser.newPage();
    const response = await page.goto(`http://localhost:${port}/`);
    expect(response?.status()).toBe(500);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe('La configuración del sitio tiene errores');
    // The Vite client keeps the page connected, waiting for the fix.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/@vite/client')),
    );
    await page.waitForTimeout(500);
    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    writeFileSync(home, valid);
    await reloaded;
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Titular de prueba');
  });
});
