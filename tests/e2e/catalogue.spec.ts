import { readdirSync } from 'node:fs';
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
    await expect(doc.locator('tbody tr').first()).toBeVisible();
    const snippet = JSON.parse((await doc.locator('pre').textContent()) ?? '{}');
    expect(snippet.type).toBe(type);
    // The rendered example follows its documentation.
    const example = doc.locator(`xpath=following-sibling::section[1]`);
    await expect(example).toHaveAttribute('data-block', type);
  }
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
