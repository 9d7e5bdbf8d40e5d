// The calculator's behaviour: prices, keyboard, quote. Its layouts and themes are in
// calculator-layout.spec.ts, choices made before hydration in calculator-hydration.spec.ts.
import { expect, test, type Page } from '@playwright/test';

const calculator = (page: Page) => page.getByRole('form', { name: 'Calcula el costo de tu app' });
const estimate = (page: Page) => calculator(page).locator('[data-estimate]');
const usd = (page: Page) => calculator(page).locator('[data-estimate-usd]');
const radio = (page: Page, name: RegExp) => calculator(page).getByRole('radio', { name });
const chip = (page: Page, name: RegExp) => calculator(page).getByRole('checkbox', { name });
const ios = /^iOS Sin recargo/;

/** Scrolls to the calculator and waits until React answers it (the form's data-ready). */
async function hydrated(page: Page) {
  await calculator(page).scrollIntoViewIfNeeded();
  await expect(calculator(page)).toHaveAttribute('data-ready', '');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/costo-desarrollo-apps-chile');
});

test('the hero buttons lead to the contact page and to the calculator anchor', async ({ page }) => {
  const hero = page.locator('[data-block="hero"]');
  await expect(hero.getByRole('link', { name: 'Solicitar cotización' })).toHaveAttribute(
    'href',
    '/contacto',
  );
  await hero.getByRole('link', { name: 'Usar la calculadora' }).click();
  await expect(page).toHaveURL(/#calculadora$/);
  await expect(calculator(page)).toBeInViewport();
});

test("a price tier's link opens the calculator with its level chosen, asleep or awake", async ({
  page,
}) => {
  // Clicked at once, before the calculator's island has woken: the choice is kept.
  const tiers = page.locator('#precios');
  await tiers.getByRole('link', { name: 'Calcular con este nivel' }).first().click();
  await expect(page).toHaveURL(/#calculadora$/);
  await expect(calculator(page)).toBeInViewport();
  await expect(calculator(page)).toHaveAttribute('data-ready', '');
  await expect(radio(page, /^Básica/)).toBeChecked();
  await expect(estimate(page)).not.toHaveText('11.6M CLP');
  const basica = await estimate(page).textContent();
  // Awake, another tier's link chooses its level too; the one that is quoted apart has none.
  await tiers.getByRole('link', { name: 'Calcular con este nivel' }).nth(2).click();
  await expect(radio(page, /^Compleja/)).toBeChecked();
  await expect(estimate(page)).toHaveText('21.2M CLP');
  await expect(tiers.getByRole('link', { name: 'Calcular con este nivel' })).toHaveCount(3);
  await tiers.getByRole('link', { name: 'Calcular con este nivel' }).first().click();
  await expect(estimate(page)).toHaveText(basica!);
});

test('the pre-rendered page already shows the default estimate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/costo-desarrollo-apps-chile');
  await expect(page.locator('[data-estimate]')).toHaveText('11.6M CLP');
  await expect(page.getByRole('radio', { name: /^Media desde \$6\.000\.000$/ })).toBeChecked();
  await context.close();
});

test('every choice recomputes the estimate and its breakdown at once', async ({ page }) => {
  await hydrated(page);
  const breakdown = calculator(page).locator('dl');
  await expect(estimate(page)).toHaveText('11.6M CLP');
  await expect(usd(page)).toHaveText('aprox. USD 12.889');
  await radio(page, /Compleja/).check();
  await expect(estimate(page)).toHaveText('21.2M CLP');
  // The platform's price effect follows the complexity: 12.000.000 × 0,6.
  await expect(radio(page, /^iOS y Android/)).toHaveAccessibleName('iOS y Android + $7.200.000');
  await radio(page, ios).check();
  await expect(estimate(page)).toHaveText('14.0M CLP');
  await chip(page, /Backend/).uncheck();
  await expect(estimate(page)).toHaveText('12.0M CLP');
  await chip(page, /Pagos en línea/).check();
  await chip(page, /Chat en la app/).check();
  await expect(estimate(page)).toHaveText('14.7M CLP');
  // Two extras or more add up on one line that names them.
  await expect(breakdown).toContainText('Extras (2)Pagos en línea · Chat en la app+ $2.700.000');
  await chip(page, /Pagos en línea/).uncheck();
  await expect(estimate(page)).toHaveText('13.2M CLP');
  await expect(usd(page)).toHaveText('aprox. USD 14.667');
  await expect(breakdown).not.toContainText('Pagos en línea');
  await expect(breakdown).toContainText('Chat en la app+ $1.200.000');
  await expect(breakdown).toContainText('Total$13.200.000');
});

test('each option shows its price effect with Chilean thousands separators', async ({ page }) => {
  const names = await calculator(page)
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent ?? ''));
  // A no-break space keeps each sign with its amount.
  expect(names.map((name) => name.replace(/\+\u00a0\$/, '+ $'))).toEqual([
    'Básicadesde $3.000.000',
    'Mediadesde $6.000.000',
    'Complejadesde $12.000.000',
    'iOSSin recargo',
    'AndroidSin recargo',
    'iOS y Android+ $3.600.000',
    'Backend y panel de administración+ $2.000.000',
    'Registro e inicio de sesión+ $500.000',
    'Pagos en línea+ $1.500.000',
    'Mapas y geolocalización+ $800.000',
    'Notificaciones push+ $400.000',
    'Analítica de uso+ $600.000',
    'Chat en la app+ $1.200.000',
  ]);
});

test('the calculator works with the keyboard alone', async ({ page }) => {
  await hydrated(page);
  // Tab from the heading lands on the chosen segment of the first group.
  await calculator(page).getByRole('group', { name: 'Complejidad' }).locator('legend').click();
  await page.keyboard.press('Tab');
  await expect(radio(page, /Media/)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(radio(page, /Básica/)).toBeChecked();
  await expect(radio(page, /Básica/)).toBeFocused();
  await expect(estimate(page)).toHaveText('6.8M CLP');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(radio(page, /Compleja/)).toBeChecked();
  await expect(estimate(page)).toHaveText('21.2M CLP');
  // Tab leaves the group for the next one; arrows wrap within it.
  await page.keyboard.press('Tab');
  await expect(radio(page, /^iOS y Android/)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(radio(page, ios)).toBeChecked();
  await expect(estimate(page)).toHaveText('14.0M CLP');
  // Each chip is a stop of its own, and Space toggles it.
  await page.keyboard.press('Tab');
  await expect(chip(page, /Backend/)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chip(page, /Backend/)).not.toBeChecked();
  await expect(estimate(page)).toHaveText('12.0M CLP');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(chip(page, /Notificaciones push/)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chip(page, /Notificaciones push/)).toBeChecked();
  await expect(estimate(page)).toHaveText('12.4M CLP');
  await page.keyboard.press('Space');
  await expect(estimate(page)).toHaveText('12.0M CLP');
});

test('an extra that needs the backend, chosen without it, is pointed out, not refused', async ({
  page,
}) => {
  await hydrated(page);
  const status = calculator(page).locator('fieldset').getByRole('status');
  await chip(page, /Chat en la app/).check();
  await expect(status).toHaveText('');
  await chip(page, /Backend y panel/).uncheck();
  await expect(status).toHaveText(
    'Sin backend no funcionan: Chat en la app. Márcalo para una estimación realista.',
  );
  await expect(chip(page, /Chat en la app/)).toBeChecked();
  // Marked on the chip and said in the card, where the lower total is read (review 41A).
  const flagged = calculator(page).locator('label[data-flagged]');
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Chat en la app');
  const cardNote = calculator(page).getByText(
    'Este total no incluye el backend que necesitan los extras marcados.',
  );
  await expect(cardNote).toBeVisible();
  await chip(page, /Backend y panel/).check();
  await expect(status).toHaveText('');
  await expect(flagged).toHaveCount(0);
  await expect(cardNote).toBeHidden();
  // Asked for that way, the contact form says it too, with what can be done there (43A).
  await chip(page, /Backend y panel/).uncheck();
  await calculator(page).getByRole('button', { name: 'Solicitar cotización' }).click();
  const line = page.locator('[data-quote-handoff]');
  // Named by the warning, not as one more part of the line (review 47B).
  await expect(line).not.toContainText('Backend y panel');
  await expect(line).toContainText(
    'Sin backend no funcionan: Chat en la app. Agrégalo con «Cambiar» o lo vemos en la reunión.',
  );
});

test('"Solicitar cotización" hands the quote to the contact form, which sends it after the comment', async ({
  page,
}) => {
  await hydrated(page);
  await chip(page, /Mapas y geolocalización/).check();
  await calculator(page).getByRole('button', { name: 'Solicitar cotización' }).click();
  await expect(page).toHaveURL(/\/contacto#contact-form$/);
  const contact = page.getByRole('form', { name: 'Solicita una consultoría gratuita' });
  const comment = contact.getByLabel('Comentario');
  // The field stays the visitor's, with its prompt (reviews 39A, 41A, 41B).
  await expect(comment).toHaveValue('');
  // Restated over the fields: the total and every choice (review 42B: extras behind a
  // disclosure went unseen).
  const line = contact.locator('[data-quote-handoff]');
  await expect(line).toContainText('Tu estimación: 12.4M CLP');
  await expect(line).toContainText(
    'Media · iOS y Android · Backend y panel de administración · Mapas y geolocalización · 4–6 meses',
  );
  await expect(line.getByRole('link', { name: 'Cambiar' })).toHaveAttribute(
    'href',
    '/costo-desarrollo-apps-chile#calculadora',
  );
  await expect(contact.getByRole('button', { name: 'Solicitar cotización' })).toBeVisible();
  // 'Cambiar' comes back to the quote's choices, not to the defaults (review 38A).
  await line.getByRole('link', { name: 'Cambiar' }).click();
  await expect(page).toHaveURL(/\/costo-desarrollo-apps-chile#calculadora$/);
  await hydrated(page);
  await expect(chip(page, /Mapas y geolocalización/)).toBeChecked();
  await expect(estimate(page)).toHaveText('12.4M CLP');
  await page.goBack();
  // Sent: what the visitor wrote, then the quote; the hand-off is then spent.
  const own = 'Necesitamos una app para nuestros técnicos en terreno.';
  await contact.getByLabel('Nombre').fill('Ana Cotiza');
  await contact.getByLabel('Correo').fill('ana@empresa.cl');
  await contact.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await comment.fill(own);
  const sent = page.waitForRequest('**/api/leads');
  await contact.getByRole('button', { name: 'Solicitar cotización' }).click();
  const lead = JSON.parse((await sent).postData() ?? '{}') as { comentario: string };
  expect(lead.comentario).toMatch(
    new RegExp(`^${own}\\n\\nQuiero cotizar una app con esta configuración:\\n`),
  );
  expect(lead.comentario).toMatch(
    /Estimación de la calculadora: 12\.4M CLP.*\nPlazo estimado: 4–6 meses$/,
  );
  await page
    .getByRole('dialog', { name: '¡Gracias!' })
    .getByRole('button', { name: 'Cerrar' })
    .click();
  await expect(line).toBeHidden();
  await page.reload();
  await expect(contact.getByRole('button', { name: 'Solicitar consultoría' })).toBeVisible();
  await expect(line).toBeHidden();
});

test('"Quitar" takes the quote out of the message', async ({ page }) => {
  await hydrated(page);
  await calculator(page).getByRole('button', { name: 'Solicitar cotización' }).click();
  const contact = page.getByRole('form', { name: 'Solicita una consultoría gratuita' });
  const line = contact.locator('[data-quote-handoff]');
  await line.getByRole('button', { name: 'Quitar' }).click();
  await expect(line).toBeHidden();
  // Said, with a way back, and focus on it, not in a field (a phone's keyboard opened).
  const undo = contact.getByRole('button', { name: 'Deshacer' });
  await expect(
    contact.getByRole('status').filter({ hasText: 'Quitaste la estimación' }),
  ).toBeVisible();
  await expect(undo).toBeFocused();
  await expect(contact.getByRole('button', { name: 'Solicitar consultoría' })).toBeVisible();
  await undo.click();
  await expect(line).toBeVisible();
  await expect(line.getByRole('button', { name: 'Quitar' })).toBeFocused();
  await line.getByRole('button', { name: 'Quitar' }).click();
  await page.reload();
  await expect(contact.getByRole('button', { name: 'Solicitar consultoría' })).toBeVisible();
  await expect(line).toBeHidden();
});

test("the page's other quote links carry a changed configuration too, and an unchanged one nothing", async ({
  page,
}) => {
  const closingLink = page
    .locator('[data-block="cta"]')
    .getByRole('link', { name: 'Solicitar cotización' });
  const line = page
    .getByRole('form', { name: 'Solicita una consultoría gratuita' })
    .locator('[data-quote-handoff]');
  await hydrated(page);
  await closingLink.click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(line).toBeHidden();

  await page.goBack();
  await hydrated(page);
  await radio(page, /Compleja/).check();
  await closingLink.click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(line).toContainText('Tu estimación: 21.2M CLP');
  await expect(line).toContainText('Compleja');
});

test('a quote link opened in a new tab (middle click) carries the configuration and its caveat', async ({
  page,
  context,
}) => {
  await hydrated(page);
  await radio(page, /Básica/).check();
  for (const extra of await calculator(page)
    .getByRole('group', { name: 'Backend y extras' })
    .getByRole('checkbox')
    .all())
    await extra.check({ force: true });
  const opened = context.waitForEvent('page');
  await page
    .locator('[data-block="cta"]')
    .getByRole('link', { name: 'Solicitar cotización' })
    .click({ button: 'middle' });
  const tab = await opened;
  await expect(
    tab
      .getByRole('form', { name: 'Solicita una consultoría gratuita' })
      .locator('[data-quote-handoff]'),
  ).toContainText('Tu estimación: 11.8M CLP');
  // Past Básica's typical top, the form says so, as the estimate card does (review 48B).
  await expect(tab.locator('[data-quote-handoff]')).toContainText(
    'tu app suma $9.800.000 y pasa el rango típico de Básica',
  );
});

test('choices the browser puts back (a page come back to) wake the calculator at once', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // As the browser's form restoration does: the property set, not the attribute, before any
  // script runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const input = document.querySelector<HTMLInputElement>('input[value="compleja"]');
      if (!input) return;
      input.checked = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/costo-desarrollo-apps-chile');
  // Far below the first screen, its figures already follow the restored choice.
  await expect(calculator(page)).not.toBeInViewport();
  await expect(estimate(page)).toHaveText('21.2M CLP');
  await context.close();
});
