// The brand typeface (src/theme/fonts.ts): preloaded once from /assets/, loaded, and really
// setting the text; and the page does not move when it swaps in, even when it arrives late,
// thanks to the metric-matched local fallback.
import { expect, test, type Page } from '@playwright/test';

const brandFamily = 'Manrope Variable';

/** Sums the layout shifts (as CLS counts them) from the start of the page. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the fonts and two frames (layout-shift entries arrive after the frame). */
async function layoutShiftAfterFonts(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 300));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });
}

test('the brand font is preloaded once from /assets/ and sets the text of /', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.goto('/');

  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'font/woff2');
  await expect(preload).toHaveAttribute('crossorigin', '');
  const href = (await preload.getAttribute('href')) ?? '';
  // A content-hashed file name under /assets/, which the server caches for a year.
  expect(href).toMatch(/^\/assets\/manrope-latin-wght-normal-[\w-]{8}\.woff2$/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toContain('immutable');

  const fonts = await page.evaluate(async (family) => {
    await document.fonts.ready;
    const paragraph = document.querySelector('main p');
    return {
      faces: [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === family)
        .map((face) => face.status),
      check: document.fonts.check(`800 16px "${family}"`),
      bodyFamily: paragraph ? getComputedStyle(paragraph).fontFamily : '',
    };
  }, brandFamily);
  expect(fonts.faces).toEqual(['loaded']);
  expect(fonts.check).toBe(true);
  expect(fonts.bodyFamily.startsWith(`"${brandFamily}"`)).toBe(true);

  // The glyphs on screen come from the web font, not from a local stand-in: Chromium says
  // which fonts it used to draw the heading and a paragraph.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  for (const selector of ['h1', 'main p']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(used.map((font) => font.familyName).join(', ')).toMatch(/^Manrope/);
    expect(used[0]?.isCustomFont).toBe(true);
  }
  // The preload is the request the page uses: the file is fetched once, not twice.
  expect(fontRequests).toHaveLength(1);
});

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/ does not shift when the font loads', async ({ page }) => {
      await observeLayoutShifts(page);
      await page.goto('/');
      expect(await layoutShiftAfterFonts(page)).toBeLessThan(0.001);
    });

    test('/ does not shift when the font arrives a second late (metric-matched fallback)', async ({
      page,
    }) => {
      await observeLayoutShifts(page);
      // The font is held until the first paint has been checked, then let through: a fixed
      // delay raced the check on a loaded machine (the font had arrived before it ran).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      // The fallback did set the first paint: the web font was still on its way then.
      const atFirstPaint = await page.evaluate(
        () =>
          new Promise<string>((done) =>
            new PerformanceObserver(() => done(document.fonts.status)).observe({
              type: 'paint',
              buffered: true,
            }),
          ),
      );
      expect(atFirstPaint).toBe('loading');
      await page.waitForTimeout(1000);
      release();
      expect(await layoutShiftAfterFonts(page)).toBeLessThan(0.001);
    });
  });
}
