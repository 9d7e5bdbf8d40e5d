import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

const blogDir = join(import.meta.dirname, '../../site-config/collections/blog');
const postCount = readdirSync(blogDir).filter((file) => file.endsWith('.md')).length;

test('the blog index shows one featured post, two trending, the rest in a grid, and 10 topics', async ({
  page,
}) => {
  await page.goto('/blog');
  const featured = page.locator('[data-blog-featured] [data-post]');
  await expect(featured).toHaveCount(1);
  expect(await featured.locator('li').count()).toBeLessThanOrEqual(3);
  await expect(page.locator('[data-blog-trending] [data-post]')).toHaveCount(2);
  await expect(page.locator('[data-blog-grid] [data-post]')).toHaveCount(postCount - 3);
  await expect(page.locator('[data-blog-topics] li')).toHaveCount(10);
  await expect(
    page.getByRole('heading', { name: 'Recibe insights épicos directo en tu inbox' }),
  ).toBeVisible();
  // Newest first: the featured post is the most recent date.
  const dates = await page
    .locator('[data-post] time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await featured.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test('an article shows its fields, a safe body, hashtags, recommended reads and the newsletter', async ({
  page,
}) => {
  await page.goto('/blog/desarrollo-web-tendencias-2025');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toContainText('Desarrollo web en 2025');
  await expect(article.locator('time')).toHaveAttribute('datetime', '2025-07-22');
  await expect(article.getByText('22 de Julio, 2025')).toBeVisible();
  await expect(article.getByText(/min de lectura/)).toBeVisible();
  const description = await page.locator('meta[property="og:description"]').getAttribute('content');
  expect(description?.length).toBeLessThanOrEqual(100);
  // The hero image's alt is the article description cut at 80 characters (SPEC §9), read from the
  // article's own front matter.
  const source = readFileSync(join(blogDir, 'desarrollo-web-tendencias-2025.md'), 'utf8');
  const frontMatter = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '') as {
    description: string;
  };
  expect(frontMatter.description.length).toBeGreaterThan(80);
  await expect(article.locator('img').first()).toHaveAttribute(
    'alt',
    frontMatter.description.slice(0, 80),
  );
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByText(/^#/).first()).toBeVisible();
  const related = page.getByRole('navigation', { name: 'Lecturas recomendadas' });
  for (const link of await related.getByRole('link').all())
    await expect(link).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  await expect(
    page.getByRole('heading', { name: 'Recibe insights épicos directo en tu inbox' }),
  ).toBeVisible();
  await expect(page.locator('script:not([src]):not([type])')).toHaveCount(0);
  await expect(page.locator('a[href="/contacto"]').first()).toBeAttached();
});

for (const [path, text] of [
  ['/blog/no-existe', 'Contenido en construcción'],
  ['/servicios/no-existe', 'Servicio no encontrado'],
  ['/casos-exito/cs3', 'Caso de éxito no encontrado'],
] as const) {
  test(`an unknown slug (${path}) answers 404 with '${text}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('the unknown-article page says it is being updated and links back to the blog', async ({
  page,
}) => {
  await page.goto('/blog/no-existe');
  await expect(
    page.getByText('Este artículo está siendo actualizado para la nueva experiencia del blog.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a case detail shows only related cases that have a page, with 120-character previews', async ({
  page,
}) => {
  await page.goto('/casos-exito/sistema-gestion-logistica');
  for (const heading of ['Desafíos', 'Nuestra Solución', 'Resultados'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const related = page.locator('section[aria-labelledby="relacionados"]');
  await expect(related.getByRole('link')).toHaveCount(1);
  await expect(related.getByRole('link')).toHaveAttribute(
    'href',
    '/casos-exito/plataforma-atencion-cliente-financiero',
  );
  const preview = await related.locator('p').first().textContent();
  expect(preview?.length).toBeLessThanOrEqual(120);
  await expect(page.locator('a[href="/casos-exito/cs3"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contáctanos', exact: true })).toHaveAttribute(
    'href',
    '/#contact-form',
  );
});

test('/casos-exito lists every case with a link to it', async ({ page }) => {
  await page.goto('/casos-exito');
  await expect(page.locator('a[href^="/casos-exito/"]')).toHaveCount(2);
});

test('a service detail has its breadcrumb, process, side card and closing link', async ({
  page,
}) => {
  await page.goto('/servicios/desarrollo-aplicaciones-moviles');
  const crumbs = page.getByRole('navigation', { name: 'Miga de pan' });
  await expect(crumbs.getByRole('link', { name: 'Servicios' })).toHaveAttribute(
    'href',
    '/servicios',
  );
  await expect(page.getByRole('link', { name: 'Contáctanos', exact: true })).toHaveAttribute(
    'href',
    '/#contact-form',
  );
  await expect(page.getByRole('link', { name: 'Iniciar Proyecto' })).toHaveAttribute(
    'href',
    '/#contact-form',
  );
  await expect(page.locator('a[href^="/casos-exito/"]').first()).toBeVisible();
  const caseImages = page.locator('section[aria-labelledby="casos"] li img');
  const service = JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '../../site-config/collections/services/desarrollo-aplicaciones-moviles.json',
      ),
      'utf8',
    ),
  ) as { caseStudies: { imageUrl: string }[] };
  await expect(caseImages).toHaveCount(service.caseStudies.length);
  for (const [index, image] of (await caseImages.all()).entries()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', service.caseStudies[index]?.imageUrl ?? '');
    await expect(image).toHaveAttribute('alt', /^Pantalla del proyecto /);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('/servicios has three cards that lead to the contact form and the four-step process', async ({
  page,
}) => {
  await page.goto('/servicios');
  const cards = page.locator('#servicios li:has(h3)');
  await expect(cards).toHaveCount(3);
  for (const title of ['Desarrollo Web', 'Apps Móviles', 'Automatización'])
    await expect(
      cards.filter({ hasText: title }).getByRole('link', { name: 'Contactar' }),
    ).toHaveAttribute('href', '/#contact-form');
  for (const step of ['Análisis', 'Planificación', 'Desarrollo', 'Entrega'])
    await expect(page.locator('#proceso h3', { hasText: step })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Hablar con un Experto' })).toBeVisible();
});

test('team cards swap to the animated portrait and show expertise on hover and on focus', async ({
  page,
}) => {
  await page.goto('/equipo');
  const cards = page.locator('[data-member]');
  await expect(cards).toHaveCount(9);
  const first = cards.first();
  const animated = first.locator('img').nth(1);
  const expertise = first.getByRole('list');
  await expect(animated).toHaveCSS('opacity', '0');
  await first.hover();
  await expect(animated).toHaveCSS('opacity', '1');
  await expect(expertise).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  const second = cards.nth(1);
  await second.focus();
  await expect(second.locator('img').nth(1)).toHaveCSS('opacity', '1');
  await expect(second.getByRole('list')).toHaveCSS('opacity', '1');
});
