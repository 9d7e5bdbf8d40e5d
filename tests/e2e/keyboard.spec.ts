// Keyboard and motion: the skip link comes first, every focus is visible, and with reduced motion
// nothing moves on its own. Target sizes (24×24 px) are checked on every URL by the route sweep.
import { expect, test } from '@playwright/test';
import { fakeMaps, scrollThrough } from './support';

const samplePaths = ['/', '/software-factory', '/blog/desarrollo-web-tendencias-2025', '/contacto'];

for (const path of samplePaths) {
  test(`${path}: the first Tab reaches the skip link, which jumps to the content`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenido$/);
  });

  test(`${path}: every keyboard focus is visible`, async ({ page }) => {
    await fakeMaps(page);
    await page.goto(path);
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const seen = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const after = getComputedStyle(element, '::after');
        return {
          name: `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
          visible:
            element.matches(':focus-visible') &&
            (style.outlineStyle !== 'none' ||
              style.boxShadow !== 'none' ||
              after.outlineStyle !== 'none'),
        };
      });
      if (!focus || seen.has(focus.name)) continue;
      seen.add(focus.name);
      expect(focus.visible, focus.name).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const path of ['/', '/software-factory', '/modernizacion-sistemas-legacy-chile']) {
    test(`${path} has no running animation`, async ({ page }) => {
      await fakeMaps(page);
      await page.goto(path);
      await scrollThrough(page);
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
      );
      expect(running).toEqual([]);
    });
  }
});
