// Layout on every route at phone and desktop width, in both themes: nothing wider than the
// viewport (no sideways scrolling), no white slab in the dark theme, and a full-page screenshot of each for people to look at,
// in test-results/screenshots/<route>-<width>-<theme>.png. Reduced motion, so fades and counters
// are at rest when the picture is taken.
import { expect, test } from '@playwright/test';
import { collectionRoutes, fakeMaps, nearWhiteSurfaces, renderWholePage, routes } from './support';

const paths = [...routes.map((route) => route.path), ...collectionRoutes, '/no-existe'];

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'));

test('the route list covers the site', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/contacto');
  expect(paths.length).toBeGreaterThan(30);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      for (const path of paths) {
        test(`${path} does not scroll sideways`, async ({ page }) => {
          await fakeMaps(page);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await renderWholePage(page);
          // Lazy images load for the screenshot; a broken one would not stop the check.
          await page.evaluate(() =>
            Promise.all(
              [...document.images].map((image) => {
                image.loading = 'eager';
                return image.decode().catch(() => undefined);
              }),
            ),
          );
          const layout = await page.evaluate(() => {
            const viewport = window.innerWidth;
            // Elements that stick out, for the failure message.
            const outside = [...document.querySelectorAll<HTMLElement>('body *')]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.width > 0 && box.right > viewport + 1;
              })
              .slice(0, 5)
              .map(
                (element) =>
                  `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`,
              );
            return { scrollWidth: document.documentElement.scrollWidth, viewport, outside };
          });
          expect(layout.viewport).toBe(width);
          expect(layout.scrollWidth, layout.outside.join(', ')).toBeLessThanOrEqual(width);
          if (colorScheme === 'dark') expect(await nearWhiteSurfaces(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/screenshots/${fileName(path)}-${width}-${colorScheme}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        });
      }
    });
  }
}
