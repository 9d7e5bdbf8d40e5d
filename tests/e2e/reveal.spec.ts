// Sections fade in once: below the fold they wait hidden and show on entering the view; the
// hero never waits; without JavaScript or with reduced motion nothing is hidden.
import { expect, test } from '@playwright/test';
import { hero } from './homePage';

test('a section below the fold waits hidden, shows on entering the view and stays shown', async ({
  page,
}) => {
  await page.goto('/');
  const culture = page.locator('#culture');
  const opacity = () =>
    culture.evaluate((element) => getComputedStyle(element.firstElementChild!).opacity);
  // The loader marks what is below the fold; CSS hides its content at once (no fade out) until
  // it is revealed. The band itself is always painted: no hole in the page while it waits.
  await expect(culture).toHaveAttribute('data-reveal-pending', '');
  await expect(culture).not.toHaveAttribute('data-revealed');
  expect(await opacity()).toBe('0');
  expect(await culture.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect(culture).not.toHaveAttribute('data-revealed');

  await culture.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await expect(culture).toHaveAttribute('data-revealed', '');
  await expect.poll(opacity).toBe('1');
  // Only what entered the view: the contact form at the bottom is still waiting.
  await expect(page.locator('#contact-form')).not.toHaveAttribute('data-revealed');

  // Away and back: no second fade, it is simply there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(culture).not.toBeInViewport();
  await culture.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await expect(culture).toBeInViewport();
  const again = await culture.evaluate((element) => ({
    opacity: getComputedStyle(element.firstElementChild!).opacity,
    animations: element.getAnimations({ subtree: true }).length,
    revealed: element.hasAttribute('data-revealed'),
  }));
  expect(again).toEqual({ opacity: '1', animations: 0, revealed: true });
});

test('a jump within the page shows every section at once, with no fade', async ({ page }) => {
  // Review 90B: "Ver servicios" landed on a washed-out section fading in.
  await page.goto('/desarrollo-software-concepcion');
  const services = page.locator('#servicios');
  await expect(services).toHaveAttribute('data-reveal-pending', '');
  // By the keyboard: a mouse left over the cards after the jump starts their hover transitions.
  await page.getByRole('link', { name: 'Ver servicios' }).focus();
  await page.keyboard.press('Enter');
  await expect(services).not.toHaveAttribute('data-reveal-pending');
  const shown = await services.evaluate((element) => ({
    opacity: getComputedStyle(element.firstElementChild!).opacity,
    fades: element
      .getAnimations({ subtree: true })
      .filter((animation) => (animation as CSSTransition).transitionProperty === 'opacity').length,
  }));
  expect(shown).toEqual({ opacity: '1', fades: 0 });
});

test('the hero is never hidden nor animated', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#home');
  const title = page.getByRole('heading', { level: 1, name: hero.title });
  // The loader has run (it marked the sections below the fold)...
  await expect(page.locator('#culture')).toHaveAttribute('data-reveal-pending', '');
  // ...and left the hero alone.
  await expect(section).not.toHaveAttribute('data-reveal-pending');
  const state = await title.evaluate((element) => ({
    opacity: getComputedStyle(element).opacity,
    sectionOpacity: getComputedStyle(element.closest('section')!).opacity,
    animations: element.getAnimations().length + element.closest('section')!.getAnimations().length,
  }));
  expect(state).toEqual({ opacity: '1', sectionOpacity: '1', animations: 0 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the hero headline and every section are visible in the HTML', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: hero.title });
    await expect(title).toBeVisible();
    const opacities = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    expect(await title.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('sections below the fold are not hidden', async ({ page }) => {
    await page.goto('/');
    const culture = page.locator('#culture');
    await expect(culture).toHaveAttribute('data-reveal-pending', '');
    expect(
      await culture.evaluate((element) => getComputedStyle(element.firstElementChild!).opacity),
    ).toBe('1');
  });
});
