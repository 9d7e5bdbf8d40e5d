// The team cards of /equipo: hover and focus swap to the animated portrait and show the
// expertise over it without moving anything; touch screens show it without a hover.
import { expect, test, type Locator } from '@playwright/test';

/** The element's box once it has stopped moving: the section's reveal slides it in for about
 * 300 ms after it comes into view, and a box read during the slide is not where it rests. */
async function restingBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(100);
    const now = await locator.boundingBox();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

test('team cards swap to the animated portrait and show expertise on hover and on focus', async ({
  page,
}) => {
  const animatedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('-animado.')) animatedRequests.push(request.url());
  });
  await page.goto('/equipo');
  await page.waitForLoadState('load');
  const cards = page.locator('[data-member]');
  await expect(cards).toHaveCount(9);
  const first = cards.first();
  const animated = first.locator('img').nth(1);
  const expertise = first.getByRole('list');
  // Not displayed, so not even fetched: a loaded animated SVG runs on the main thread, hidden
  // or not.
  await expect(animated).toBeHidden();
  expect(animatedRequests).toEqual([]);
  await first.hover();
  await expect(animated).toBeVisible();
  await expect
    .poll(() => animated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(animatedRequests).toHaveLength(1);
  await expect(expertise).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(animated).toBeHidden();
  const second = cards.nth(1);
  await second.focus();
  await expect(second.locator('img').nth(1)).toBeVisible();
  await expect(second.getByRole('list')).toHaveCSS('opacity', '1');
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
  await restingBox(bio);
  // Measured against the card, so that a scroll of the page (a late layout above it, under load
  // in CI) is not read as the hover moving something.
  const layout = async () => {
    const [c, b, n] = await Promise.all([card, bio, next].map((item) => item.boundingBox()));
    return {
      card: { width: c!.width, height: c!.height },
      bio: { x: b!.x - c!.x, y: b!.y - c!.y, width: b!.width, height: b!.height },
      next: { x: n!.x - c!.x, y: n!.y - c!.y },
    };
  };
  const before = await layout();
  await card.hover();
  await expect(card.getByRole('list')).toHaveCSS('opacity', '1');
  expect(await layout()).toEqual(before);
  await expect(page.locator('[data-team-hint]')).toBeVisible();
  await expect(page.locator('[data-team-hint]')).not.toContainText('mouse');
});

test('a long expertise list never drops a name below its neighbours in the row', async ({
  page,
}) => {
  // At 1024 px the column over the portrait is narrowest: the longest lists fill it.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/equipo');
  await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
  const offsets = await page
    .locator('[data-member]')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          card.querySelector('h3')!.getBoundingClientRect().top - card.getBoundingClientRect().top,
      ),
    );
  expect(Math.max(...offsets) - Math.min(...offsets)).toBeLessThanOrEqual(1);
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
  // Nine members fit a phone: a small portrait beside the name, not one portrait per screen.
  // The portrait's frame: the drawing inside is scaled up to the face and clipped to it.
  const portrait = await card.locator('img').first().locator('..').boundingBox();
  const name = await card.getByRole('heading').boundingBox();
  expect(portrait?.width).toBeLessThan(120);
  expect(name?.x).toBeGreaterThan((portrait?.x ?? 0) + (portrait?.width ?? 0));
  // What is on screen (innerText skips what is not displayed).
  expect(await page.locator('main').innerText()).not.toMatch(/pasa el (mouse|cursor)/i);
  await context.close();
});

test("an author's link lands on the whole card, its portrait in sight, and marks it", async ({
  page,
}) => {
  await page.goto('/equipo#equipo-sebastian-fuentes');
  const card = page.getByRole('listitem', { name: 'Sebastián Fuentes' });
  await expect(card).toHaveAttribute('id', 'equipo-sebastian-fuentes');
  // Not its name under a portrait scrolled away: the card's top, portrait first, is in sight.
  const box = (await restingBox(card))!;
  const portrait = (await card.locator('img').first().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(portrait.y + portrait.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await card.evaluate((element) => element.matches(':target'))).toBe(true);
  // Marked once: by its focus ring or by its border, never both (review 93Q: two outlines).
  const mark = (element: Element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopColor, ring: style.outlineStyle !== 'none' };
  };
  const other = await page.getByRole('listitem', { name: 'Javiera Soto' }).evaluate(mark);
  const marked = await card.evaluate(mark);
  expect(marked.ring !== (marked.border !== other.border)).toBe(true);
});
