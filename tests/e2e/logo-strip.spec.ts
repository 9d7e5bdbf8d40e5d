// The client logo strip of /software-factory: it loops, pauses on hover and focus, has a pause
// button for the keyboard (WCAG 2.2.2), and stands still under reduced motion.
import { expect, test } from '@playwright/test';

test('the logo strip shows 7 logos, tripled, looping every 20 s and pausing on hover', async ({
  page,
}) => {
  await page.goto('/software-factory');
  const strip = page.locator('#clientes');
  await expect(strip.getByRole('heading', { name: 'Confianza de marcas líderes' })).toBeVisible();
  await expect(strip.getByRole('img')).toHaveCount(7);
  await expect(strip.locator('li')).toHaveCount(21);
  const track = strip.locator('ul');
  await expect(track).toHaveCSS('animation-duration', '20s');
  await expect(track).toHaveCSS('animation-play-state', 'running');
  // The track never stands still (its box slides left, off screen), so aim at the still
  // window it slides in, rather than wait for it.
  await strip.scrollIntoViewIfNeeded();
  const box = await track.locator('..').boundingBox();
  if (!box) throw new Error('The logo strip has no box');
  await page.mouse.move(box.x + 100, box.y + box.height / 2);
  await expect(track).toHaveCSS('animation-play-state', 'paused');
});

test('a pause button stops and restarts the strip from the keyboard (WCAG 2.2.2)', async ({
  page,
}) => {
  await page.goto('/software-factory');
  const strip = page.locator('#clientes');
  const track = strip.locator('ul');
  const pause = strip.getByRole('button', { name: 'Pausar animación' });
  await expect(pause).toBeVisible();
  await expect(track).toHaveCSS('animation-play-state', 'running');
  // Focus inside the strip holds it still, as hover does.
  await pause.focus();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await page.keyboard.press('Enter');
  const resume = strip.getByRole('button', { name: 'Reanudar animación' });
  await expect(resume).toBeFocused();
  await resume.blur();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await resume.focus();
  await page.keyboard.press('Space');
  await expect(pause).toBeFocused();
  await pause.blur();
  await expect(track).toHaveCSS('animation-play-state', 'running');
});

test('without JavaScript the pause button, which could not work, is not shown', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/software-factory');
  await expect(page.locator('#clientes button')).toBeHidden();
  await context.close();
});

test('under reduced motion the strip stands still and shows each logo once', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/software-factory');
  const track = page.locator('#clientes ul');
  await expect(track).toHaveCSS('animation-name', 'none');
  await expect(track.locator('li:visible')).toHaveCount(7);
  await expect(page.locator('#clientes').getByRole('button')).toBeHidden();
  await context.close();
});
