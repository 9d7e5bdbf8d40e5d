import { expect, test } from '@playwright/test';

// A press on an island's button while its code is still on the way must not be lost.
test('a case card pressed before its code arrives opens once the code is there', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/CaseStudies-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const island = page.locator('[data-island="caseStudies"]');
  const card = island.getByRole('button', { name: /^Ver caso/ }).nth(1);
  await card.click();
  await expect(island).not.toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(island).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Caso 2 / 5');
});

// Text typed while a form's code is still on the way must still be there once it hydrates.
const heldForms = [
  {
    path: '/contacto',
    chunk: '**/assets/ContactForm-*.js',
    island: 'contactForm',
    fields: { Nombre: 'Ana Pérez', Correo: 'ana@empresa.cl', Comentario: 'Necesitamos una app' },
  },
  { path: '/blog', chunk: '**/assets/Newsletter-*.js', island: 'newsletter', fields: {} },
] as const;

for (const { path, chunk, island: type, fields } of heldForms) {
  test(`text typed into ${type} before its code arrives is kept after hydration`, async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    const island = page.locator(`[data-island="${type}"]`).first();
    const typed: Record<string, string> =
      Object.keys(fields).length > 0 ? fields : { 'Correo electrónico': 'lectora@empresa.cl' };
    for (const [label, value] of Object.entries(typed))
      await island.getByLabel(label, { exact: false }).first().fill(value);
    await expect(island).not.toHaveAttribute('data-hydrated', '');
    release();
    await expect(island).toHaveAttribute('data-hydrated', '');
    // Hydration is not the end of React's first commit: give it a frame to settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    for (const [label, value] of Object.entries(typed))
      await expect(island.getByLabel(label, { exact: false }).first()).toHaveValue(value);
  });
}
