// What an island downloads, and when: before any interaction only the small loader, and an
// island's code once it is needed; what a visitor typed before the code arrived is kept. (A case
// card pressed early is in case-dialog.spec.ts.)
import { expect, test } from '@playwright/test';
import { expectHydrated, fakeMaps } from './support';

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

// Text typed while a form's code is still on the way must still be there once it hydrates.
const heldForms = [
  {
    path: '/contacto',
    chunk: '**/assets/ContactForm-*.js',
    island: 'contactForm',
    fields: { Nombre: 'Ana Pérez', Correo: 'ana@empresa.cl', Comentario: 'Necesitamos una app' },
  },
  { path: '/blog', chunk: '**/assets/Newsletter-*.js', island: 'newsletter', fields: {} },
] as const;

for (const { path, chunk, island: type, fields } of heldForms) {
  test(`text typed into ${type} before its code arrives is kept after hydration`, async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    const island = page.locator(`[data-island="${type}"]`).first();
    const typed: Record<string, string> =
      Object.keys(fields).length > 0 ? fields : { 'Correo electrónico': 'lectora@empresa.cl' };
    for (const [label, value] of Object.entries(typed))
      await island.getByLabel(label, { exact: false }).first().fill(value);
    await expect(island).not.toHaveAttribute('data-hydrated', '');
    release();
    await expectHydrated(island);
    // Hydration is not the end of React's first commit: give it a frame to settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    for (const [label, value] of Object.entries(typed))
      await expect(island.getByLabel(label, { exact: false }).first()).toHaveValue(value);
  });
}
