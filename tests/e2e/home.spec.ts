// The home page's own content and jumps: the hero, the sections in the spec's order, the scroll
// progress bar and the service buttons. Its case dialog, dot navigator, FAQ, fade-in and hover
// cards have their own files.
import { expect, test } from '@playwright/test';
import { homeSectionIds } from './caseDialog';
import { hero } from './homePage';

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
  // The caret in the form's first field, Nombre (it landed in Correo: review 36C).
  await expect(page.locator('#contact-form').getByLabel('Nombre')).toBeFocused();
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

test('service-card buttons scroll to the contact form, its comment started with the service', async ({
  page,
}) => {
  const comment = page.locator('#contact-form textarea[name="comentario"]');
  const cards = page
    .locator('#our-services li')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const firstTitle = await cards.first().getByRole('heading').textContent();
  await cards.first().getByRole('link').click();
  await expect(page.locator('#contact-form form')).toBeInViewport();
  await expect(comment).toHaveValue(`Quiero conversar sobre ${firstTitle}.`);
  // What the visitor wrote is never replaced by another card's note.
  await comment.fill('Necesito integrar mi ERP.');
  await cards.nth(2).getByRole('link').click();
  await expect(comment).toHaveValue('Necesito integrar mi ERP.');
});

test('badge, claims, key indicators, how we work and feature cards come from the page', async ({
  page,
}) => {
  const section = page.locator('#home');
  await expect(
    section.getByRole('heading', {
      level: 1,
      name: 'Diseñamos y escalamos tecnología que convierte ideas en ingresos',
    }),
  ).toBeVisible();
  expect(hero.title).toBe('Diseñamos y escalamos tecnología que convierte ideas en ingresos');
  await expect(section.getByText(hero.badge!, { exact: true })).toBeVisible();

  // Four bullet claims, in order.
  expect(hero.highlights).toHaveLength(4);
  const claims = section.locator('h1 ~ ul').first().getByRole('listitem');
  await expect(claims).toHaveText(hero.highlights!);

  // The key-indicators card: each value with its label (the shared ui Stat: the label is the
  // term, the value its description, as in every stats row of the site).
  const indicators = section.getByRole('complementary');
  await expect(indicators.getByRole('heading', { name: hero.indicators!.title })).toBeVisible();
  expect(hero.indicators!.items).toHaveLength(4);
  await expect(indicators.locator('dt')).toHaveText(
    hero.indicators!.items.map((item) => item.label),
  );
  await expect(indicators.locator('dd')).toHaveText(
    hero.indicators!.items.map((item) => item.value),
  );

  // 'Cómo trabajamos cuando escalamos contigo' and its list.
  const howWeWork = indicators
    .getByRole('heading', { name: hero.checklist!.title })
    .locator('xpath=..');
  await expect(howWeWork.getByRole('listitem')).toHaveText(hero.checklist!.items);

  // Three feature cards, each with its title and text.
  expect(hero.features).toHaveLength(3);
  for (const feature of hero.features!) {
    const card = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: feature.title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(feature.description);
    await expect(card).toBeVisible();
  }

  // The two buttons point at their sections, which exist.
  expect(hero.actions!.map((action) => action.href)).toEqual(['#success-stories', '#contact-form']);
  for (const action of hero.actions!) {
    await expect(section.getByRole('link', { name: action.label })).toHaveAttribute(
      'href',
      action.href,
    );
    await expect(page.locator(action.href)).toHaveCount(1);
  }
});
