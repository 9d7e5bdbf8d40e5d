import { expect, test } from '@playwright/test';
import { cityRoutes, fakeMaps, mapsHost } from './support';

const coordinates: Record<string, string> = {
  '/desarrollo-software-santiago': '-33.4049,-70.5755',
  '/desarrollo-software-valparaiso': '-33.0458,-71.6197',
  '/desarrollo-software-concepcion': '-36.8269,-73.0499',
};

for (const path of cityRoutes) {
  test(`${path}: the map loads lazily at zoom 16, 500 px high, with a link to Google Maps`, async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (mapsHost.test(request.url())) mapRequests.push(request.url());
    });
    await fakeMaps(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(mapRequests).toEqual([]);

    const map = page.locator('[data-island="map"]');
    await map.scrollIntoViewIfNeeded();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`ll=${coordinates[path]?.replace(',', '%2C')}.*z=16`),
    );
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
    await expect(map.getByText('Cargando mapa...')).toBeHidden();
    expect(Math.round((await map.locator('[data-map-status]').boundingBox())?.height ?? 0)).toBe(
      500,
    );
    const link = map.getByRole('link', { name: 'Ver en Google Maps' });
    await expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${coordinates[path]}`,
    );
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
}

test('the map says it is loading until the embed answers', async ({ page }) => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(mapsHost, async (route) => {
    await answered;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Mapa</p>' });
  });
  await page.goto(cityRoutes[0] ?? '/');
  const map = page.locator('[data-island="map"]');
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('status')).toHaveText('Cargando mapa...');
  release();
  await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
});

test('when the map cannot load, it says so and offers Google Maps', async ({ page }) => {
  await page.route(mapsHost, (route) => route.abort('internetdisconnected'));
  await page.goto('/desarrollo-software-valparaiso');
  const map = page.locator('[data-island="map"]');
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByText('No se pudo cargar el mapa interactivo')).toBeVisible();
  const links = map.getByRole('link', { name: 'Ver en Google Maps' });
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', /query=-33\.0458,-71\.6197$/);
  await expect(map.locator('iframe')).toHaveCount(0);
});
