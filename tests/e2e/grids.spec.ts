// Grids end square: the shapes the issue named, and card grids stacking into one column on a
// phone. Every URL's card grids are checked at 1280 and 1440 px by the route sweep.
import { expect, test } from '@playwright/test';
import { cardGrids } from './pageChecks';
import { renderWholePage } from './support';

test('the pages named in the issue lay out as balanced rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const shapes: Record<string, string> = {};
  for (const route of ['/equipo', '/contacto', '/casos-exito/sistema-gestion-logistica']) {
    await page.goto(route);
    await renderWholePage(page);
    for (const grid of await cardGrids(page))
      shapes[`${route} ${grid.where}`] ??= grid.rows.join('+');
  }
  expect(shapes['/equipo team > ul']).toBe('3+3+3');
  // Three offices, then three channels: a row each.
  expect(shapes['/contacto contactDetails > ul']).toBe('3+3');
  expect(shapes['/casos-exito/sistema-gestion-logistica caseDetail > ul']).toBe('3');
});

test('on a phone the card grids stack into one column, no card clips its content, and nothing widens the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = {
    '/equipo': '[data-member]',
    '/contacto': '[data-block="contactDetails"] li',
    '/blog': '[data-blog-grid] [data-post]',
    '/casos-exito/sistema-gestion-logistica': '#desafios + ul > li',
  };
  for (const [route, selector] of Object.entries(cards)) {
    await page.goto(route);
    await renderWholePage(page);
    const lefts = await page
      .locator(selector)
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(lefts.length, route).toBeGreaterThan(1);
    expect(new Set(lefts).size, `${route}: one column`).toBe(1);
    const clipped = await page
      .locator(selector)
      .evaluateAll(
        (items) => items.filter((item) => item.scrollHeight > item.clientHeight + 1).length,
      );
    expect(clipped, `${route}: cards whose end is cut off`).toBe(0);
    for (const grid of await cardGrids(page))
      expect(grid.lone, `${route} ${grid.where}`).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBe(390);
  }
});

test('on a phone, cards set to slide run in one row that scrolls sideways, inside the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const rows = {
    '/modernizacion-sistemas-legacy-chile': ['#estrategias ol', 5],
    '/': ['#success-stories ul', 5],
    '/software-factory': ['#proyectos ul', 3],
  } as const;
  for (const [route, [selector, count]] of Object.entries(rows)) {
    await page.goto(route);
    await renderWholePage(page);
    const row = page.locator(selector).first();
    // The cards shown: a grid's closing tile stands under the row (below).
    const tops = await row
      .locator(':scope > li')
      .evaluateAll((items) =>
        items
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => Math.round(item.getBoundingClientRect().top)),
      );
    expect(tops, route).toHaveLength(count);
    expect(new Set(tops).size, `${route}: one row`).toBe(1);
    const { scrollWidth, clientWidth } = await row.evaluate((list) => ({
      scrollWidth: list.scrollWidth,
      clientWidth: list.clientWidth,
    }));
    expect(scrollWidth, route).toBeGreaterThan(clientWidth * (count - 2));
    // Nothing a card positions escapes the row to widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBe(390);
    // Keyboard: the row takes focus and the arrow keys slide it.
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((list) => list.scrollLeft), route).toBeGreaterThan(0);
  }
  // The legacy strategies' invitation is under the row, not its sixth slide (review 77C).
  await page.goto('/modernizacion-sistemas-legacy-chile');
  const section = page.locator('#estrategias');
  const invitation = section.getByRole('link', { name: 'Solicitar Auditoría Gratuita' });
  await expect(invitation).toHaveCount(1);
  await invitation.scrollIntoViewIfNeeded();
  const rowBottom = (await section.locator('ol').first().boundingBox())!;
  expect((await invitation.boundingBox())!.y).toBeGreaterThan(rowBottom.y + rowBottom.height);
});

test('a row that slides on a phone is a tab stop there, and not on a wide screen, where it is a grid', async ({
  page,
}) => {
  // Review 60B: at 1280 px Tab stopped on each card grid and ringed it whole.
  const row = page.locator('#success-stories ul').first();
  for (const [width, tabIndex] of [
    [1280, -1],
    [390, 0],
    [1280, -1],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    if (width === 1280 && tabIndex === -1 && page.url() === 'about:blank') await page.goto('/');
    await renderWholePage(page);
    await expect
      .poll(() => row.evaluate((list: HTMLElement) => list.tabIndex), `${width}`)
      .toBe(tabIndex);
  }
});

test('on a phone, Tab to a link in a sliding card brings that card fully into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/servicios');
  await renderWholePage(page);
  const row = page.locator('#casos ol');
  const links = row.getByRole('link', { name: /^Ver caso/ });
  await links.first().focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await expect
    .poll(() =>
      row.evaluate((list) => {
        const card = list.children[1]!.getBoundingClientRect();
        const view = list.getBoundingClientRect();
        return card.left >= view.left - 1 && card.right <= view.right + 1;
      }),
    )
    .toBe(true);
});
