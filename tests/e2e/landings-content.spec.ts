// What the spec (section 2) promises on the SEO landings, checked on the built pages. Counts and
// titles come from the page JSON; the spec's own figures are asserted as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

interface PageJson {
  breadcrumb: { text: string; url?: string }[];
  sections: { type: string; id?: string; items?: { title: string }[]; note?: string }[];
}

const pageJson = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../site-config/pages', `${name}.json`), 'utf8'),
  ) as PageJson;

const titlesOf = (json: PageJson, id: string) =>
  (json.sections.find((section) => section.id === id)?.items ?? []).map((item) => item.title);

async function expectBreadcrumb(page: Page, texts: string[]) {
  const crumbs = page.getByRole('navigation', { name: 'Miga de pan' });
  await expect(crumbs.locator('li')).toHaveText(texts);
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('li[aria-current="page"]')).toHaveText(texts.at(-1) ?? '');
}

/** The counters count up once seen: bring them into view and wait for the final values. */
async function expectStats(page: Page, values: string[]) {
  const stats = page.locator('[data-block="stats"]').first();
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.locator('dd')).toHaveText(values);
}

/** The closing call to action leads to the contact page and to the success cases, which exist. */
async function expectClosingCta(page: Page) {
  const cta = page.locator('[data-block="cta"]').last();
  await expect(cta.locator('a[href="/contacto"]')).toHaveCount(1);
  await expect(cta.locator('a[href="/casos-exito"]')).toHaveCount(1);
  await cta.locator('a[href="/casos-exito"]').click();
  await expect(page).toHaveURL(/\/casos-exito$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('/fabrica-software-chile', () => {
  const json = pageJson('fabrica-software-chile');

  test.beforeEach(async ({ page }) => {
    await page.goto('/fabrica-software-chile');
  });

  test('breadcrumb Inicio > Fábrica de Software Chile and the stats 50+, 15+, 98%, 5+', async ({
    page,
  }) => {
    await expectBreadcrumb(page, ['Inicio', 'Fábrica de Software Chile']);
    await expectStats(page, ['50+', '15+', '98%', '5+']);
  });

  test('a definition, four service cards and six reasons', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 2, name: '¿Qué es una fábrica de software?' }),
    ).toBeVisible();
    const services = titlesOf(json, 'servicios');
    expect(services).toHaveLength(4);
    await expect(page.locator('#servicios h3')).toHaveText(services);
    const reasons = titlesOf(json, 'por-que');
    expect(reasons).toHaveLength(6);
    await expect(page.locator('#por-que h3')).toHaveText(reasons);
  });

  test('the closing call to action leads to /contacto and /casos-exito', async ({ page }) => {
    await expectClosingCta(page);
  });
});

test.describe('/desarrollo-software-medida-chile', () => {
  const json = pageJson('desarrollo-software-medida-chile');

  test.beforeEach(async ({ page }) => {
    await page.goto('/desarrollo-software-medida-chile');
  });

  test('its breadcrumb and the stats 100%, 24/7, 15+, 5x', async ({ page }) => {
    await expectBreadcrumb(
      page,
      json.breadcrumb.map((item) => item.text),
    );
    await expectStats(page, ['100%', '24/7', '15+', '5x']);
  });

  test('six benefits under #beneficios, nine solution types and six process steps', async ({
    page,
  }) => {
    for (const [id, count] of [
      ['beneficios', 6],
      ['soluciones', 9],
      ['proceso', 6],
    ] as const) {
      const titles = titlesOf(json, id);
      expect(titles, id).toHaveLength(count);
      await expect(page.locator(`#${id} h3`)).toHaveText(titles);
    }
    await expect(page.locator('#comparacion table')).toHaveCount(1);
  });

  test('the final call to action leads to /contacto and /casos-exito', async ({ page }) => {
    await expectClosingCta(page);
  });
});

test('/costo-desarrollo-apps-chile lists four price tiers and what the prices include', async ({
  page,
}) => {
  await page.goto('/costo-desarrollo-apps-chile');
  const table = page.locator('#precios');
  const tiers = table.locator('li:has(h3)');
  await expect(tiers.locator('h3')).toHaveText(['Básica', 'Media', 'Compleja', 'Enterprise']);
  for (const [name, duration, price] of [
    ['Básica', '2-3 meses', '$3M-$5M CLP'],
    ['Media', '4-6 meses', '$6M-$12M'],
    ['Compleja', '8-12 meses', '$12M-$25M'],
    ['Enterprise', '12+ meses', '$25M+'],
  ]) {
    const tier = tiers.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(tier.locator('.duration')).toHaveText(duration ?? '');
    await expect(tier.locator('.price')).toContainText(price ?? '');
  }
  const note = pageJson('costo-desarrollo-apps-chile').sections.find(
    (section) => section.id === 'precios',
  )?.note;
  expect(note).toMatch(/UX\/UI, desarrollo, pruebas y publicación en las tiendas/);
  expect(note).toMatch(/No incluyen mantenimiento ni marketing/);
  await expect(table.getByText(note ?? '', { exact: true })).toBeVisible();
});
