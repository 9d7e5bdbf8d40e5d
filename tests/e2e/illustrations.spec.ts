// The drawings are shown from the WebP the build draws of them (src/lib/rasterImages.ts): an SVG
// image is laid out and painted on the main thread, a WebP is decoded off it. The SVG stays the
// src, so a broken srcset would still show a picture: only the fetched file tells them apart.
import { expect, test } from '@playwright/test';

test('case covers are fetched as WebP at the width they are shown, never as SVG', async ({
  browser,
}) => {
  for (const { width, scale, file } of [
    { width: 390, scale: 2, file: /-800w\.webp$/ },
    { width: 1440, scale: 2, file: /-1600w\.webp$/ },
  ]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    const svgs: string[] = [];
    page.on('request', (request) => {
      if (/\/cases\/.*\.svg$/.test(request.url())) svgs.push(request.url());
    });
    await page.goto('/casos-exito/sistema-gestion-logistica');
    const banner = page.locator('main img[src="/cases/sistema-gestion-logistica.svg"]').first();
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(file);
    expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(svgs, `${width} px`).toEqual([]);
    await context.close();
  }
});

// The opening drawing closes the hero on a phone (it was hidden there: a landing showed no picture
// for 2,900 px, review 63C). Its cards keep the text's 24 px gutter: drawn at the screen's width
// they sat 8 px from its edge (62B). One page per kind of drawing: cards clear of the canvas'
// edges, and cards that reach them (drawn smaller on a phone).
test('on a phone the opening drawing shows under the text, inside the gutters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/desarrollo-software-santiago', '/servicios']) {
    await page.goto(path);
    const drawing = page.locator('main svg[viewBox="0 0 480 400"]').first();
    await expect(drawing, path).toBeVisible();
    const [left, right] = await drawing.evaluate((svg) => {
      const boxes = [...svg.querySelectorAll('rect, text, path, circle')]
        .map((part) => part.getBoundingClientRect())
        .filter((box) => box.width > 0);
      return [
        Math.min(...boxes.map((box) => box.left)),
        Math.max(...boxes.map((box) => box.right)),
      ];
    });
    expect(left, path).toBeGreaterThanOrEqual(22);
    expect(right, path).toBeLessThanOrEqual(390 - 22);
    const title = await page.locator('h1').boundingBox();
    expect((await drawing.boundingBox())!.y, path).toBeGreaterThan(title!.y);
  }
  // The case listing goes without its chart there: it put the first case a screen and a half
  // down (review 92H). Its first case shows on the first screen.
  await page.goto('/casos-exito');
  await expect(page.locator('main svg[viewBox="0 0 480 400"]')).toBeHidden();
  expect((await page.locator('#casos li').first().boundingBox())!.y).toBeLessThan(844);
});
