// The phone has no format rule (spec): a number with few digits is asked about, never refused.
import { expect, test } from '@playwright/test';
import { expectHydrated, storedLeads } from './support';

test('a phone with few digits gets a note, not an error, and the lead still goes', async ({
  page,
}) => {
  // At 1024 px the phone field is at its narrowest beside another (175 px).
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Solicita una consultoría gratuita' });
  // The note is the island's: it wakes at the first touch.
  await form.getByLabel('Nombre').click();
  await expectHydrated(page.locator('[data-island="contactForm"]'));
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
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Solicita una consultoría gratuita' });
  await form.getByLabel('Nombre').click();
  await expectHydrated(page.locator('[data-island="contactForm"]'));
  await form.getByLabel('Teléfono').fill('12');
  await form.getByLabel('Empresa').focus();
  const note = form.getByText('¿Faltan dígitos? Ej.: +56 9 1234 5678');
  await expect(note).toBeVisible();
  expect((await note.boundingBox())!.height).toBeLessThan(24);
});
