// /_paginas: the marketers' report of every page, built with the site (dist/_paginas.html).
import { expect, test } from '@playwright/test';

const sitemapPaths = async (request: import('@playwright/test').APIRequestContext) =>
  [
    ...(await (await request.get('/sitemap.xml')).text()).matchAll(
      /<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g,
    ),
  ].map((match) => match[1] || '/');

test('/_paginas lists every sitemap route with its Google result and social card', async ({
  page,
  request,
}) => {
  const response = await page.goto('/_paginas');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Páginas del sitio');
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const row = page.locator(`tbody[data-page="${path}"]`);
    await expect(row, path).toHaveCount(1);
  }
  // One page in detail: its title and description as Google shows them, and its card.
  const home = page.locator('tbody[data-page="/"]');
  const title = await (
    await request.get('/')
  )
    .text()
    .then((html) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
  await expect(home.locator('[data-serp] .serp-title')).toHaveText(title ?? 'missing');
  await expect(home.locator('[data-serp] .serp-description')).not.toBeEmpty();
  await expect(home.locator('[data-serp] .serp-title')).toHaveCSS('font-size', '20px');
  await expect(home.getByText(/caracteres · \d+ de 600 px/)).toBeVisible();
  const card = home.locator('[data-card]');
  await expect(card.locator('.card-title')).not.toBeEmpty();
  await expect(card.locator('.card-image')).toHaveCSS('background-image', /^url\("data:image\//);
  expect((await card.locator('.card-image').boundingBox())?.height).toBeGreaterThan(100);
  await expect(home.getByText(/^Entran: \d+$/)).toBeVisible();
  await expect(home.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});

test('every result is cut where the browser draws 600 px of Arial, as Google cuts it', async ({
  page,
}) => {
  await page.goto('/_paginas');
  const widths = await page.locator('.serp-title').evaluateAll((titles) =>
    titles.map((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      return range.getBoundingClientRect().width;
    }),
  );
  expect(widths.length).toBeGreaterThan(20);
  // The build measured each title with a width table; the browser's Arial must agree.
  for (const width of widths) expect(width).toBeLessThanOrEqual(600);
  for (const description of await page.locator('.serp-description').allTextContents())
    expect(description.length).toBeLessThanOrEqual(180);
});

test('/_paginas stays out of the sitemap and no page of the site links to it', async ({
  request,
}) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('_paginas');
  for (const path of await sitemapPaths(request))
    expect(await (await request.get(path)).text(), path).not.toContain('/_paginas');
});

test('/_paginas fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/_paginas');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
