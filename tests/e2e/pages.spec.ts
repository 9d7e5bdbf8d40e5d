import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleProblems,
  collectionRoutes,
  fakeMaps,
  routes,
  scrollThrough,
} from './support';

/**
 * Headings that break the outline, in document order: any before the h1, and any more than one
 * level deeper than the heading before it (h1 → h3). Hidden ones count too, as for a checker.
 */
function headingOrderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let previous = 0;
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
      const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
      const label = `h${level} "${heading.textContent?.trim().slice(0, 60)}"`;
      if (previous === 0 && level !== 1) problems.push(`${label} before the h1`);
      else if (level > previous + 1) problems.push(`${label} after an h${previous}`);
      if (previous > 0 || level === 1) previous = level;
    }
    return problems;
  });
}

for (const route of routes) {
  test(`${route.path} renders from its JSON, hydrates its islands, keeps its headings in order and logs nothing`, async ({
    page,
  }) => {
    await fakeMaps(page);
    const problems = collectConsoleProblems(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.meta.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await scrollThrough(page);
    for (const island of await page.locator('[data-island]').all()) {
      if ((await island.getAttribute('data-trigger')) === 'interaction') await island.hover();
      await expect(island).toHaveAttribute('data-hydrated', '');
    }
    // The live map loads on request (privacy, performance): the drawn plan comes first.
    for (const map of await page.locator('[data-island="map"]').all()) {
      await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
      await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
    }
    expect(await headingOrderProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

for (const path of collectionRoutes) {
  test(`${path} is generated from its collection entry, keeps its headings in order and logs nothing`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await scrollThrough(page);
    expect(await headingOrderProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('before any interaction, a page with a form loads only the small loader', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/contacto', { waitUntil: 'networkidle' });
  expect(scripts.filter((path) => path.startsWith('/assets/'))).toEqual([
    expect.stringMatching(/^\/assets\/loader-.+\.js$/),
  ]);
});

test('the map island downloads React only when it comes into view', async ({ page }) => {
  await fakeMaps(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/desarrollo-software-santiago', { waitUntil: 'networkidle' });
  expect(scripts.some((path) => /hydrate|Map-/.test(path))).toBe(false);
  const map = page.locator('[data-island="map"]');
  await map.scrollIntoViewIfNeeded();
  await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
  await expect(page.locator('[data-map-status="loaded"]')).toBeVisible();
  expect(scripts.some((path) => /Map-/.test(path))).toBe(true);
});

test('counters show the final value in the HTML and count up to it when seen', async ({
  page,
  browser,
}) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noJs.newPage();
  await staticPage.goto('/desarrollo-software-santiago');
  await expect(staticPage.locator('[data-counter="92"]')).toHaveText('92');
  await noJs.close();

  await page.goto('/desarrollo-software-santiago');
  const counter = page.locator('[data-counter="92"]');
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText('92', { timeout: 4000 });
});
