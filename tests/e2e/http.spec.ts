import { expect, test } from '@playwright/test';
import { routes } from './support';

test('an unknown route answers 404 with the Spanish not-found page', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  // One main way on and one alternative (review 87A: three equal buttons, then four cards).
  await expect(main.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute(
    'href',
    '/contacto',
  );
  // Then the pages people look for most, one card each, services first.
  const popular = page.locator('#paginas-populares').getByRole('link');
  await expect(popular).toHaveText(['Ver servicios', 'Ver casos', 'Calcular', 'Leer el blog']);
  expect(
    await popular.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/servicios', '/casos-exito', '/costo-desarrollo-apps-chile', '/blog']);
});

test('a trailing slash redirects to the canonical URL', async ({ request }) => {
  const response = await request.get('/desarrollo-software-santiago/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/desarrollo-software-santiago');
});

test('sitemap and robots come from the same pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes)
    expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
  expect(sitemap).not.toContain('/404');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('every response carries the security headers, with a script policy free of unsafe-*', async ({
  request,
}) => {
  for (const path of ['/', '/contacto', '/no-existe', '/blog/no-existe']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directive('frame-src')).toBe('frame-src https://maps.google.com https://www.google.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});
