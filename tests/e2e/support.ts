import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const pagesDir = join(import.meta.dirname, '../../site-config/pages');

/** Every route of the site, read from the page files (no route list in tests either). */
export const routes = readdirSync(pagesDir)
  .map(
    (name) =>
      JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as {
        path: string;
        meta: { title: string };
      },
  )
  .filter((page) => page.path !== '/404');

export const cityRoutes = [
  '/desarrollo-software-santiago',
  '/desarrollo-software-valparaiso',
  '/desarrollo-software-concepcion',
];

export const mapsHost = /https:\/\/(maps|www)\.google\.com\//;

/** No internet here: answer Google Maps with a tiny page so the map can load. */
export async function fakeMaps(page: Page) {
  await page.route(mapsHost, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Mapa</title><p>Mapa</p>',
    }),
  );
}

/** Console errors and warnings, and uncaught exceptions, while the page runs. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}
