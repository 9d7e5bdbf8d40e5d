import { expect, test } from '@playwright/test';
import { caseCards, dialog, homeSectionIds, openCase } from './caseDialog';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the hero headline is in the HTML, not animated, with both buttons to their sections', async ({
  page,
}) => {
  const title = page.getByRole('heading', {
    level: 1,
    name: 'Diseñamos y escalamos tecnología que convierte ideas en ingresos',
  });
  await expect(title).toBeVisible();
  expect(await title.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  await expect(page.getByText('Cómo trabajamos cuando escalamos contigo')).toBeVisible();
  const hero = page.locator('#home');
  await hero.getByRole('link', { name: 'Ver casos de éxito' }).click();
  await expect(page).toHaveURL(/#success-stories$/);
  await expect(page.locator('#success-stories h2')).toBeInViewport();
  await page.locator('#home').getByRole('link', { name: 'Agenda una reunión' }).click();
  await expect(page.locator('#contact-form form')).toBeInViewport();
});

test('the sections come in the spec order with their anchors', async ({ page }) => {
  const ids = await page
    .locator('main > section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(homeSectionIds);
  await expect(
    page
      .locator('#success-stories')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button') }),
  ).toHaveCount(5);
  await expect(page.getByText('+20 Marcas más')).toBeVisible();
});

test('the scroll-progress bar runs from 0 to 100 percent', async ({ page }) => {
  const bar = page.locator('[data-scroll-progress]');
  await expect(bar).toHaveAttribute('data-scroll-progress', '0');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect
    .poll(async () => Number(await bar.getAttribute('data-scroll-progress')))
    .toBeGreaterThan(30);
  // Sections far from the viewport hold an estimated height until they render (renderWhenNear),
  // so the page may grow as its end comes into view: scroll on, as a visitor would.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return bar.getAttribute('data-scroll-progress');
    })
    .toBe('100');
});

test('the dot navigator names every section and jumps to it', async ({ page }) => {
  const dots = page.getByRole('navigation', { name: 'Secciones de la página' });
  const labels = await dots
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(labels).toEqual([
    'Inicio',
    'Casos de éxito',
    'Clientes',
    'Servicios',
    'Método',
    'Cultura',
    'Preguntas frecuentes',
    'Contacto',
  ]);
  await dots.getByRole('link', { name: 'Cultura' }).click();
  await expect(page.locator('#culture h2').first()).toBeInViewport();
  await expect(dots.getByRole('link', { name: 'Cultura' })).toHaveAttribute('aria-current', 'true');
});

test('service-card buttons scroll to the contact form', async ({ page }) => {
  await page.locator('#our-services').getByRole('link').first().click();
  await expect(page.locator('#contact-form form')).toBeInViewport();
});

test('the FAQ keeps one answer open at a time and closes the open one on click', async ({
  page,
}) => {
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(6);
  await items.nth(0).locator('summary').click();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(items.nth(1)).toHaveAttribute('open');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open');
});

test('a case card opens the dialog by click, Enter or Space, on the first tab', async ({
  page,
}) => {
  await openCase(page, 0);
  await expect(dialog(page).getByText('Caso 1 / 5')).toBeVisible();
  await expect(dialog(page).getByRole('tab', { name: 'Contexto' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(caseCards(page).nth(0)).toBeFocused();

  await caseCards(page).nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText('Caso 2 / 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await caseCards(page).nth(2).focus();
  await page.keyboard.press('Space');
  await expect(dialog(page).getByText('Caso 3 / 5')).toBeVisible();
});

test('arrows switch tabs (←/→) and cases (↑/↓), wrapping; the tab resets on a new case', async ({
  page,
}) => {
  await openCase(page, 0);
  const selected = () => dialog(page).locator('[role="tab"][aria-selected="true"]');
  await page.keyboard.press('ArrowLeft');
  await expect(selected()).toHaveText('Impacto');
  await page.keyboard.press('ArrowRight');
  await expect(selected()).toHaveText('Contexto');
  await page.keyboard.press('ArrowRight');
  await expect(selected()).toHaveText('Qué construimos');
  await expect(dialog(page).getByRole('tabpanel')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(dialog(page).getByText('Caso 5 / 5')).toBeVisible();
  await expect(selected()).toHaveText('Contexto');
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByText('Caso 1 / 5')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog(page).getByText('Caso 2 / 5')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Anterior' }).click();
  await dialog(page).getByRole('button', { name: 'Anterior' }).click();
  await expect(dialog(page).getByText('Caso 5 / 5')).toBeVisible();
});

test('while the dialog is open the page does not scroll and focus stays inside', async ({
  page,
}) => {
  await openCase(page, 0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false,
    );
    expect(inside).toBe(true);
  }
  await dialog(page).getByRole('button', { name: 'Seguir explorando' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test("'Agenda un deep dive' closes the dialog and brings the contact form into view", async ({
  page,
}) => {
  await openCase(page, 3);
  await dialog(page).getByRole('button', { name: 'Agenda un deep dive' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('#contact-form form')).toBeInViewport();
  await expect(page.getByLabel('Nombre')).toBeFocused();
});

test('tech badges say their category on hover', async ({ page }) => {
  await openCase(page, 0);
  const badge = dialog(page)
    .getByRole('listitem')
    .filter({ hasText: /^React/ })
    .first();
  await badge.hover();
  await expect(badge.locator('[role="tooltip"]')).toHaveText('React - Frontend');
  await expect(badge.locator('[role="tooltip"]')).toHaveCSS('opacity', '1');
});
