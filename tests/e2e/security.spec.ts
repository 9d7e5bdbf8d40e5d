import { expect, test } from '@playwright/test';
import { collectionRoutes, fakeMaps, routes, scrollThrough } from './support';

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
    expect(directive('script-src')).toBe("script-src 'self'");
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

const everyPath = [
  ...routes.map((route) => route.path),
  ...collectionRoutes,
  '/blog/no-existe',
  '/no-existe',
];

for (const path of everyPath) {
  test(`${path} triggers no Content-Security-Policy violation`, async ({ page }) => {
    await fakeMaps(page);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(path);
    await scrollThrough(page);
    for (const island of await page.locator('[data-island]').all()) {
      if ((await island.getAttribute('data-trigger')) === 'interaction') await island.hover();
      await expect(island).toHaveAttribute('data-hydrated', '');
    }
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}
