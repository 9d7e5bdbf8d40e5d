import { expect, test, type Browser, type Page } from '@playwright/test';

// The loader runs on every page right after the HTML is parsed, often before the browser has
// laid the page out. Reading a box or the scroll position then makes the browser lay out the
// whole page inside the loader's task: one long task, during which a slow phone ignores taps.
// These tests make the page's layout stale just before the loader runs and read a Chromium trace
// for layouts the loader's start-up forced.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { stackTrace?: { url?: string; functionName?: string }[] } };
}

const layoutEvents = new Set(['Layout', 'UpdateLayoutTree']);

async function forcedLayoutsDuringStartUp(browser: Browser, page: Page, path: string) {
  await page.route('**/assets/loader-*.js', async (route) => {
    const response = await route.fetch();
    // Changing a custom property on the root makes every element's style stale.
    const stale = `document.documentElement.style.setProperty('--stale-probe', '1');\n`;
    await route.fulfill({ response, body: stale + (await response.text()) });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline.stack'],
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const complete = traceEvents.filter((event) => event.ph === 'X');
  const startUps = complete.filter((event) => event.name === 'v8.evaluateModule');
  return complete
    .filter((event) => layoutEvents.has(event.name))
    .filter((event) =>
      (event.args?.beginData?.stackTrace ?? []).some((frame) =>
        frame.url?.includes('/assets/loader-'),
      ),
    )
    .filter((event) =>
      startUps.some(
        (module) =>
          module.pid === event.pid &&
          module.tid === event.tid &&
          module.ts <= event.ts &&
          event.ts <= module.ts + (module.dur ?? 0),
      ),
    )
    .map(
      (event) =>
        `${event.name} from ${event.args?.beginData?.stackTrace?.[0]?.functionName || '(top level)'}`,
    );
}

for (const path of ['/', '/blog', '/costo-desarrollo-apps-chile']) {
  test(`the loader starts on ${path} without forcing a layout`, async ({ browser }) => {
    const page = await browser.newPage();
    const forced = await forcedLayoutsDuringStartUp(browser, page, path);
    // The probe must have run, or the test proves nothing.
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--stale-probe')),
    ).toBe('1');
    expect(forced).toEqual([]);
    await page.close();
  });
}
