// What an island downloads, and when: before any interaction only the small loader, and an
// island's code once it is needed.
import { expect, test } from '@playwright/test';
import { fakeMaps } from './support';

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
