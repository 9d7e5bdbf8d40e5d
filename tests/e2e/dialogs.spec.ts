// The dialog shell (ui/Modal) as a visitor meets it in the home case dialog and the
// /software-factory project modal, at a phone and two desktop widths: nothing inside is wider than
// the sheet, the header with close (and previous/next) stays in view while the body scrolls,
// Escape closes and focus goes back to the card. And a case card pressed before its island has
// hydrated still opens its case, on a CPU slowed six times, with a cold and a warm cache.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { caseCards, dialog, openCase } from './caseDialog';

const widths = [390, 1280, 1440];
const sheetOf = (page: Page) => page.locator('dialog[open] [data-dialog-sheet]');

/** Every overflow inside the open sheet: the sheet, or a part of it that clips (its scrolling
 * body), made wider than itself, and any element whose box pokes out of the sheet's left or
 * right edge, hidden tooltips included. */
const overflowsIn = (sheet: Locator) =>
  sheet.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const problems: string[] = [];
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()} "${node.textContent?.trim().slice(0, 30) ?? ''}"`;
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const clips = node === element || getComputedStyle(node).overflowX !== 'visible';
      if (clips && node.clientWidth > 1 && node.scrollWidth > node.clientWidth)
        problems.push(`${name(node)} scrolls: ${node.scrollWidth} > ${node.clientWidth}`);
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // Text running out of its own box counts too: a box can fit while its words do not.
      const right = clips ? rect.right : Math.max(rect.right, rect.left + node.scrollWidth);
      if (rect.left < box.left - 0.5 || right > box.right + 0.5)
        problems.push(`${name(node)} spans ${rect.left}–${right}, sheet ${box.left}–${box.right}`);
    }
    return problems;
  });

/** Waits for the sheet and what slides inside it (framer-motion's inline transforms) to come to
 * rest: content sliding in from the side is allowed to stick out while it moves. */
const settled = (sheet: Locator) =>
  expect
    .poll(() =>
      sheet.evaluate((element) =>
        [element, ...element.querySelectorAll<HTMLElement>('[style*="transform"]')].every((node) =>
          ['', 'none'].includes(node.style.transform),
        ),
      ),
    )
    .toBe(true);

/** Scrolls the sheet's body to its end; returns how far it went. */
const scrollBodyToEnd = (sheet: Locator) =>
  sheet.evaluate((element) => {
    const body = [...element.children].find(
      (child) => getComputedStyle(child).overflowY === 'auto',
    )!;
    body.scrollTop = body.scrollHeight;
    return body.scrollTop;
  });

/** The control is on screen, inside the sheet, and nothing covers its centre. */
async function expectReachable(sheet: Locator, control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1 });
  const inside = await control.evaluate(
    (element, sheetBox) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return (
        rect.top >= sheetBox.y &&
        rect.bottom <= sheetBox.y + sheetBox.height &&
        hit !== null &&
        element.contains(hit)
      );
    },
    (await sheet.boundingBox())!,
  );
  expect(inside).toBe(true);
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test('the case dialog fits its sheet on every tab, keeps its header in view and closes with Escape', async ({
      page,
    }) => {
      await page.goto('/');
      for (const index of [0, 4]) {
        await openCase(page, index);
        const sheet = sheetOf(page);
        const tabs = dialog(page).getByRole('tab');
        const count = await tabs.count();
        expect(count).toBeGreaterThan(1);
        for (let tab = 0; tab < count; tab += 1) {
          await tabs.nth(tab).click();
          await expect(tabs.nth(tab)).toHaveAttribute('aria-selected', 'true');
          await settled(sheet);
          expect(await overflowsIn(sheet), `case ${index + 1}, tab ${tab + 1}`).toEqual([]);
        }

        const header = dialog(page).locator('header').first();
        const controls = ['Anterior', 'Siguiente', 'Cerrar'].map((name) =>
          header.getByRole('button', { name, exact: true }),
        );
        // One row: previous, counter, next and close share a line, even on a phone.
        const counter = header.getByText(/^Caso \d+ \/ \d+$/);
        const rows = await Promise.all(
          [...controls, counter].map(async (control) => (await control.boundingBox())!),
        );
        const middles = rows.map((box) => box.y + box.height / 2);
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);

        expect(await scrollBodyToEnd(sheet)).toBeGreaterThan(200);
        for (const control of controls) await expectReachable(sheet, control);
        expect(await overflowsIn(sheet), `case ${index + 1}, scrolled`).toEqual([]);

        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
        await expect(caseCards(page).nth(index)).toBeFocused();
      }
    });

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
        expect(await scrollBodyToEnd(sheet)).toBeGreaterThan(0);
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

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the case dialog appears, changes tab and closes at once, with nothing moving', async ({
    page,
  }) => {
    await page.goto('/');
    await openCase(page, 1);
    const sheet = sheetOf(page);
    const still = () =>
      sheet.evaluate((element) => ({
        opacity: getComputedStyle(element).opacity,
        transform: getComputedStyle(element).transform,
        moving: [element, ...element.querySelectorAll<HTMLElement>('*')].filter(
          (node) => !['', 'none'].includes(node.style.transform),
        ).length,
        animations: element.getAnimations({ subtree: true }).length,
      }));
    expect(await still()).toEqual({ opacity: '1', transform: 'none', moving: 0, animations: 0 });
    await dialog(page).getByRole('tab').nth(1).click();
    await expect(dialog(page).getByRole('tabpanel')).toHaveCSS('opacity', '1');
    expect(await still()).toEqual({ opacity: '1', transform: 'none', moving: 0, animations: 0 });
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden({ timeout: 300 });
    await expect(caseCards(page).nth(1)).toBeFocused();
  });
});

for (const cache of ['cold', 'warm'] as const) {
  test(`a case card pressed before its island hydrates opens that case (CPU ×6, ${cache} cache)`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Whether the island had hydrated when the press landed, so the test knows it tried early.
    await context.addInitScript(() => {
      window.addEventListener(
        'click',
        () => {
          const island = document.querySelector('[data-island="caseStudies"]');
          (window as unknown as { pressedEarly?: boolean }).pressedEarly ??=
            island !== null && !island.hasAttribute('data-hydrated');
        },
        true,
      );
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cache === 'warm') await page.goto('/');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    let early = 0;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
      await page.goto('/', { waitUntil: 'commit' });
      const card = caseCards(page).nth(attempt);
      await card.waitFor({ state: 'attached' });
      // Scroll there and press at once, as a visitor who knows where the cases are.
      const point = await card.evaluate((element) => {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        const rect = element.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      });
      await page.mouse.click(point.x, point.y);
      await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
      await expect(dialog(page)).toContainText(`Caso ${attempt + 1} / 5`);
      if (await page.evaluate(() => (window as { pressedEarly?: boolean }).pressedEarly))
        early += 1;
    }
    expect(early, 'presses that landed before hydration').toBeGreaterThan(0);
    await context.close();
  });
}
