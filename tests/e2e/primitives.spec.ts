// The shared primitives configured from JSON: counter colours and looks, technology badges,
// monochrome client logos.
import { expect, test, type Page } from '@playwright/test';

/** The styled number around a counter's digits. */
const counterFigure = (page: Page, value: number) =>
  page.locator(`[data-counter="${value}"]`).locator('xpath=..');

const yellow = 'rgb(255, 214, 0)';
const ink = 'rgb(5, 5, 5)';

for (const [scheme, expected] of [
  ['dark', yellow],
  ['light', ink],
] as const) {
  test(`counters default to the accent colour, which is ${scheme === 'dark' ? 'yellow' : 'ink'} in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/software-factory');
    await expect(counterFigure(page, 70)).toHaveCSS('color', expected);
  });
}

test('the stats JSON chooses the counter variant, size and colour', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/software-factory');
  // neon + xl: a glow and clamp(2.5rem, 7vw, 4.5rem) = 72 px at this width.
  await expect(counterFigure(page, 70)).toHaveCSS('font-size', '72px');
  await expect(counterFigure(page, 70)).not.toHaveCSS('text-shadow', 'none');
  await page.goto('/desarrollo-software-medida-chile');
  // digital + purple: monospace digits in light purple on dark.
  await expect(counterFigure(page, 100)).toHaveCSS('color', 'rgb(183, 148, 246)');
  await expect(counterFigure(page, 100)).toHaveCSS('font-family', /monospace/);
  // The theme is fixed on load (theme-init), so the light theme needs a fresh load.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(counterFigure(page, 100)).toHaveCSS('color', 'rgb(91, 47, 176)');
});

test('a technology badge shows its category on keyboard focus and names it to screen readers', async ({
  page,
}) => {
  await page.goto('/servicios/desarrollo-software-medida');
  const badge = page.locator('#servicio li[tabindex="0"]').first();
  const name = (await badge.locator('[role="tooltip"]').textContent()) ?? '';
  expect(name).toMatch(/^.+ - (Frontend|Mobile|Backend|Database|Cloud|DevOps|Other)$/);
  await expect(badge.locator('[role="tooltip"]')).toHaveCSS('opacity', '0');
  await badge.focus();
  await expect(badge).toBeFocused();
  await expect(badge.locator('[role="tooltip"]')).toHaveCSS('opacity', '1');
  // Screen readers get the category too; the tooltip bubble itself is a hidden visual copy.
  await expect(badge).toMatchAriaSnapshot(`- listitem: ${name}`);
  // showIcon from the service template page: one category icon per badge.
  await expect(badge.locator('svg')).toHaveCount(1);
});

test('monochrome logos keep their own text readable: the wall uses the filter curve', async ({
  page,
}) => {
  await page.goto('/');
  const edupro = page.locator('img[src="/logos/edupro.svg"]').last();
  await expect(edupro).toHaveCSS('filter', /grayscale\(1\) brightness\(0\.714\) contrast\(1\.68\)/);
});
