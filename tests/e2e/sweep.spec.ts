// The route sweep: every URL of the built sitemap, and the two kinds of not-found page, visited
// once each. One visit checks what holds on every page: the status, title, language, one h1,
// head tags and heading order; islands hydrate; no console error, no Content-Security-Policy
// violation; axe-core (WCAG 2.0-2.2 A/AA) in the light theme, then the colour rules again in the
// dark theme (the only rules the theme can change; the switch is the toggle's own, data-theme on
// <html>), with no white slab in the dark; controls of 24×24 px or more; and nothing wider than
// the screen at 390, 1280 and 1440 px, where card grids also end in balanced rows.
// The theme × width matrix on one page per template is templates.spec.ts.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  colourRules,
  cspViolations,
  headTagProblems,
  headingOrderProblems,
  nearWhiteSurfaces,
  showEverything,
  sidewaysOverflow,
  smallTargets,
  switchTheme,
  unbalancedGrids,
  watchCsp,
} from './pageChecks';
import { collectConsoleProblems, fakeMaps, routes } from './support';

const builtSite = resolve(process.env.OUT_DIR ?? join(import.meta.dirname, '../../dist'));
/** Every URL the built site publishes (the server serves the same folder). */
const sitemapPaths = [
  ...readFileSync(join(builtSite, 'sitemap.xml'), 'utf8').matchAll(
    /<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g,
  ),
].map((match) => match[1] || '/');
const notFoundPaths = ['/no-existe', '/blog/no-existe'];
const titles = new Map(routes.map((route) => [route.path, route.meta.title]));

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light', reducedMotion: 'reduce' });

test('the sitemap lists every page of the site', () => {
  expect(sitemapPaths).toContain('/');
  expect(sitemapPaths).toContain('/contacto');
  for (const route of routes) expect(sitemapPaths).toContain(route.path);
  expect(sitemapPaths.length).toBeGreaterThan(30);
});

test('the checks catch what they look for', async ({ page }) => {
  await page.setContent(
    `<html lang="es"><title>x</title><main><img src="/x.png">
     <h3>sin h1</h3><a href="/a" style="display:inline-block;width:10px;height:10px">a</a>
     <div style="width:600px;height:10px"></div></main></html>`,
  );
  expect((await axeViolations(page)).join()).toContain('image-alt');
  expect(await headingOrderProblems(page)).toEqual(['h3 "sin h1" before the h1']);
  expect(await smallTargets(page)).toEqual(['A "a" 10×10']);
  expect(await sidewaysOverflow(page)).toHaveLength(1);
});

/** Checks at the current width: nothing sticks out sideways; on a desktop, grids end square. */
async function expectLayout(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect.soft(await sidewaysOverflow(page), `sideways at ${width} px`).toEqual([]);
  if (width >= 1280)
    expect.soft(await unbalancedGrids(page), `card grids at ${width} px`).toEqual([]);
}

for (const path of [...sitemapPaths, ...notFoundPaths]) {
  const found = !notFoundPaths.includes(path);
  test(`${path} passes every page check`, async ({ page }) => {
    await fakeMaps(page);
    await watchCsp(page);
    const consoleProblems = collectConsoleProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(found ? 200 : 404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('h1')).toHaveCount(1);
    const robots = page.locator('meta[name="robots"]');
    if (found) {
      const title = titles.get(path);
      if (title) await expect(page).toHaveTitle(title);
      expect.soft(headTagProblems((await response?.text()) ?? ''), 'head').toEqual([]);
      await expect(robots).toHaveCount(0);
    } else {
      await expect(robots).toHaveAttribute('content', /noindex/);
    }

    await showEverything(page);
    expect.soft(await headingOrderProblems(page), 'heading order').toEqual([]);
    expect.soft(await smallTargets(page), 'targets under 24 px').toEqual([]);
    expect.soft(await axeViolations(page), 'axe, light').toEqual([]);
    await switchTheme(page, 'dark');
    expect.soft(await axeViolations(page, colourRules), 'axe colour rules, dark').toEqual([]);
    expect.soft(await nearWhiteSurfaces(page), 'white slabs, dark').toEqual([]);
    for (const width of [390, 1280, 1440]) await expectLayout(page, width);

    // The live map loads on request (privacy, performance): load it, within the policy.
    for (const map of await page.locator('[data-island="map"]').all()) {
      await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
      // The click hydrates the island (React and the map's chunk), then the frame loads: more
      // than the default 5 s on a busy two-core CI machine (a clean-clone run timed out once).
      await expect(map.locator('[data-map-status="loaded"]')).toBeVisible({ timeout: 15_000 });
    }
    expect.soft(await cspViolations(page), 'Content-Security-Policy').toEqual([]);
    // A not-found page logs its own 404 status, and nothing else.
    expect(consoleProblems, 'console').toEqual(
      found
        ? []
        : ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'],
    );
  });
}
