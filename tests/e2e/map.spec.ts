import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cityRoutes, collectConsoleProblems, fakeMaps, mapsHost } from './support';

const offices: Record<string, { query: string; place: string; address: string }> = {
  '/desarrollo-software-santiago': {
    query: '-33.4049,-70.5755',
    place: 'Vitacura, Santiago',
    address: 'Av. Vitacura 2939, oficina 1102',
  },
  '/desarrollo-software-valparaiso': {
    query: '-33.0458,-71.6197',
    place: 'Plaza Sotomayor, Valparaíso',
    address: 'Plaza Sotomayor 233, oficina 402',
  },
  '/desarrollo-software-concepcion': {
    query: '-36.8269,-73.0499',
    place: 'Centro, Concepción',
    address: 'Barros Arana 1098, oficina 705',
  },
};

/** The map block, scrolled into view and hydrated. */
async function openMap(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const map = page.locator('[data-island="map"]');
  // The sections above lay out as they come near (content-visibility), at their real heights,
  // and at 320 px that could push the map back out of view before the loader watched it: it
  // then never became visible, and never woke (CI, twice). A reader keeps scrolling; so does this.
  await expect(async () => {
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-hydrated', '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return map;
}

/** The map's height as the city page's JSON sets it: the frame keeps it, drawn or live. */
function configuredHeight(path: string): number {
  const file = join(import.meta.dirname, '../../site-config/pages', `${path.slice(1)}.json`);
  const config = JSON.parse(readFileSync(file, 'utf8')) as {
    sections: { type: string; height?: number }[];
  };
  const height = config.sections.find((section) => section.type === 'map')?.height;
  if (!height) throw new Error(`${path} has no map with a height`);
  return height;
}

const frameHeight = async (map: Locator) =>
  Math.round((await map.locator('[data-map-status]').boundingBox())?.height ?? 0);

/** The drawn plan with its pin and the address card: what every visitor sees first. */
async function expectDrawnMap(map: Locator, path: string) {
  const office = offices[path];
  const plan = map.getByRole('img', { name: `Plano referencial de ${office?.place}` });
  await expect(plan).toBeVisible();
  await expect(map.locator('[data-map-pin]')).toBeVisible();
  const card = map.locator('[data-map-card]');
  await expect(card.getByText(office?.place ?? '', { exact: true })).toBeVisible();
  await expect(card.getByText(office?.address ?? '', { exact: true })).toBeVisible();
  expect(await frameHeight(map)).toBe(configuredHeight(path));
}

for (const path of cityRoutes) {
  test(`${path}: a drawn map first, Google only on request, then the live map at zoom 16`, async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (mapsHost.test(request.url())) mapRequests.push(request.url());
    });
    await fakeMaps(page);
    const problems = collectConsoleProblems(page);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const map = await openMap(page, path);
    await expectDrawnMap(map, path);
    await expect(map.locator('iframe')).toHaveCount(0);
    const link = map.getByRole('link', { name: 'Ver en Google Maps' });
    await expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${offices[path]?.query}`,
    );
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);

    await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`ll=${offices[path]?.query.replace(',', '%2C')}.*z=16`),
    );
    await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
    await expect(frame).toBeVisible();
    await expect(map.getByText('Cargando mapa...')).toBeHidden();
    await expect(map.locator('[data-map-card]')).toHaveCount(0);
    // Over the live map, the link to Google Maps stays.
    await expect(map.getByRole('link', { name: 'Ver en Google Maps' })).toHaveAttribute(
      'href',
      /query=-?\d/,
    );
    expect(await frameHeight(map)).toBe(configuredHeight(path));
    // The probe and the frame stay within the Content-Security-Policy.
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    // Hydration matched the pre-rendered plan (a mismatch is logged as an error).
    expect(problems).toEqual([]);
  });
}

for (const width of [320, 1280]) {
  test(`at ${width} px the map moves nothing on its own while it loads, fails or appears`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    let online = false;
    // Answers come well after the click, outside the half second a layout shift is excused.
    await page.route(mapsHost, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      if (online)
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Mapa</p>' });
      else await route.abort('internetdisconnected');
    });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { mapShifts: string[] }).mapShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          hadRecentInput: boolean;
          value: number;
          sources: { node?: Node }[];
        })[]) {
          const inMap = entry.sources.some((source) =>
            source.node?.parentElement?.closest('[data-island="map"]'),
          );
          if (!entry.hadRecentInput && inMap) shifts.push(String(entry.value));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const map = await openMap(page, '/desarrollo-software-valparaiso');
    await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
    await expect(map.locator('[data-map-status="failed"]')).toBeVisible();
    online = true;
    await map.getByRole('button', { name: 'Reintentar' }).click();
    await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
    await page.waitForTimeout(600);
    expect(
      await page.evaluate(() => (window as unknown as { mapShifts: string[] }).mapShifts),
    ).toEqual([]);
  });
}

test('the map says it is loading until the embed answers, and keeps the keyboard in it', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(mapsHost, async (route) => {
    await answered;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Mapa</p>' });
  });
  const map = await openMap(page, '/desarrollo-software-santiago');
  const button = map.getByRole('button', { name: 'Cargar mapa interactivo' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('status')).toHaveText('Cargando mapa...');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expectDrawnMap(map, '/desarrollo-software-santiago');
  release();
  await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
});

test('when the map cannot load, the drawn map stays with the reason, Google Maps and a retry', async ({
  page,
}) => {
  let online = false;
  await page.route(mapsHost, (route) =>
    online
      ? route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Mapa</p>' })
      : route.abort('internetdisconnected'),
  );
  const path = '/desarrollo-software-valparaiso';
  const map = await openMap(page, path);
  await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
  await expect(map.getByRole('status')).toHaveText('No se pudo cargar el mapa interactivo');
  await expectDrawnMap(map, path);
  const links = map.getByRole('link', { name: 'Ver en Google Maps' });
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', /query=-33\.0458,-71\.6197$/);
  await expect(map.locator('iframe')).toHaveCount(0);
  // The pressed button became the retry: the keyboard focus did not fall back to the page.
  const retry = map.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeFocused();

  online = true;
  await retry.click();
  await expect(map.locator('[data-map-status="loaded"]')).toBeVisible();
});

test('the drawn map is well-formed SVG with its streets, avenues, office street and landmark', async ({
  page,
}) => {
  const map = await openMap(page, '/desarrollo-software-concepcion');
  const plan = map.locator('svg[data-drawn-map]');
  const problems = await plan.evaluate((svg) => {
    const xml = new XMLSerializer().serializeToString(svg);
    const parsed = new DOMParser().parseFromString(xml, 'image/svg+xml');
    return [...parsed.getElementsByTagName('parsererror')].map((error) => error.textContent);
  });
  expect(problems).toEqual([]);
  const lengths = await plan
    .locator('path')
    .evaluateAll((paths) => paths.map((path) => (path as SVGPathElement).getTotalLength()));
  expect(lengths).toHaveLength(3);
  // Streets run for tens of thousands of units, the avenues and the office's street across the
  // whole plan.
  expect(lengths[0]).toBeGreaterThan(20_000);
  expect(lengths[1]).toBeGreaterThan(3_000);
  expect(lengths[2]).toBe(2_000);
  // The office street, then the landmark the page names.
  await expect(plan.locator('text')).toHaveText(['Barros Arana', 'Plaza de la Independencia']);
});

test('the office street and the water are named inside the plan at every width', async ({
  page,
}) => {
  // Review 59B: 'Plaza Sotomayor' ran past the foot of the plan at 1440 px.
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/desarrollo-software-valparaiso', '/desarrollo-software-santiago']) {
      const map = await openMap(page, path);
      const plan = (await map.locator('svg[data-drawn-map]').boundingBox())!;
      for (const name of await map.locator('svg[data-drawn-map] text').all()) {
        const box = (await name.boundingBox())!;
        expect(box.y, `${path} at ${width}`).toBeGreaterThanOrEqual(plan.y);
        expect(box.y + box.height, `${path} at ${width}`).toBeLessThanOrEqual(plan.y + plan.height);
        expect(box.x).toBeGreaterThanOrEqual(plan.x);
        expect(box.x + box.width).toBeLessThanOrEqual(plan.x + plan.width);
      }
    }
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: the drawn map is a visible plan on its ground, never a blank slab`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.route(mapsHost, (route) => route.abort('internetdisconnected'));
    const map = await openMap(page, '/desarrollo-software-santiago');
    await map.getByRole('button', { name: 'Cargar mapa interactivo' }).click();
    await expect(map.locator('[data-map-status="failed"]')).toBeVisible();
    const colours = await map.evaluate((block) => {
      /** Relative luminance of a computed colour: rgb() or color(srgb ...). */
      const luminance = (value: string) => {
        const numbers = (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const unit = value.startsWith('color(') ? numbers : numbers.map((n) => n / 255);
        const [r = 0, g = 0, b = 0] = unit.map((c) =>
          c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
        );
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const frame = block.querySelector('[data-map-status]') as HTMLElement;
      const lines = [...block.querySelectorAll('svg[data-drawn-map] path')];
      const page = getComputedStyle(document.body).backgroundColor;
      return {
        ground: luminance(getComputedStyle(frame).backgroundColor),
        page: luminance(page),
        lines: lines.map((line) => luminance(getComputedStyle(line).stroke)),
      };
    });
    const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    for (const line of colours.lines) expect(contrast(line, colours.ground)).toBeGreaterThan(1.2);
    // The ground stays near the page's own background: no grey box in light, no light slab in dark.
    expect(contrast(colours.ground, colours.page)).toBeLessThan(1.3);
    if (theme === 'dark') expect(colours.ground).toBeLessThan(0.05);
  });
}
