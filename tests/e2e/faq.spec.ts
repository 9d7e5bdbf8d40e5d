// The FAQ accordion: in "single" mode one answer open at a time, otherwise each on its own, as
// the pages that carry it configure it.
import { expect, test } from '@playwright/test';

test('/: the FAQ keeps one answer open at a time and closes the open one on click', async ({
  page,
}) => {
  await page.goto('/');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(6);
  await items.nth(0).locator('summary').click();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(items.nth(1)).toHaveAttribute('open');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open');
});

test('in "single" mode only one FAQ item is open at a time, and clicking it closes it', async ({
  page,
}) => {
  await page.goto('/_bloques');
  const faq = page
    .locator('[data-catalogue-block="faq"]')
    .locator('xpath=following-sibling::section[1]');
  const [first, second] = [faq.locator('details').nth(0), faq.locator('details').nth(1)];
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open', '');
});

test('/software-factory: every FAQ toggles on its own and the first starts open', async ({
  page,
}) => {
  await page.goto('/software-factory');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(6);
  await expect(items.nth(0)).toHaveAttribute('open');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await expect(items.nth(1)).toHaveAttribute('open');
});

test('/modernizacion-sistemas-legacy-chile: five FAQs at #faq, the first (the cost) open, each toggling on its own', async ({
  page,
}) => {
  await page.goto('/modernizacion-sistemas-legacy-chile');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toHaveAttribute('open');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await expect(items.nth(2)).toHaveAttribute('open');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(items.nth(2)).toHaveAttribute('open');
});

test('/costo-desarrollo-apps-chile: FAQ items open and close individually', async ({ page }) => {
  await page.goto('/costo-desarrollo-apps-chile');
  const faq = page.locator('#faq');
  const first = faq.locator('details').nth(0);
  const second = faq.locator('details').nth(1);
  await expect(first).not.toHaveAttribute('open', '');
  await first.locator('summary').click();
  await second.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(second).toHaveAttribute('open', '');
  await first.locator('summary').click();
  await expect(first).not.toHaveAttribute('open', '');
});

test('the FAQ heading sticks under the navbar, and rises to the top while the navbar hides', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/software-factory');
  const faq = page.locator('#faq');
  for (const summary of await faq.locator('summary').all())
    if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
  const heading = faq.locator('h2').first();
  const top = async () => (await heading.boundingBox())?.y ?? Number.NaN;
  const navbar = page.locator('header').first();
  // Down into the questions: the navbar hides, and the heading takes its place at the top.
  await faq.evaluate((element: HTMLElement) => window.scrollTo(0, element.offsetTop + 200));
  await page.mouse.wheel(0, 300);
  await expect(navbar).toHaveAttribute('data-hidden');
  // The sticky column starts with the eyebrow, 24 px under the screen's top.
  await expect.poll(top).toBeLessThan(72);
  const hiddenTop = await top();
  // Back up a little: the navbar returns, and the heading sits under it again.
  await page.mouse.wheel(0, -120);
  await expect(navbar).not.toHaveAttribute('data-hidden');
  await expect.poll(top).toBeCloseTo(hiddenTop + 72, 0);
});
