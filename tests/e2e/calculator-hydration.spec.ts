// Choices made before the calculator's island hydrates are kept (issue 15, item 11). A visitor on
// a slow phone taps "Básica" while React is still on its way: the radio changes natively, and
// React 19 hydrates keeping that `checked` but reporting no change, so the island used to show the
// defaults and put the "Media" check back on its next render. Each run taps a radio and two
// checkboxes as early as it can, on a CPU slowed 6×, with a cold and a warm cache, and with the
// island's code held back so every tap surely lands before hydration. The held-back test proves
// the fix on every run; the slow-CPU runs sample the race: 4 each in npm test, 10 each with
// `npm run test:stress` (STRESS_RUNS), as when the bug was found (2 losses in 6 tries).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { slowCpuLock } from './support';

const runs = Number(process.env.STRESS_RUNS) || 4;
/** Taps spread over the first 540 ms after the page arrives, whatever the number of runs. */
const tapDelayStep = Math.round(540 / Math.max(1, runs - 1));
/** With the code held back every tap surely lands before hydration: fewer runs prove as much. */
const heldRuns = 5;
const path = '/costo-desarrollo-apps-chile';
const calculator = (page: Page) => page.getByRole('form', { name: 'Calcula el costo de tu app' });
const radio = (page: Page, name: RegExp) => calculator(page).getByRole('radio', { name });
const chip = (page: Page, name: RegExp) => calculator(page).getByRole('checkbox', { name });

test.describe.configure({ timeout: 240_000, lock: slowCpuLock });
test.use({ viewport: { width: 390, height: 844 } });

/** A mid-range phone on a mobile network: CPU 6× slower, 150 ms latency, 1.6 Mbit/s down. */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return page;
}

/** Real taps (trusted mouse events) with no wait for the page to settle: Básica, Pagos en línea on,
 * the backend off. Returns whether React had answered the form before the first tap. */
async function tapEarly(page: Page): Promise<boolean> {
  // Nothing may move under a tap: every section laid out and the web font in, before scrolling
  // (the island starts loading only once the calculator comes near the viewport).
  await page.evaluate(async () => {
    document.documentElement.setAttribute('data-render-all', '');
    await document.fonts.ready;
  });
  await calculator(page).evaluate((form) => form.scrollIntoView({ behavior: 'instant' }));
  const wasReady = await calculator(page).evaluate((form) => form.hasAttribute('data-ready'));
  for (const target of [
    radio(page, /Básica/),
    chip(page, /Pagos en línea/),
    chip(page, /Backend/),
  ]) {
    const { x, y } = await target.evaluate((input) => {
      input.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = input.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.click(x, y);
  }
  return wasReady;
}

/** The inputs as tapped, read from the page itself (before hydration React cannot answer). */
const tappedInPage = (page: Page) =>
  calculator(page).evaluate((form) =>
    [...form.querySelectorAll('input')]
      .filter((input) => input.checked)
      .map((input) => input.value)
      .join(' '),
  );

/** After hydration the island shows the tapped choices, and keeps them through a later render. */
async function expectTapsKept(page: Page, run: string) {
  await expect(calculator(page), run).toHaveAttribute('data-ready', '');
  const total = calculator(page).locator('[data-estimate]');
  // Básica 3.000.000 × 1,6 + Pagos en línea 1.500.000, no backend.
  await expect(total, run).toHaveText('6.3M CLP');
  await expect(radio(page, /Básica/), run).toBeChecked();
  await expect(radio(page, /Media/), run).not.toBeChecked();
  await expect(chip(page, /Pagos en línea/), run).toBeChecked();
  await expect(chip(page, /Backend/), run).not.toBeChecked();
  await chip(page, /Chat en la app/).check();
  await expect(total, run).toHaveText('7.5M CLP');
  await expect(radio(page, /Básica/), run).toBeChecked();
  await expect(radio(page, /Media/), run).not.toBeChecked();
  await expect(chip(page, /Backend/), run).not.toBeChecked();
}

test('taps made while the island code is still downloading are kept', async ({ context }) => {
  for (let run = 1; run <= heldRuns; run += 1) {
    const page = await slowPage(context);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/Calculator-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(await tapEarly(page), `run ${run}: tapped before hydration`).toBe(false);
    expect(await tappedInPage(page), `run ${run}: the taps landed`).toBe('basica ambas payments');
    release();
    await expectTapsKept(page, `held, run ${run}`);
    await page.close();
  }
});

for (const cache of ['cold', 'warm'] as const) {
  test(`early taps are kept on a slow CPU with a ${cache} cache, ${runs} times`, async ({
    browser,
  }) => {
    const shared = await browser.newContext();
    let beforeHydration = 0;
    for (let run = 1; run <= runs; run += 1) {
      // A fresh context has an empty HTTP cache; the shared one is warm from its first run.
      const context = cache === 'cold' ? await browser.newContext() : shared;
      const page = await slowPage(context);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Later runs tap later, so taps land before, during and after hydration.
      await page.waitForTimeout((run - 1) * tapDelayStep);
      if (!(await tapEarly(page))) beforeHydration += 1;
      await expectTapsKept(page, `${cache} cache, run ${run}`);
      await page.close();
      if (context !== shared) await context.close();
    }
    test.info().annotations.push({
      type: 'taps before hydration',
      description: `${beforeHydration} of ${runs}`,
    });
    // How many taps beat hydration depends on the machine's load: it is reported, not asserted.
    // Taps that certainly land before hydration are the held-code test's job, above.
    await shared.close();
  });
}
