import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fakeMaps } from './support';

const blockTypes = readdirSync(join(import.meta.dirname, '../../schemas/blocks')).map((name) =>
  name.replace('.schema.json', ''),
);

test('/_bloques documents and renders every block, and stays out of search', async ({
  page,
  request,
}) => {
  await fakeMaps(page);
  const response = await page.goto('/_bloques');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('_bloques');
  for (const type of blockTypes) {
    const doc = page.locator(`[data-catalogue-block="${type}"]`);
    await expect(doc.getByRole('heading', { level: 2 })).toContainText(`"type": "${type}"`);
    // Its own fields, or a note that it shows a collection entry instead.
    await expect(doc.locator('tbody tr, .no-fields').first()).toBeVisible();
    const snippet = JSON.parse((await doc.locator('pre').textContent()) ?? '{}');
    expect(snippet.type).toBe(type);
    // The rendered example follows its documentation.
    const example = doc.locator(`xpath=following-sibling::section[1]`);
    await expect(example).toHaveAttribute('data-block', type);
  }
});

test('/_bloques opens on its title and index, in heading order', async ({ page }) => {
  await page.goto('/_bloques');
  const levels = await page
    .locator('main :is(h1, h2, h3)')
    .evaluateAll((headings) => headings.slice(0, 4).map((heading) => heading.tagName));
  expect(levels).toEqual(['H1', 'H2', 'H3', 'H3']);
  await expect(page.locator('h1').first()).toHaveText('Catálogo de bloques');
  // Every block is in the index, which links to its documentation.
  const index = page.getByRole('navigation', { name: 'Índice de bloques' });
  for (const type of blockTypes) await expect(index.locator(`a[href="#${type}"]`)).toHaveCount(1);
  // The icon gallery shows every icon the schemas accept.
  await expect(page.locator('#iconos li')).toHaveCount(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas/section.schema.json'), 'utf8'))
      .$defs.icon.enum.length,
  );
});

test('the index leads to a block, and search narrows it to matching blocks', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/_bloques');
  const index = page.getByRole('navigation', { name: 'Índice de bloques' });
  await index.locator('a[href="#stats"]').click();
  await expect(page).toHaveURL(/#stats$/);
  await expect(page.locator('#stats h2')).toBeInViewport();
  // The fields of each stat, decimals included, are documented, and fit a phone.
  const stats = page.locator('[data-catalogue-block="stats"]');
  await expect(stats.locator('th[scope="row"] code', { hasText: /^decimals$/ })).toBeVisible();
  expect(
    await stats.evaluate((doc) => doc.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  await page.goto('/_bloques');
  const search = page.getByRole('searchbox', { name: 'Buscar un bloque' });
  await search.fill('pregunta');
  await expect(index.locator('a[href="#faq"]')).toBeVisible();
  await expect(index.locator('a[href="#hero"]')).toBeHidden();
  await expect(index.getByRole('status')).toContainText('coincide');
  // A field name finds its block; accents do not matter; Enter goes to the first match.
  await search.fill('decimals');
  await expect(index.locator('li:visible')).toHaveCount(1);
  await search.fill('calculadora camara xyz');
  await expect(index.getByRole('status')).toHaveText(
    'Ningún bloque coincide. Prueba con otra palabra.',
  );
  await search.fill('mapa');
  await search.press('Enter');
  await expect(page).toHaveURL(/#map$/);
});

test('without JavaScript the index is a plain list of links and the search box is hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/_bloques');
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Índice de bloques' }).getByRole('link'),
  ).toHaveCount(blockTypes.length);
  await context.close();
});

test('no page of the site links to the catalogue', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).not.toContain('/_bloques');
});

test('the copy button copies the JSON snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/_bloques');
  const doc = page.locator('[data-catalogue-block="cta"]');
  await doc.getByText('JSON de ejemplo').click();
  await doc.getByRole('button', { name: 'Copiar JSON' }).click();
  await expect(doc.getByRole('button', { name: 'Copiado' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied).type).toBe('cta');
});
