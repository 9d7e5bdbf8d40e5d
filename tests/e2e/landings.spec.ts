// The landings' own content and jumps: /software-factory, the anchors of
// /desarrollo-software-medida-chile and /modernizacion-sistemas-legacy-chile. Their logo strip,
// project dialog and FAQ have their own files.
import { expect, test, type Page } from '@playwright/test';

test.describe('/software-factory', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/software-factory');
  });

  test('the hero leads to a free consultation and to the success cases', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Construimos software como una fábrica',
    );
    const hero = page.locator('main > section').first();
    await expect(hero.getByRole('link', { name: 'Consultoría gratuita' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await expect(hero.getByRole('link', { name: 'Casos de éxito' })).toHaveAttribute(
      'href',
      '/casos-exito',
    );
  });

  test('the comparison table fits a phone screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/software-factory');
    const table = page.locator('#comparacion');
    for (const aspect of ['Time to Market', 'Equipo', 'Metodología', 'Calidad', 'Escalabilidad'])
      await expect(table.getByText(aspect, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Two options are read across, side by side under their aspect: stacked with a label over
    // each value, the table ran twice as long.
    const [recommended, other] = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect()));
    expect(other!.top).toBe(recommended!.top);
    expect(other!.left).toBeGreaterThanOrEqual(recommended!.right);
    await context.close();
  });
});

/** Loading the page at an anchor scrolls to that section; without the anchor it starts out of view. */
async function expectAnchorOnLoad(page: Page, path: string, id: string) {
  await page.goto(path);
  const heading = page.locator(`#${id} h2`).first();
  await expect(heading).not.toBeInViewport();
  // A fresh document, not a same-page jump: the browser must honour the anchor on load.
  await page.goto('about:blank');
  await page.goto(`${path}#${id}`);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test.describe('/desarrollo-software-medida-chile anchors', () => {
  test('the hero button "Ver tres casos" brings #casos into view', async ({ page }) => {
    await page.goto('/desarrollo-software-medida-chile');
    const cases = page.locator('#casos h2');
    await expect(cases).not.toBeInViewport();
    await page
      .locator('main > section')
      .first()
      .getByRole('link', { name: 'Ver tres casos' })
      .click();
    await expect(page).toHaveURL(/#casos$/);
    await expect(cases).toBeInViewport();
  });

  test('loading /desarrollo-software-medida-chile#beneficios scrolls to the benefits', async ({
    page,
  }) => {
    await expectAnchorOnLoad(page, '/desarrollo-software-medida-chile', 'beneficios');
  });
});

test.describe('/modernizacion-sistemas-legacy-chile anchors', () => {
  for (const id of ['faq', 'casos-exito'])
    test(`loading the page at #${id} scrolls to that section`, async ({ page }) => {
      await expectAnchorOnLoad(page, '/modernizacion-sistemas-legacy-chile', id);
    });
});

test.describe('/modernizacion-sistemas-legacy-chile', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/modernizacion-sistemas-legacy-chile');
  });

  test('two badges, and buttons to the audit and to the success cases on the page', async ({
    page,
  }) => {
    const hero = page.locator('main > section').first();
    await expect(hero.getByText('Para sistemas con 10 años o más', { exact: true })).toBeVisible();
    await expect(hero.getByText('Cero downtime en producción')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Solicitar Auditoría Gratuita' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await hero.getByRole('link', { name: 'Ver Casos de Éxito' }).click();
    await expect(page).toHaveURL(/#casos-exito$/);
    await expect(page.locator('#casos-exito h2')).toBeInViewport();
  });

  test('Strangler Fig is the recommended strategy, with durations on each', async ({ page }) => {
    // The grid closes on a tile that invites to an audit: the five strategies come before it.
    const items = page.locator('#estrategias ol > li');
    await expect(items.last()).toContainText('¿No sabes cuál te conviene?');
    const strategies = items.filter({ hasNotText: '¿No sabes cuál te conviene?' });
    await expect(strategies).toHaveCount(5);
    const recommended = strategies.filter({ hasText: 'Recomendada' });
    await expect(recommended).toHaveCount(1);
    await expect(recommended).toContainText('Strangler Fig');
    await expect(strategies.filter({ hasText: 'Rehost' })).toContainText('1–3 meses');
    await expect(strategies.filter({ hasText: 'Rebuild' })).toContainText('12–24 meses');
  });

  test('the data-architecture and audit sections link where the spec says', async ({ page }) => {
    const data = page.locator('#datos-y-arquitectura');
    for (const href of [
      '/fabrica-software-chile',
      '/desarrollo-software-medida-chile',
      '/blog/modernizacion-sistemas-legacy-empresas',
    ])
      await expect(data.locator(`a[href="${href}"]`)).toHaveCount(1);
    const audit = page.locator('#auditoria');
    await expect(audit.getByRole('link', { name: 'Agendar auditoría legacy' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    await expect(audit.locator('a[href="/software-factory"]')).toHaveCount(1);
  });
});

test("a case card's screen reads by its corner, enlarged, and never covers the card's text", async ({
  page,
}) => {
  // Whole, a dashboard shrunk to a card set its text at 5 px (reviews 71A, 72A, 72B).
  await page.goto('/desarrollo-software-medida-chile');
  const card = page.locator('#casos li').first();
  await card.scrollIntoViewIfNeeded();
  const image = card.locator('img').filter({ visible: true });
  const [drawn, box] = await image.evaluate((element) => [
    element.getBoundingClientRect().width,
    (element as HTMLImageElement).offsetWidth,
  ]);
  expect(drawn / box).toBeGreaterThan(1.5);
  // Under the title lies the card (its text, or the link that covers it), not the screen: the
  // enlarged screen is clipped to its own box.
  const hit = await card.locator('h3').evaluate((heading) => {
    heading.scrollIntoView({ block: 'center', behavior: 'instant' });
    const { x, y, width, height } = heading.getBoundingClientRect();
    return document.elementFromPoint(x + width / 2, y + height / 2)?.tagName;
  });
  expect(hit).toBeDefined();
  expect(hit).not.toBe('IMG');
});
