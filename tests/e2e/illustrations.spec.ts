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
