// Real-user monitoring through the optional analytics function, and recovery from chunks that a
// redeploy removed.
import { expect, test } from '@playwright/test';

type Sent = [string, string, Record<string, unknown>];

test('with an analytics function, web vitals, resource timings and their fields are sent', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { sent: unknown[] }).sent = sent;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) =>
      sent.push(args);
  });
  await page.goto('/software-factory');
  const sent = () => page.evaluate(() => (window as unknown as { sent: Sent[] }).sent);
  // LCP is final at the first input, but only an input the lazily loaded listener sees: wait
  // for FCP, which proves it is listening, before the click (clicking earlier was flaky).
  await expect.poll(async () => (await sent()).map(([, name]) => name)).toContain('FCP');
  await page.getByRole('heading', { level: 1 }).click();
  await expect
    .poll(async () => (await sent()).map(([, name]) => name))
    .toEqual(expect.arrayContaining(['FCP', 'TTFB', 'LCP', 'resource_load_time']));
  const events = await sent();
  const fcp = events.find(([, name]) => name === 'FCP')?.[2];
  expect(fcp).toMatchObject({
    event_category: 'Web Vitals',
    non_interaction: true,
    metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
  });
  expect(fcp?.value).toBe(Math.round(Number(fcp?.metric_value)));
  const resources = events.filter(([, name]) => name === 'resource_load_time');
  expect(resources.map(([, , params]) => params.event_label)).toContain('js');
  expect(resources[0]?.[2]).toMatchObject({ event_category: 'Resource Loading' });
});

test('without an analytics function, the monitoring code is never downloaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/software-factory', { waitUntil: 'networkidle' });
  expect(scripts.some((path) => /vitals/.test(path))).toBe(false);
});

test('a chunk removed by a redeploy reloads the page once, then the fallback shows', async ({
  page,
}) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.route('**/assets/ContactForm-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/contacto');
  await page.getByLabel('Nombre').fill('Ana');
  await expect.poll(() => documents).toBe(2);
  await page.getByLabel('Nombre').hover();
  await page.getByLabel('Nombre').fill('Ana');
  await expect(page.locator('[data-island-fallback]').first()).toBeVisible();
  expect(documents).toBe(2);
});
