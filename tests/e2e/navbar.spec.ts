import { expect, test } from '@playwright/test';
import { axeViolations, switchTheme } from './pageChecks';
import { focusRingContrasts } from './support';

const bar = '[data-navbar]';

test('hides when scrolling down past 100 px and comes back on scroll up', async ({ page }) => {
  await page.goto('/desarrollo-software-santiago');
  const navbar = page.locator(bar);
  await expect(navbar).toHaveAttribute('data-state', 'top');
  await page.mouse.wheel(0, 400);
  await expect(navbar).toHaveAttribute('data-hidden', '');
  await expect(navbar).toHaveAttribute('data-state', 'scrolled');
  await page.mouse.wheel(0, -120);
  await expect(navbar).not.toHaveAttribute('data-hidden', '');
});

for (const [theme, overWhite] of [
  // The light theme's text, #000000 in the spec.
  ['light', 'rgb(0, 0, 0)'],
  // In the dark theme a white section follows the theme and is dark: the bar keeps light text,
  // the theme's own (#EDEDED).
  ['dark', 'rgb(237, 237, 237)'],
] as const) {
  test(`over a white section and back over a dark one, in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/desarrollo-software-santiago');
    const navbar = page.locator(bar);
    await page.evaluate(() => {
      // The first section on the page's own background: white in the light theme.
      const white = document.querySelector<HTMLElement>('main [data-tone="theme"]');
      window.scrollTo({ top: (white?.offsetTop ?? 0) + 10, behavior: 'instant' });
    });
    await expect(navbar).toHaveAttribute('data-tone', 'theme');
    await expect(navbar.locator('.bar .brand')).toHaveCSS('color', overWhite);
    await page.evaluate(() => {
      const hero = document.querySelector<HTMLElement>('[data-block="hero"]');
      window.scrollTo({ top: (hero?.offsetTop ?? 0) + 10, behavior: 'instant' });
    });
    await expect(navbar).toHaveAttribute('data-tone', 'dark');
    await expect(navbar.locator('.bar .brand')).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
}

test('over a light body inside a dark section, the body’s tone wins', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/servicios/desarrollo-aplicaciones-moviles');
  const navbar = page.locator(bar);
  const scrollTo = (selector: string) =>
    page.evaluate((target) => {
      const element = document.querySelector<HTMLElement>(target);
      const top = (element?.getBoundingClientRect().top ?? 0) + window.scrollY;
      window.scrollTo({ top: top + 10, behavior: 'instant' });
    }, selector);
  await scrollTo('[data-block="serviceDetail"] header');
  await expect(navbar).toHaveAttribute('data-tone', 'dark');
  await scrollTo('#descripcion');
  await expect(navbar).toHaveAttribute('data-tone', 'theme');
});

test('every spec item and the contact button, with the anchor rules off the home page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/desarrollo-software-concepcion');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const expected = [
    ['Conócenos', '/#clients'],
    ['Software Factory', '/software-factory'],
    ['Modernización Legacy', '/modernizacion-sistemas-legacy-chile'],
    ['Casos de éxito', '/#success-stories'],
    ['Servicios', '/#our-services'],
    ['Cultura', '/#culture'],
    ['Blog', '/blog'],
    ['FAQ', '/#faq'],
    ['CONTÁCTANOS', '/contacto'],
  ];
  for (const [name, href] of expected)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href ?? '');
});

test('on the home page, anchors scroll in place and the contact button targets the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
  await expect(nav.getByRole('link', { name: 'CONTÁCTANOS' })).toHaveAttribute(
    'href',
    '#contact-form',
  );
});

test('the mobile menu is a full-screen overlay with Salir and CONVERSEMOS, keyboard friendly', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/desarrollo-software-santiago');
  const open = page.getByRole('button', { name: 'Abrir menú' });
  const brand = page.getByRole('link', { name: 'Austral Software' });
  const brandBox = await brand.first().boundingBox();
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const box = await menu.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  // The menu's top row is the bar's: opening it does not move the brand (the bar's hairline
  // leaves half a pixel).
  const menuBrandBox = await menu.getByRole('link', { name: 'Austral Software' }).boundingBox();
  expect(menuBrandBox?.x).toBe(brandBox?.x);
  expect(Math.abs((menuBrandBox?.y ?? 0) - (brandBox?.y ?? 99))).toBeLessThanOrEqual(1);
  await expect(menu.getByRole('link', { name: 'CONVERSEMOS' })).toHaveAttribute(
    'href',
    '/contacto',
  );
  await expect(menu.getByRole('button', { name: 'Salir' })).toBeFocused();
  const scrollLocked = () => page.evaluate(() => document.body.hasAttribute('data-scroll-locked'));
  expect(await scrollLocked()).toBe(true);
  // Modal: the browser keeps the page behind out of reach for the keyboard and assistive
  // technology, and a click on it does not reach it.
  expect(await menu.evaluate((element) => element.matches(':modal'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  // The page scrolls again once the dialog's close event has run: a task after it is hidden.
  await expect.poll(scrollLocked).toBe(false);

  await open.click();
  await menu.getByRole('button', { name: 'Salir' }).click();
  await expect(menu).toBeHidden();
  await expect.poll(scrollLocked).toBe(false);
});

// The focus ring of every control in the navbar, its mobile menu and the footer reads against
// what is behind it (WCAG 2.4.11 asks 3:1), in both themes, over a dark and a light first section.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of ['/', '/privacidad']) {
    test(`focus rings reach 3:1 in the navbar and footer: ${path}, ${colorScheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const found = [
        ...(await focusRingContrasts(page, 'header[data-navbar] .bar')),
        ...(await focusRingContrasts(page, 'footer')),
      ];
      expect(found.length).toBeGreaterThan(10);
      for (const control of found) {
        expect(control.visible, control.name).toBe(true);
        expect(control.ratio, control.name).toBeGreaterThanOrEqual(3);
      }
      await page.setViewportSize({ width: 390, height: 800 });
      // Focusing the footer scrolled down, and the bar hides on the way down.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      for (const control of await focusRingContrasts(page, 'header[data-navbar] .overlay'))
        expect(control.ratio, control.name).toBeGreaterThanOrEqual(3);
    });
  }
}

test('the open mobile menu has no WCAG A/AA violation, in either theme', async ({ page }) => {
  test.slow(); // two full axe runs
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page), 'light').toEqual([]);
  await switchTheme(page, 'dark');
  expect(await axeViolations(page), 'dark').toEqual([]);
});

test('on a touch screen every footer link is a finger-sized target and marks the page being read', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/desarrollo-software-valparaiso');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const heights = await footer
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(10);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  const current = footer.locator('a[aria-current="page"]');
  await expect(current).toHaveText('Valparaíso');
  const colour = (locator: typeof current) =>
    locator.evaluate((link) => getComputedStyle(link).color);
  expect(await colour(current)).not.toBe(
    await colour(footer.getByRole('link', { name: 'Equipo' })),
  );
  await context.close();
});
