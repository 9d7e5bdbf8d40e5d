import { expect, test, type Page } from '@playwright/test';

const calculator = (page: Page) => page.getByRole('form', { name: 'Calcula el costo de tu app' });
const estimate = (page: Page) => calculator(page).locator('[data-estimate]');
const usd = (page: Page) => calculator(page).locator('[data-estimate-usd]');

test.beforeEach(async ({ page }) => {
  await page.goto('/costo-desarrollo-apps-chile');
});

test('the hero buttons lead to the contact page and to the calculator anchor', async ({ page }) => {
  const hero = page.locator('[data-block="hero"]');
  await expect(hero.getByRole('link', { name: 'Pide una cotización' })).toHaveAttribute(
    'href',
    '/contacto',
  );
  await hero.getByRole('link', { name: 'Usar la calculadora' }).click();
  await expect(page).toHaveURL(/#calculadora$/);
  await expect(calculator(page)).toBeInViewport();
});

test('the pre-rendered page already shows the default estimate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/costo-desarrollo-apps-chile');
  await expect(page.locator('[data-estimate]')).toHaveText('11.6M CLP');
  await context.close();
});

test('every choice recomputes the estimate at once', async ({ page }) => {
  const form = calculator(page);
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute('data-hydrated', '');
  await expect(estimate(page)).toHaveText('11.6M CLP');
  await expect(usd(page)).toHaveText('≈ USD 12.889');
  await form.getByRole('radio', { name: /Compleja/ }).check();
  await expect(estimate(page)).toHaveText('21.2M CLP');
  await form.getByRole('radio', { name: 'iOS', exact: true }).check();
  await expect(estimate(page)).toHaveText('14.0M CLP');
  await form.getByRole('checkbox', { name: /Backend/ }).uncheck();
  await expect(estimate(page)).toHaveText('12.0M CLP');
  await form.getByRole('checkbox', { name: /Pagos en línea/ }).check();
  await form.getByRole('checkbox', { name: /Chat en la app/ }).check();
  await expect(estimate(page)).toHaveText('14.7M CLP');
  await form.getByRole('checkbox', { name: /Pagos en línea/ }).uncheck();
  await expect(estimate(page)).toHaveText('13.2M CLP');
  await expect(usd(page)).toHaveText('≈ USD 14.667');
});

test('the calculator works with the keyboard alone', async ({ page }) => {
  const form = calculator(page);
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute('data-hydrated', '');
  await form.getByRole('radio', { name: /Media/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: /Básica/ })).toBeChecked();
  await expect(estimate(page)).toHaveText('6.8M CLP');
  await form.getByRole('checkbox', { name: /Notificaciones push/ }).focus();
  await page.keyboard.press('Space');
  await expect(estimate(page)).toHaveText('7.2M CLP');
});

test('"Solicitar cotización" carries the configuration into the contact form', async ({ page }) => {
  const form = calculator(page);
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute('data-hydrated', '');
  await form.getByRole('checkbox', { name: /Mapas y geolocalización/ }).check();
  await form.getByRole('button', { name: 'Solicitar cotización' }).click();
  await expect(page).toHaveURL(/\/contacto#contact-form$/);
  const comment = page
    .getByRole('form', { name: 'Cuéntanos tu proyecto' })
    .getByLabel('Comentario');
  await expect(comment).toHaveValue(/Extras: Mapas y geolocalización/);
  await expect(comment).toHaveValue(/Estimación de la calculadora: 12\.4M CLP/);
});

test('FAQ items on this page open and close individually', async ({ page }) => {
  const faq = page.locator('#faq');
  const first = faq.locator('details').nth(0);
  const second = faq.locator('details').nth(1);
  await expect(first).not.toHaveAttribute('open', '');
  await first.locator('summary').click();
  await second.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(second).toHaveAttribute('open', '');
  await first.locator('summary').click();
  await expect(first).not.toHaveAttribute('open', '');
});

test('in "single" mode only one FAQ item is open at a time, and clicking it closes it', async ({
  page,
}) => {
  await page.goto('/_bloques');
  const faq = page
    .locator('[data-catalogue-block="faq"]')
    .locator('xpath=following-sibling::section[1]');
  const [first, second] = [faq.locator('details').nth(0), faq.locator('details').nth(1)];
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open', '');
});
