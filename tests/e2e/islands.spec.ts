import { expect, test } from '@playwright/test';

// A press on an island's button while its code is still on the way must not be lost.
test('a case card pressed before its code arrives opens once the code is there', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/CaseStudies-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const island = page.locator('[data-island="caseStudies"]');
  const card = island.getByRole('button', { name: /^Ver caso/ }).nth(1);
  await card.click();
  await expect(island).not.toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(island).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Caso 2 / 5');
});
