// The home page's dot navigator: one dot per spec section, named, each jumping to its section,
// and the current one marked as the page scrolls.
import { expect, test, type Page } from '@playwright/test';
import { homeSectionIds } from './caseDialog';
import { home, mostlyInView } from './homePage';

const dotsOf = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la página' });

// The rail shows where the margin beside the content has room for it (1360 px and up).
test.use({ viewport: { width: 1440, height: 900 } });

test('below 1360 px the rail is not drawn: at 1280 it sat 18 px from the content', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(dotsOf(page)).toBeHidden();
  await page.setViewportSize({ width: 1360, height: 800 });
  await expect(dotsOf(page)).toBeVisible();
});

test('it has the eight spec sections', () => {
  expect(home.dotNavigation.map((dot) => dot.id)).toEqual(homeSectionIds);
  expect(home.dotNavigation.map((dot) => dot.label)).toEqual([
    'Inicio',
    'Casos de éxito',
    'Clientes',
    'Servicios',
    'Método',
    'Cultura',
    'Preguntas frecuentes',
    'Contacto',
  ]);
});

test('every dot has a name and brings its section into view, and is then the current one', async ({
  page,
}) => {
  await page.goto('/');
  const dots = dotsOf(page).getByRole('link');
  await expect(dots).toHaveCount(home.dotNavigation.length);
  // In reverse, so every click has to move the page; the form's last, since over it the dots
  // step aside (review 49A: at 1280 px they stood 35 px from its edge).
  const [form, ...others] = [...home.dotNavigation].reverse();
  for (const { id, label } of [...others, form!]) {
    const dot = dotsOf(page).getByRole('link', { name: label, exact: true });
    await expect(dot).toHaveAttribute('href', `#${id}`);
    await dot.click();
    await expect.poll(() => mostlyInView(page.locator(`#${id}`)), { message: id }).toBe(true);
    if (id === form!.id) break;
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(dotsOf(page).locator('[aria-current]')).toHaveCount(1);
  }
  await expect(dotsOf(page)).toBeHidden();
});

test('the current section is marked while scrolling', async ({ page }) => {
  await page.goto('/');
  const current = dotsOf(page).locator('[aria-current="true"]');
  for (const { id, label } of home.dotNavigation.slice(0, -1)) {
    await page
      .locator(`#${id}`)
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(current, id).toHaveAttribute('aria-label', label);
    await expect(current).toHaveCount(1);
  }
  // The last one is the form's, where the dots step aside.
  await page
    .locator('#contact-form')
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(dotsOf(page)).toBeHidden();
});

test('the pill takes the tone of the band behind it, in the light theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const pill = dotsOf(page).locator('ul');
  /** The pill's background lightness, 0 (black) to 255 (white). */
  const lightness = () =>
    pill.evaluate((element) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(element).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      return Math.round((r! + g! + b!) / 3);
    });
  // The black hero, a white band, and back.
  const behind = (id: string) =>
    page
      .locator(`#${id}`)
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(lightness).toBeLessThan(80);
  await behind('success-stories');
  await expect.poll(lightness).toBeGreaterThan(200);
  await behind('home');
  await expect.poll(lightness).toBeLessThan(80);
});

test('the dots step aside over the form and the footer and come back above them', async ({
  page,
}) => {
  await page.goto('/');
  const dots = dotsOf(page);
  await expect(dots).toBeVisible();
  // Sections lay out as they near the screen, so the bottom moves until the last one has.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
  await expect(dots).toBeHidden();
  await page
    .locator('#faq')
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(dots).toBeVisible();
});
