// npm run screenshots -- [path…] [--all] [--bloques]: full-page PNGs of pages at 390, 1280 and
// 1440 px, light and dark, from a running server (BASE_URL, default http://localhost:4173), into
// screenshots/. --all: every route of the sitemap. --bloques: also each block example of the
// catalogue (/_bloques), into screenshots/bloques/<type>-<width>-<theme>.png. Pictures are for
// people to look at; the tests check the pages.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { renderAllAttr } from '../src/ui/renderWholePage';
import { chromiumArgs, chromiumPath } from './lib/browser';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const phoneWidth = 390;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const sitemapPaths = async () =>
  [
    ...(await (await fetch(`${base}/sitemap.xml`)).text()).matchAll(
      /<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g,
    ),
  ].map((match) => match[1] ?? '/');
const blocks = process.argv.includes('--bloques');
const targets = process.argv.includes('--all')
  ? await sitemapPaths()
  : paths.length > 0 || blocks
    ? paths
    : ['/'];
mkdirSync('screenshots/bloques', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [phoneWidth, 1280, 1440]) {
    const page = await browser.newPage({
      viewport: { width, height: 844 },
      colorScheme,
      reducedMotion: 'reduce',
      // 390 px is a phone: a touch screen (hover: none), so hover-only hints and layouts are the
      // phone's. Chromium reports hover: none only with both flags.
      hasTouch: width === phoneWidth,
      isMobile: width === phoneWidth,
    });
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Sections far from the viewport are not rendered (content-visibility): render them all.
      await page.evaluate(
        (attribute) => document.documentElement.setAttribute(attribute, ''),
        renderAllAttr,
      );
      // Scroll through once so lazy images below the fold load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}-${colorScheme}.png`;
      // A phone is captured screen by screen, as it scrolls: a full-page capture redraws the page
      // at its full height, and Chromium then drops the touch emulation (hover: none stops
      // matching), so the picture would show the desktop's hover layouts.
      if (width === phoneWidth) {
        await capturePhoneScreens(page, name);
        continue;
      }
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      console.log(`screenshots/${name}`);
      // Full pages are too tall to read as one image: also cut them in screens.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, part = 1; top < height; top += 1600, part += 1) {
        const clip = { x: 0, y: top, width, height: Math.min(1600, height - top) };
        await page.screenshot({
          path: `screenshots/${name.replace('.png', `-part${part}.png`)}`,
          fullPage: true,
          clip,
        });
      }
    }
    if (blocks) await blockExamples(page, `${width}-${colorScheme}`);
    await page.close();
  }
}
await browser.close();

/** The page as a phone shows it, one screen per picture: <name>-partN.png. */
async function capturePhoneScreens(page: Page, name: string) {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  for (let top = 0, part = 1; top < height; top += screen, part += 1) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(150);
    const path = `screenshots/${name.replace('.png', `-part${part}.png`)}`;
    await page.screenshot({ path });
    console.log(path);
  }
}

/** One picture per block example of the catalogue, each documented block's next section. */
async function blockExamples(page: Page, suffix: string) {
  await page.goto(`${base}/_bloques`, { waitUntil: 'networkidle' });
  await page.evaluate(
    (attribute) => document.documentElement.setAttribute(attribute, ''),
    renderAllAttr,
  );
  for (const doc of await page.locator('[data-catalogue-block]').all()) {
    const type = await doc.getAttribute('data-catalogue-block');
    const example = doc.locator('xpath=following-sibling::section[1]');
    await example.scrollIntoViewIfNeeded();
    await example.screenshot({ path: `screenshots/bloques/${type}-${suffix}.png` });
    console.log(`screenshots/bloques/${type}-${suffix}.png`);
  }
}
