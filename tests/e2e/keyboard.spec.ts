// Keyboard and motion: the skip link comes first, every focus is visible, targets are at least
// 24×24 px (WCAG 2.5.8; links inside running text are exempt), and with reduced motion nothing
// moves on its own.
import { expect, test } from '@playwright/test';
import { collectionRoutes, fakeMaps, routes, scrollThrough } from './support';

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

for (const path of [...routes.map((route) => route.path), ...collectionRoutes]) {
  test(`${path}: controls are at least 24×24 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, summary, input, select, textarea',
        ),
      ]
        .filter((element) => {
          const style = getComputedStyle(element);
          if (style.display === 'none' || style.visibility === 'hidden') return false;
          if (element.closest('[hidden], [aria-hidden="true"], dialog:not([open])')) return false;
          // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
          if (style.display === 'inline' && element.closest('p, li, dd, td, figcaption'))
            return false;
          if (element.classList.contains('skip-link')) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.width < 24 || box.height < 24);
        })
        .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
    );
    expect(small).toEqual([]);
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
