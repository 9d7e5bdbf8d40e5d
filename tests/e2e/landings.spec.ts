import { expect, test, type Page } from '@playwright/test';

const showcase = (page: Page) => page.locator('[data-island="showcase"]');

async function hydratedShowcase(page: Page) {
  await showcase(page).scrollIntoViewIfNeeded();
  await expect(showcase(page)).toHaveAttribute('data-hydrated', '');
}

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

  test('the logo strip shows 7 logos, tripled, looping every 20 s and pausing on hover', async ({
    page,
  }) => {
    const strip = page.locator('#clientes');
    await expect(strip.getByRole('heading', { name: 'Confianza de marcas líderes' })).toBeVisible();
    await expect(strip.getByRole('img')).toHaveCount(7);
    await expect(strip.locator('li')).toHaveCount(21);
    const track = strip.locator('ul');
    await expect(track).toHaveCSS('animation-duration', '20s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    // The track never stands still (its box slides left, off screen), so aim at the still
    // window it slides in, rather than wait for it.
    await strip.scrollIntoViewIfNeeded();
    const box = await track.locator('..').boundingBox();
    if (!box) throw new Error('The logo strip has no box');
    await page.mouse.move(box.x + 100, box.y + box.height / 2);
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('a pause button stops and restarts the strip from the keyboard (WCAG 2.2.2)', async ({
    page,
  }) => {
    const strip = page.locator('#clientes');
    const track = strip.locator('ul');
    const pause = strip.getByRole('button', { name: 'Pausar animación' });
    await expect(pause).toBeVisible();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    // Focus inside the strip holds it still, as hover does.
    await pause.focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.keyboard.press('Enter');
    const resume = strip.getByRole('button', { name: 'Reanudar animación' });
    await expect(resume).toBeFocused();
    await resume.blur();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await resume.focus();
    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
    await pause.blur();
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('without JavaScript the pause button, which could not work, is not shown', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/software-factory');
    await expect(page.locator('#clientes button')).toBeHidden();
    await context.close();
  });

  test('under reduced motion the strip stands still and shows each logo once', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/software-factory');
    const track = page.locator('#clientes ul');
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(track.locator('li:visible')).toHaveCount(7);
    await expect(page.locator('#clientes').getByRole('button')).toBeHidden();
    await context.close();
  });

  test('project cards show 2 metrics and 4 technologies plus the rest as +N', async ({ page }) => {
    const cards = showcase(page).locator('li:has(h3)');
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first.locator('strong')).toHaveCount(2);
    await expect(first.getByText('+3')).toBeVisible();
    await expect(first.getByText('20K', { exact: true })).toBeVisible();
  });

  test('hover reveals "Ver detalles", which opens the project; Cerrar, Escape and the backdrop close it', async ({
    page,
  }) => {
    await hydratedShowcase(page);
    const card = showcase(page).locator('li:has(h3)').first();
    const details = card.getByRole('button', { name: /^Ver detalles/ });
    await expect(details).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(details).toHaveCSS('opacity', '1');
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Monitoreo IoT industrial' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Resultados' })).toBeVisible();
    await expect(dialog.locator('li strong')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    await details.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    await details.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });

  for (const [way, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['a backdrop click', (page: Page) => page.mouse.click(5, 5)],
  ] as const) {
    test(`closing the project dialog with ${way} returns focus to the card that opened it`, async ({
      page,
    }) => {
      await hydratedShowcase(page);
      // The second card, so that focus landing on the first focusable card would not pass.
      const card = showcase(page).locator('li:has(h3)').nth(1);
      const details = card.getByRole('button', { name: /^Ver detalles/ });
      await details.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(details).not.toBeFocused();
      await close(page);
      await expect(dialog).toBeHidden();
      await expect(details).toBeFocused();
      expect(await card.evaluate((li) => li.contains(document.activeElement))).toBe(true);
    });
  }

  test('focus stays inside the project dialog', async ({ page }) => {
    await hydratedShowcase(page);
    await showcase(page)
      .getByRole('button', { name: /^Ver detalles/ })
      .nth(1)
      .focus();
    await page.keyboard.press('Enter');
    // The dialog's code is its own chunk: tabbing starts once the dialog is there.
    await expect(page.getByRole('dialog')).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false,
        ),
      ).toBe(true);
    }
  });

  test('every FAQ toggles on its own and the first starts open', async ({ page }) => {
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(items.nth(1)).toHaveAttribute('open');
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
  test('the hero button "Ver beneficios" brings #beneficios into view', async ({ page }) => {
    await page.goto('/desarrollo-software-medida-chile');
    const benefits = page.locator('#beneficios h2');
    await expect(benefits).not.toBeInViewport();
    await page
      .locator('main > section')
      .first()
      .getByRole('link', { name: 'Ver beneficios' })
      .click();
    await expect(page).toHaveURL(/#beneficios$/);
    await expect(benefits).toBeInViewport();
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
    await expect(hero.getByText('Modernización legacy', { exact: true })).toBeVisible();
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
    const strategies = page.locator('#estrategias ol > li');
    await expect(strategies).toHaveCount(5);
    const recommended = strategies.filter({ hasText: 'Recomendada' });
    await expect(recommended).toHaveCount(1);
    await expect(recommended).toContainText('Strangler Fig');
    await expect(strategies.filter({ hasText: 'Rehost' })).toContainText('1-3 meses');
    await expect(strategies.filter({ hasText: 'Rebuild' })).toContainText('12-24 meses');
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

  test('five FAQs at #faq open and close individually', async ({ page }) => {
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(5);
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(items.nth(2)).toHaveAttribute('open');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open');
  });
});
