// Grids end square: at desktop widths no card grid leaves one card alone on its last row, nor a
// single row with empty columns after its cards. Rows are read from the cards' boxes, as a
// visitor sees them. Also: hovering a team card moves nothing, and touch screens get the
// expertise without a hover (and no hint that asks for one).
import { expect, test, type Page } from '@playwright/test';
import { renderWholePage } from './support';

const routes = [
  '/equipo',
  '/contacto',
  '/blog',
  '/casos-exito/sistema-gestion-logistica',
  '/casos-exito/plataforma-atencion-cliente-financiero',
  '/servicios/desarrollo-software-medida',
  '/software-factory',
  '/desarrollo-software-santiago',
];

interface GridReport {
  where: string;
  rows: number[];
  tracks: number;
  lone: boolean;
  emptyColumns: boolean;
}

/**
 * Every card grid of the page: a CSS grid of two or more columns whose first row holds two or
 * more boxes of one width (layout grids, such as a number beside its text, have unequal ones).
 */
function cardGrids(page: Page): Promise<GridReport[]> {
  return page.evaluate(() => {
    const reports: GridReport[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid') continue;
      const tracks = style.gridTemplateColumns.split(' ').filter((t) => parseFloat(t) > 0).length;
      const boxes = [...grid.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (tracks < 2 || boxes.length < 2) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) {
        const top = Math.round(box.top);
        rows.set(top, [...(rows.get(top) ?? []), box]);
      }
      const ordered = [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top)!);
      const first = ordered[0]!;
      const last = ordered.at(-1)!;
      const width = first[0]!.width;
      if (first.length < 2 || first.some((box) => Math.abs(box.width - width) > 2)) continue;
      const block = grid.closest<HTMLElement>('[data-block]')?.dataset.block ?? '?';
      reports.push({
        where: `${block} > ${grid.tagName.toLowerCase()}`,
        rows: ordered.map((row) => row.length),
        tracks,
        // One box on a later row, no wider than one column: a card left alone.
        lone: ordered.length > 1 && last.length === 1 && last[0]!.width < width * 1.5,
        emptyColumns: ordered.length === 1 && first.length < tracks,
      });
    }
    return reports;
  });
}

for (const width of [1280, 1440]) {
  for (const route of routes) {
    test(`${route} at ${width} px: every card grid ends in a full or balanced row`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await renderWholePage(page);
      const grids = await cardGrids(page);
      expect(grids.length, 'the page has card grids to check').toBeGreaterThan(0);
      for (const grid of grids) {
        const shape = `${grid.where}: rows ${grid.rows.join(' + ')} in ${grid.tracks} columns`;
        expect(grid.lone, shape).toBe(false);
        expect(grid.emptyColumns, shape).toBe(false);
      }
    });
  }
}

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
  expect(shapes['/contacto contactDetails > ul']).toBe('3+3');
  expect(shapes['/casos-exito/sistema-gestion-logistica caseDetail > ul']).toBe('3');
});

test('on a phone the card grids stack into one column, and nothing widens the page', async ({
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
    for (const grid of await cardGrids(page))
      expect(grid.lone, `${route} ${grid.where}`).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBe(390);
  }
});

test('hovering a team card shows the expertise over the portrait and moves nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/equipo');
  const card = page.locator('[data-member]').first();
  const bio = card.locator(':scope > p').last();
  const next = page.locator('[data-member]').nth(3);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const before = { bio: await bio.boundingBox(), card: await card.boundingBox() };
  const below = await next.boundingBox();
  await card.hover();
  await expect(card.getByRole('list')).toHaveCSS('opacity', '1');
  expect(await bio.boundingBox()).toEqual(before.bio);
  expect(await card.boundingBox()).toEqual(before.card);
  expect(await next.boundingBox()).toEqual(below);
  await expect(page.locator('[data-team-hint]')).toBeVisible();
  await expect(page.locator('[data-team-hint]')).not.toContainText('mouse');
});

test('on a touch screen the expertise shows without a hover, and no hint asks for one', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/equipo');
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  const card = page.locator('[data-member]').first();
  await expect(card.getByRole('list')).toHaveCSS('opacity', '1');
  await expect(card.getByRole('list').locator('li').first()).toBeVisible();
  await expect(page.locator('[data-team-hint]')).toBeHidden();
  // What is on screen (innerText skips what is not displayed).
  expect(await page.locator('main').innerText()).not.toMatch(/pasa el (mouse|cursor)/i);
  await context.close();
});
