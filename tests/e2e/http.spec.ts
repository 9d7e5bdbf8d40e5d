import { expect, test } from '@playwright/test';
import { routes } from './support';

test('an unknown route answers 404 with the Spanish not-found page', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
    'href',
    '/#our-services',
  );
  await expect(main.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute(
    'href',
    '/contacto',
  );
});

test('a trailing slash redirects to the canonical URL', async ({ request }) => {
  const response = await request.get('/desarrollo-software-santiago/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/desarrollo-software-santiago');
});

for (const route of routes) {
  test(`${route.path} has one title and one canonical, in <head>, plus social tags`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    expect(body).not.toContain('rel="canonical"');
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
      expect(head).toContain(`property="${tag}"`);
    expect(head).toContain('name="twitter:card"');
  });
}

test('sitemap and robots come from the same pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes)
    expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
  expect(sitemap).not.toContain('/404');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});
