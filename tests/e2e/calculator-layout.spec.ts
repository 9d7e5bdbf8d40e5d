// The calculator's layouts and themes: a slim bar on a phone that opens into the breakdown, a
// sticky card on wide screens, an estimate surface that follows the theme, and focus rings that
// read (3:1) on every option in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { focusRingContrasts, luminance } from './calculatorSupport';

const calculator = (page: Page) => page.getByRole('form', { name: 'Calcula el costo de tu app' });
const chip = (page: Page, name: RegExp) => calculator(page).getByRole('checkbox', { name });
const panel = (page: Page) => calculator(page).locator('aside');
const toggle = (page: Page) =>
  calculator(page).getByRole('button', { name: 'Detalle de la estimación' });

/** Whether the open sheet's list scrolls, and the opacity of the fade over its foot. */
const listFade = (page: Page) =>
  panel(page)
    .locator('.detail-inner')
    .evaluate((list) => ({
      scrolls: list.scrollHeight > list.clientHeight,
      opacity: getComputedStyle(list, '::after').opacity,
    }));

async function open(page: Page) {
  await page.goto('/costo-desarrollo-apps-chile');
  await calculator(page).scrollIntoViewIfNeeded();
  await expect(calculator(page)).toHaveAttribute('data-ready', '');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('a slim bar stays at the bottom and opens into the breakdown', async ({ page }) => {
        await open(page);
        await calculator(page).getByRole('group', { name: 'Plataforma' }).scrollIntoViewIfNeeded();
        const bar = await panel(page).boundingBox();
        expect(bar?.height).toBeLessThanOrEqual(90);
        expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeCloseTo(844, 0);
        await expect(panel(page).locator('[data-estimate]')).toBeInViewport();
        await expect(
          panel(page).getByRole('button', { name: 'Solicitar cotización' }),
        ).toBeInViewport();
        await expect(panel(page).locator('dl')).toBeHidden();
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
        // A tap on the total opens it (the button lies over the whole summary).
        await panel(page).locator('[data-estimate]').click({ force: true });
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(panel(page).locator('dl')).toBeVisible();
        await expect(panel(page).locator('dl')).toContainText('Complejidad: Media$6.000.000');
        // No fade over the list's foot when it all fits (review 47B: it dimmed the last line).
        expect(await listFade(page)).toEqual({ scrolls: false, opacity: '0' });
        await expect(panel(page).locator('[data-estimate-usd]')).toHaveText('aprox. USD 12.889');
        const sheet = await panel(page).locator('> .sheet').boundingBox();
        expect(sheet?.height).toBeLessThan(844 * 0.75);
        expect((sheet?.y ?? 0) + (sheet?.height ?? 0)).toBeCloseTo(844, 0);
        expect(await new AxeBuilder({ page }).include('#calculadora').analyze()).toMatchObject({
          violations: [],
        });
        await page.keyboard.press('Escape');
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(panel(page).locator('dl')).toBeHidden();
        // The open sheet's header has a close button of a thumb's size; closed, it is out of reach.
        const close = panel(page).getByRole('button', { name: 'Cerrar detalle' });
        await expect(close).toBeHidden();
        await panel(page).locator('[data-estimate]').click({ force: true });
        const closeBox = await close.boundingBox();
        expect(closeBox?.width).toBeGreaterThanOrEqual(44);
        await close.click();
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(panel(page).locator('dl')).toBeHidden();
        // Focus goes back to what opened the sheet, not to the start of the page.
        await expect(toggle(page)).toBeFocused();
      });

      test('the open sheet closes when the page scrolls on or the page around it is tapped', async ({
        page,
      }) => {
        await open(page);
        await calculator(page).getByRole('group', { name: 'Plataforma' }).scrollIntoViewIfNeeded();
        const openSheet = async () => {
          await panel(page).locator('[data-estimate]').click({ force: true });
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
        };
        await openSheet();
        // On the dimmed page (a scroll over the sheet stays in the sheet): a thumb's jitter keeps
        // it open; reading on closes it.
        await page.mouse.move(195, 120);
        await page.mouse.wheel(0, 20);
        await page.waitForTimeout(100);
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
        await page.mouse.wheel(0, 400);
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(panel(page).locator('dl')).toBeHidden();
        // A tap on the dimmed page above closes it too, and changes nothing there.
        await calculator(page).getByRole('group', { name: 'Plataforma' }).scrollIntoViewIfNeeded();
        await openSheet();
        await page.mouse.click(195, 120);
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(panel(page).locator('[data-estimate]')).toHaveText('11.6M CLP');
      });

      test.describe('with a touch screen', () => {
        test.use({ hasTouch: true });

        test('open with every extra, the sheet fits a short screen, and its shade takes the tap', async ({
          page,
        }) => {
          await page.setViewportSize({ width: 390, height: 667 });
          await open(page);
          for (const extra of await calculator(page)
            .getByRole('group', { name: 'Backend y extras' })
            .getByRole('checkbox')
            .all())
            await extra.check({ force: true });
          // The calculator's top low on the screen: stuck in the page, the sheet could not rise.
          const basic = calculator(page).getByRole('radio', { name: /^Básica/ });
          await basic.evaluate((input) =>
            window.scrollTo(
              0,
              input.closest('fieldset')!.getBoundingClientRect().top + scrollY - 300,
            ),
          );
          await panel(page).locator('[data-estimate]').click({ force: true });
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
          await expect(
            panel(page).getByRole('button', { name: 'Solicitar cotización' }),
          ).toBeInViewport({ ratio: 1 });
          await expect(panel(page).locator('[data-estimate]')).toBeInViewport({ ratio: 1 });
          // More of the list below: a fade over its foot says so.
          expect(await listFade(page)).toEqual({ scrolls: true, opacity: '1' });
          // A tap on the shade over an option closes the sheet and leaves the option alone.
          await page.keyboard.press('Escape');
          await basic.evaluate((input) =>
            window.scrollTo(0, input.getBoundingClientRect().top + scrollY - 120),
          );
          await panel(page).locator('[data-estimate]').click({ force: true });
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
          const option = (await basic.locator('xpath=ancestor::label').boundingBox())!;
          expect(option.y).toBeGreaterThan(0);
          // A finger: its click comes after it lifts, when a shade gone at the press let it through.
          await page.touchscreen.tap(option.x + 40, option.y + option.height / 2);
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
          await expect(basic).not.toBeChecked();
          await expect(calculator(page).getByRole('radio', { name: /^Media/ })).toBeChecked();
        });

        test('a swipe down on the open sheet closes it, as its handle says', async ({ page }) => {
          await open(page);
          await calculator(page)
            .getByRole('group', { name: 'Plataforma' })
            .scrollIntoViewIfNeeded();
          await panel(page).locator('[data-estimate]').click({ force: true });
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
          const sheet = (await panel(page).locator('> .sheet').boundingBox())!;
          const cdp = await page.context().newCDPSession(page);
          const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
            cdp.send('Input.dispatchTouchEvent', {
              type,
              touchPoints: type === 'touchEnd' ? [] : [{ x: sheet.x + sheet.width / 2, y }],
            });
          // A short drag keeps it open; a long one closes it.
          await touch('touchStart', sheet.y + 12);
          await touch('touchMove', sheet.y + 40);
          await touch('touchEnd', sheet.y + 40);
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
          await touch('touchStart', sheet.y + 12);
          await touch('touchMove', sheet.y + 140);
          await touch('touchEnd', sheet.y + 140);
          await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
        });
      });

      test('past the form the bar parks as its last card, in line with the options', async ({
        page,
      }) => {
        await open(page);
        const sheet = panel(page).locator('> .sheet');
        const edges = () =>
          sheet.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return { left: box.left, right: innerWidth - box.right };
          });
        // Pinned: the drawer spans the screen.
        await calculator(page).getByRole('group', { name: 'Plataforma' }).scrollIntoViewIfNeeded();
        await expect.poll(edges).toEqual({ left: 0, right: 0 });
        // Parked at the end of the form: a card with the options' margins.
        await calculator(page).evaluate((form) =>
          window.scrollTo(0, form.getBoundingClientRect().bottom + scrollY - 600),
        );
        const option = await chip(page, /Chat en la app/).evaluate((input) => {
          const box = input.closest('label')!.getBoundingClientRect();
          return { left: box.left, right: innerWidth - box.right };
        });
        await expect.poll(edges).toEqual(option);
        // Opened there, the sheet lies over the sections below the form (the FAQ painted over
        // it, review 33B): what is on top at its total and its button is the sheet.
        await panel(page).locator('[data-estimate]').click({ force: true });
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
        for (const part of ['[data-estimate]', 'button.quote'])
          expect(
            await panel(page).evaluate((sheet, selector) => {
              const box = sheet.querySelector(selector)!.getBoundingClientRect();
              return sheet.contains(
                document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
              );
            }, part),
            part,
          ).toBe(true);
      });

      test('focus rings on every option reach 3:1', async ({ page }) => {
        await open(page);
        for (const ring of await focusRingContrasts(page, calculator(page))) {
          expect(ring.visible, ring.name).toBe(true);
          expect(ring.ratio, ring.name).toBeGreaterThanOrEqual(3);
        }
      });
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test('with every option chosen the whole card fits a 1280 × 800 screen', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await open(page);
        await calculator(page)
          .getByRole('radio', { name: /^Compleja/ })
          .check();
        for (const box of await calculator(page).getByRole('checkbox').all()) await box.check();
        // While the last extra is on screen, the total and the quote button are too.
        await chip(page, /Chat en la app/).evaluate((box) => box.scrollIntoView({ block: 'end' }));
        await expect(
          panel(page).getByRole('button', { name: 'Solicitar cotización' }),
        ).toBeInViewport({ ratio: 1 });
        await expect(panel(page).locator('[data-estimate]')).toBeInViewport({ ratio: 1 });
      });

      test('the estimate is a sticky side card with its breakdown open', async ({ page }) => {
        await open(page);
        await expect(toggle(page)).toBeHidden();
        await expect(panel(page).locator('dl')).toBeVisible();
        await chip(page, /Chat en la app/).scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 200);
        const card = await panel(page).boundingBox();
        const choices = await calculator(page).locator('fieldset').first().boundingBox();
        expect(card?.x).toBeGreaterThan((choices?.x ?? 0) + (choices?.width ?? 0));
        await expect(panel(page).locator('[data-estimate]')).toBeInViewport();
        expect(await new AxeBuilder({ page }).include('#calculadora').analyze()).toMatchObject({
          violations: [],
        });
      });

      test('focus rings on every option reach 3:1', async ({ page }) => {
        await open(page);
        for (const ring of await focusRingContrasts(page, calculator(page))) {
          expect(ring.visible, ring.name).toBe(true);
          expect(ring.ratio, ring.name).toBeGreaterThanOrEqual(3);
        }
      });
    });

    test('the estimate surface follows the theme', async ({ page }) => {
      await open(page);
      // The aside sticks; its sheet is the surface that shows.
      const background = await panel(page).evaluate(
        (aside) => getComputedStyle(aside.firstElementChild!).backgroundColor,
      );
      if (colorScheme === 'dark') expect(luminance(background)).toBeLessThan(0.05);
      else expect(luminance(background)).toBeGreaterThan(0.9);
    });
  });
}
