import { expect, test, type Page } from '@playwright/test';
import { breakLeads, expectHydrated, failureModes, storedLeads } from './support';

const box = (page: Page) =>
  page.getByRole('form', { name: 'Recibe insights épicos directo en tu inbox' });

test.beforeEach(async ({ page }) => {
  await page.goto('/blog');
});

test('our own messages, not the browser bubble, for empty and invalid e-mails', async ({
  page,
}) => {
  const f = box(page);
  expect(await f.evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
  await expect(f.getByLabel('Correo electrónico')).toHaveAttribute('required', '');
  await f.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('Por favor ingresa tu correo electrónico')).toBeVisible();
  // The caret goes to the field to fix.
  await expect(f.getByLabel('Correo electrónico')).toBeFocused();
  await f.getByLabel('Correo electrónico').fill('ana@empresa');
  await f.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('Por favor ingresa un correo electrónico válido')).toBeVisible();
  // Over 320 characters is not an address either: a message, never a stuck button.
  await f.getByLabel('Correo electrónico').fill(`${'a'.repeat(330)}@empresa.cl`);
  await f.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('Por favor ingresa un correo electrónico válido')).toBeVisible();
  await expect(f.getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
});

test('past the rate limit the newsletter says to wait a moment, keeping the e-mail', async ({
  page,
}) => {
  await breakLeads(page, '429');
  const f = box(page);
  await f.getByLabel('Correo electrónico').fill('ana@empresa.cl');
  await f.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText(/^Recibimos varios envíos seguidos desde tu conexión/)).toBeVisible();
  await expect(f.getByLabel('Correo electrónico')).toHaveValue('ana@empresa.cl');
});

test('a subscription shows Enviando..., then thanks for 5 s, and is stored as Newsletter', async ({
  page,
}) => {
  await page.clock.install();
  await page.reload();
  const email = `news${Date.now()}@empresa.cl`;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/leads', async (route) => {
    await held;
    await route.continue();
  });
  const f = box(page);
  await f.getByLabel('Correo electrónico').fill(email);
  await f.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(f.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  release();
  const thanks = page.getByText('¡Gracias por suscribirte! Te contactaremos pronto.');
  await expect(thanks).toBeVisible();
  await expect(f.getByLabel('Correo electrónico')).toHaveValue('');
  // Focus stayed on the button through the sending state, not thrown to the page's start.
  await expect(f.getByRole('button', { name: 'Suscribirme' })).toBeFocused();
  await page.clock.runFor(4_000);
  await expect(thanks).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(thanks).toBeHidden();
  const stored = storedLeads().filter((lead) => lead.correo === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ empresa: 'Newsletter', nombre: 'Suscriptor Newsletter' });
});

for (const mode of failureModes) {
  test(`when the subscription fails (${mode}) the e-mail stays and the error shows`, async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.reload();
    await breakLeads(page, mode);
    const f = box(page);
    await f.getByLabel('Correo electrónico').fill('ana@empresa.cl');
    if (mode === 'offline') {
      // Offline after the form's code has arrived: this is the delivery failing, not the page.
      await expectHydrated(page.locator('[data-island="newsletter"]'));
      await context.setOffline(true);
    }
    await f.getByRole('button', { name: 'Suscribirme' }).click();
    await page.clock.runFor(40_000);
    await expect(
      page.getByText('Error al procesar la suscripción. Inténtalo de nuevo.'),
    ).toBeVisible();
    await expect(f.getByLabel('Correo electrónico')).toHaveValue('ana@empresa.cl');
    await expect(f.getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
    await context.setOffline(false);
  });
}

test('if the form code cannot be downloaded, the visitor is told and gets the e-mail address', async ({
  page,
}) => {
  await page.route('**/assets/Newsletter-*.js', (route) => route.abort('internetdisconnected'));
  const f = box(page);
  await f.getByLabel('Correo electrónico').fill('ana@empresa.cl');
  await f.getByRole('button', { name: 'Suscribirme' }).click();
  const notice = page.locator('[data-island="newsletter"] [data-island-fallback]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('No pudimos cargar el formulario');
  await expect(notice.getByRole('link', { name: 'hola@example.com' })).toHaveAttribute(
    'href',
    'mailto:hola@example.com',
  );
  await expect(f.getByLabel('Correo electrónico')).toHaveValue('ana@empresa.cl');
  expect(new URL(page.url()).search).toBe('');
});
