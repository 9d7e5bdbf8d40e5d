// The phone has no format rule (spec): a number with few digits is asked about, never refused.
import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, storedLeads } from './support';

/** /contacto at `width`, its form awake (the note is the island's: it wakes at the first touch). */
async function contactFormAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Solicita una consultoría gratuita' });
  await form.getByLabel('Nombre').click();
  await expectHydrated(page.locator('[data-island="contactForm"]'));
  return form;
}

test('a phone with few digits gets a note, not an error, and the lead still goes', async ({
  page,
}) => {
  // At 1024 px the phone field is at its narrowest beside another (175 px).
  const form = await contactFormAt(page, 1024);
  const phone = form.getByLabel('Teléfono');
  await form.getByLabel('Nombre').fill('Ana Nota');
  await form.getByLabel('Correo').fill('ana.nota@empresa.cl');
  await phone.fill('12');
  await form.getByLabel('Empresa').focus();
  const note = form.getByText('Ej.: +56 9 1234 5678');
  await expect(note).toBeVisible();
  // One line: on two it pushed the next row of fields down as it came (review 60C).
  expect((await note.boundingBox())!.height).toBeLessThan(24);
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  // Typing again clears it; a whole number leaves none.
  await phone.fill('+56 9 1234 5678');
  await form.getByLabel('Empresa').focus();
  await expect(note).toHaveCount(0);
  await phone.fill('12');
  await form.getByRole('button', { name: 'Solicitar consultoría' }).click();
  await expect(page.getByRole('dialog')).toContainText('¡Gracias!');
  await expect
    .poll(() => storedLeads().some((lead) => lead.correo === 'ana.nota@empresa.cl'))
    .toBe(true);
});

test('on a phone, where the field is the form’s width, the note asks its question first', async ({
  page,
}) => {
  const form = await contactFormAt(page, 390);
  await form.getByLabel('Teléfono').fill('12');
  await form.getByLabel('Empresa').focus();
  const note = form.getByText('¿Faltan dígitos? Ej.: +56 9 1234 5678');
  await expect(note).toBeVisible();
  expect((await note.boundingBox())!.height).toBeLessThan(24);
});
