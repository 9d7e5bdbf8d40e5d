// axe-core (WCAG 2.0-2.2 A/AA rules) on every route, in both themes, at phone and desktop width,
// with its accordions open; plus dialogs and the mobile menu open. Reduced motion keeps fades and
// counters from being caught halfway.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectionRoutes, fakeMaps, renderWholePage, routes, scrollThrough } from './support';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

async function ready(page: Page, path: string) {
  await fakeMaps(page);
  await page.goto(path);
  await scrollThrough(page);
  await renderWholePage(page);
  for (const island of await page.locator('[data-island]').all()) {
    if ((await island.getAttribute('data-trigger')) === 'interaction') await island.hover();
    await expect(island).toHaveAttribute('data-hydrated', '');
  }
  // Accordions open as well as closed: open every one for the check.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}

test('the check itself catches a violation', async ({ page }) => {
  await page.setContent('<html lang="es"><title>x</title><main><img src="/x.png"></main></html>');
  expect((await violations(page)).join()).toContain('image-alt');
});

const everyPath = [
  ...routes.map((route) => route.path),
  ...collectionRoutes,
  '/blog/no-existe',
  '/no-existe',
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      for (const path of everyPath) {
        test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
          await ready(page, path);
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }
}

test.describe('open states', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the case dialog (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await ready(page, '/');
      await page
        .locator('#success-stories')
        .getByRole('button', { name: /^Ver caso/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`the project dialog (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await ready(page, '/software-factory');
      await page
        .getByRole('button', { name: /^Ver detalles/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`the mobile menu (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 390, height: 844 });
      await ready(page, '/');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
