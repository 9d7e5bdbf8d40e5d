// The project dialog of /software-factory (the showcase island): its cards, how it opens and
// closes, where focus goes, its sheet at a phone and two desktop widths, and axe on the open
// dialog in both themes.
import { expect, test, type Page } from '@playwright/test';
import { dialog } from './caseDialog';
import { expectReachable, overflowsIn, scrollBodyToEnd, settled, sheetOf } from './dialogSheet';
import { axeViolations, switchTheme } from './pageChecks';

const showcase = (page: Page) => page.locator('[data-island="showcase"]');

async function hydratedShowcase(page: Page) {
  await showcase(page).scrollIntoViewIfNeeded();
  await expect(showcase(page)).toHaveAttribute('data-hydrated', '');
}

test.describe('on /software-factory', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/software-factory');
  });

  test('project cards show 2 metrics and 4 technologies plus the rest as +N', async ({ page }) => {
    const cards = showcase(page).locator('li:has(h3)');
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first.locator('strong')).toHaveCount(2);
    await expect(first.getByText('+3')).toBeVisible();
    await expect(first.getByText('20.000', { exact: true })).toBeVisible();
  });

  test('hover reveals "Ver detalles", which opens the project; Cerrar, Escape and the backdrop close it', async ({
    page,
  }) => {
    await hydratedShowcase(page);
    const card = showcase(page).locator('li:has(h3)').first();
    const details = card.getByRole('button', { name: /^Ver detalles/ });
    await expect(details).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(details).toHaveCSS('opacity', '1');
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Monitoreo IoT de planta' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Resultados' })).toBeVisible();
    await expect(dialog.locator('li strong')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    await details.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    await details.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  test('a click anywhere on a card opens its project, and closing returns to its button', async ({
    page,
  }) => {
    await hydratedShowcase(page);
    const card = showcase(page).locator('li:has(h3)').first();
    await card.locator('h3').click();
    const dialog = page.getByRole('dialog', { name: 'Monitoreo IoT de planta' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: /^Ver detalles/ })).toBeFocused();
  });

  for (const [way, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['a backdrop click', (page: Page) => page.mouse.click(5, 5)],
  ] as const) {
    test(`closing the project dialog with ${way} returns focus to the card that opened it`, async ({
      page,
    }) => {
      await hydratedShowcase(page);
      // The second card, so that focus landing on the first focusable card would not pass.
      const card = showcase(page).locator('li:has(h3)').nth(1);
      const details = card.getByRole('button', { name: /^Ver detalles/ });
      await details.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(details).not.toBeFocused();
      await close(page);
      await expect(dialog).toBeHidden();
      await expect(details).toBeFocused();
      expect(await card.evaluate((li) => li.contains(document.activeElement))).toBe(true);
    });
  }

  test('focus stays inside the project dialog', async ({ page }) => {
    await hydratedShowcase(page);
    await showcase(page)
      .getByRole('button', { name: /^Ver detalles/ })
      .nth(1)
      .focus();
    await page.keyboard.press('Enter');
    // The dialog's code is its own chunk: tabbing starts once the dialog is there.
    await expect(page.getByRole('dialog')).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false,
        ),
      ).toBe(true);
    }
  });

  test('the open project dialog has no WCAG A/AA violation, in either theme', async ({ page }) => {
    test.slow(); // two full axe runs
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await hydratedShowcase(page);
    await showcase(page)
      .getByRole('button', { name: /^Ver detalles/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page), 'light').toEqual([]);
    await switchTheme(page, 'dark');
    expect(await axeViolations(page), 'dark').toEqual([]);
  });
});

for (const width of [390, 1280, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test('the project modal fits its sheet, keeps its header in view and closes with Escape', async ({
      page,
    }) => {
      await page.goto('/software-factory');
      const island = page.locator('[data-island="showcase"]');
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
      const details = island.getByRole('button', { name: /^Ver detalles/ });
      for (const index of [0, 2]) {
        await details.nth(index).focus();
        await page.keyboard.press('Enter');
        await expect(dialog(page)).toBeVisible();
        const sheet = sheetOf(page);
        await settled(sheet);
        expect(await overflowsIn(sheet)).toEqual([]);
        const close = dialog(page).getByRole('button', { name: 'Cerrar', exact: true });
        const title = dialog(page).getByRole('heading', { level: 2 });
        // On a wide sheet the results and the ways forward stand beside the capture, in the
        // first view; a phone's sheet scrolls to them.
        if (width >= 1280) {
          await expect(dialog(page).getByRole('heading', { name: 'Resultados' })).toBeInViewport();
          await expect(
            dialog(page).getByRole('link', { name: 'Cotiza un proyecto similar' }),
          ).toBeInViewport();
        }
        const scrolled = await scrollBodyToEnd(sheet);
        if (width < 768) expect(scrolled).toBeGreaterThan(0);
        await expectReachable(sheet, close);
        await expect(title).toBeInViewport({ ratio: 1 });
        expect(await overflowsIn(sheet)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
        await expect(details.nth(index)).toBeFocused();
      }
    });
  });
}
