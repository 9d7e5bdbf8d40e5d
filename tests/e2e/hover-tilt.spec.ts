// Hover cards tilt towards the pointer within their preset (src/ui/hoverPresets.ts) and reset
// on leave; with reduced motion they do not move.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hoverPresets, type HoverIntensity } from '../../src/lib/hoverPresets';
import { pagesDir } from './homePage';

// Pages with hover cards, read from the page files.
const hoverPaths = readdirSync(pagesDir)
  .map((name) => readFileSync(join(pagesDir, name), 'utf8'))
  .filter((text) => /"hover":\s*"(subtle|medium|strong|extreme)"/.test(text))
  .map((text) => (JSON.parse(text) as { path: string }).path);

/** The card's current transform, taken apart (perspective · rotateX · rotateY · translateY ·
 * scale, the order in GlobalStyles). */
const tiltOf = (card: Locator) =>
  card.evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    if (transform === 'none') return null;
    const m = new DOMMatrix(transform);
    const degrees = (radians: number) => (radians * 180) / Math.PI;
    const tiltX = degrees(Math.atan2(m.m23, m.m22));
    const tiltY = degrees(Math.asin(m.m31));
    return {
      is3d: !m.is2D,
      perspective: -(Math.cos((tiltX * Math.PI) / 180) * Math.cos((tiltY * Math.PI) / 180)) / m.m34,
      tiltX,
      tiltY,
      scale: Math.hypot(m.m11, m.m12, m.m13),
      float: Math.hypot(m.m42, m.m43),
    };
  });

async function pointAt(page: Page, card: Locator, x: number, y: number) {
  await card.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  // Wait for the section's fade-in (which moves the card) to finish before aiming.
  await expect
    .poll(() =>
      card.evaluate((element) => {
        const section = element.closest('section')!;
        const pending =
          section.hasAttribute('data-reveal-pending') && !section.hasAttribute('data-revealed');
        return pending || section.getAnimations({ subtree: true }).length > 0;
      }),
    )
    .toBe(false);
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 3 });
}

test('there are pages with hover cards', () => {
  expect(hoverPaths).toContain('/');
});

for (const path of hoverPaths) {
  test(`${path}: a card tilts towards the pointer within its preset and resets on leave`, async ({
    page,
  }) => {
    await page.goto(path);
    const card = page.locator('[data-hover-tilt]').first();
    const preset = hoverPresets[(await card.getAttribute('data-hover-tilt')) as HoverIntensity];
    expect(preset).toBeDefined();

    // Near the top-left corner: the top comes forward (positive rotateX), the left side
    // goes back (negative rotateY), each close to the preset's maximum but not over it.
    await pointAt(page, card, 0.05, 0.05);
    await expect(card).toHaveAttribute('data-hovering', '');
    await expect.poll(() => card.evaluate((element) => element.getAnimations().length)).toBe(0);
    const tilt = (await tiltOf(card))!;
    expect(tilt).not.toBeNull();
    expect(tilt.is3d).toBe(true);
    expect(tilt.perspective).toBeCloseTo(1000, 0);
    expect(tilt.scale).toBeCloseTo(preset.scale, 2);
    expect(tilt.float).toBeCloseTo(preset.maxFloat, 1);
    expect(tilt.tiltX).toBeGreaterThan(preset.maxTilt * 0.7);
    expect(tilt.tiltX).toBeLessThanOrEqual(preset.maxTilt + 0.01);
    expect(tilt.tiltY).toBeLessThan(-preset.maxTilt * 0.7);
    expect(tilt.tiltY).toBeGreaterThanOrEqual(-preset.maxTilt - 0.01);

    // At the centre it floats and scales without tilting.
    await pointAt(page, card, 0.5, 0.5);
    await expect.poll(() => card.evaluate((element) => element.getAnimations().length)).toBe(0);
    const centre = (await tiltOf(card))!;
    expect(Math.abs(centre.tiltX)).toBeLessThan(preset.maxTilt * 0.1);
    expect(Math.abs(centre.tiltY)).toBeLessThan(preset.maxTilt * 0.1);
    expect(centre.scale).toBeCloseTo(preset.scale, 2);

    // Leaving puts it back.
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200, { steps: 3 });
    await expect(card).not.toHaveAttribute('data-hovering');
    await expect.poll(() => tiltOf(card)).toBeNull();
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a card does not move under the pointer', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('[data-hover-tilt]').first();
    await pointAt(page, card, 0.05, 0.05);
    await pointAt(page, card, 0.5, 0.5);
    expect(await card.evaluate((element) => element.matches(':hover'))).toBe(true);
    await expect(card).not.toHaveAttribute('data-hovering');
    expect(await tiltOf(card)).toBeNull();
    expect(await card.getAttribute('style')).toBeNull();
  });
});
