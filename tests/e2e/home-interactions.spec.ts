// Home page interactions of issue 4 that home.spec.ts does not cover: the one-time section
// fade-in, hover tilt within its preset, the case dialog's tabs, case switching and deep-dive
// delay, every dot of the dot navigator, and the hero content. Texts come from the page files,
// so an edit to the content does not break these tests, only a change in behaviour does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hoverPresets, type HoverIntensity } from '../../src/ui/hoverPresets';
import { caseCards, dialog, homeSectionIds, openCase } from './caseDialog';

const pagesDir = join(import.meta.dirname, '../../site-config/pages');

interface CaseStudy {
  headline: string;
  detailSections: { title: string; description: string }[];
}
interface HomePage {
  dotNavigation: { id: string; label: string }[];
  sections: {
    type: string;
    id?: string;
    badge?: string;
    title?: string;
    highlights?: string[];
    actions?: { label: string; href: string }[];
    indicators?: { title: string; items: { value: string; label: string }[] };
    checklist?: { title: string; items: string[] };
    features?: { title: string; description: string }[];
    cases?: CaseStudy[];
  }[];
}

const home = JSON.parse(readFileSync(join(pagesDir, 'home.json'), 'utf8')) as HomePage;
const hero = home.sections.find((section) => section.type === 'hero')!;
const cases = home.sections.find((section) => section.type === 'caseStudies')!.cases!;

/** True when at least half of the section, or half of the viewport, is on screen. */
const mostlyInView = (section: Locator) =>
  section.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const visible = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return visible >= Math.min(box.height, window.innerHeight) * 0.5;
  });

test.describe('sections fade in once', () => {
  test('a section below the fold waits hidden, shows on entering the view and stays shown', async ({
    page,
  }) => {
    await page.goto('/');
    const culture = page.locator('#culture');
    const opacity = () => culture.evaluate((element) => getComputedStyle(element).opacity);
    // The loader marks what is below the fold; CSS hides it at once (no fade out) until it is
    // revealed.
    await expect(culture).toHaveAttribute('data-reveal-pending', '');
    await expect(culture).not.toHaveAttribute('data-revealed');
    expect(await opacity()).toBe('0');
    await expect(culture).not.toHaveAttribute('data-revealed');

    await culture.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect(culture).toHaveAttribute('data-revealed', '');
    await expect.poll(opacity).toBe('1');
    // Only what entered the view: the contact form at the bottom is still waiting.
    await expect(page.locator('#contact-form')).not.toHaveAttribute('data-revealed');

    // Away and back: no second fade, it is simply there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(culture).not.toBeInViewport();
    await culture.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect(culture).toBeInViewport();
    const again = await culture.evaluate((element) => ({
      opacity: getComputedStyle(element).opacity,
      animations: element.getAnimations().length,
      revealed: element.hasAttribute('data-revealed'),
    }));
    expect(again).toEqual({ opacity: '1', animations: 0, revealed: true });
  });

  test('the hero is never hidden nor animated', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#home');
    const title = page.getByRole('heading', { level: 1, name: hero.title });
    // The loader has run (it marked the sections below the fold)...
    await expect(page.locator('#culture')).toHaveAttribute('data-reveal-pending', '');
    // ...and left the hero alone.
    await expect(section).not.toHaveAttribute('data-reveal-pending');
    const state = await title.evaluate((element) => ({
      opacity: getComputedStyle(element).opacity,
      sectionOpacity: getComputedStyle(element.closest('section')!).opacity,
      animations:
        element.getAnimations().length + element.closest('section')!.getAnimations().length,
    }));
    expect(state).toEqual({ opacity: '1', sectionOpacity: '1', animations: 0 });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the hero headline and every section are visible in the HTML', async ({ page }) => {
      await page.goto('/');
      const title = page.getByRole('heading', { level: 1, name: hero.title });
      await expect(title).toBeVisible();
      const opacities = await page
        .locator('main > section')
        .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).opacity));
      expect(opacities.length).toBeGreaterThan(5);
      expect(new Set(opacities)).toEqual(new Set(['1']));
      expect(await title.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('sections below the fold are not hidden', async ({ page }) => {
      await page.goto('/');
      const culture = page.locator('#culture');
      await expect(culture).toHaveAttribute('data-reveal-pending', '');
      expect(await culture.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    });
  });
});

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

test.describe('hover cards', () => {
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
});

test.describe('case dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test("'Agenda un deep dive' scrolls to the form only after 250 ms", async ({ page }) => {
    await openCase(page, 1);
    const form = page.locator('#contact-form form');
    // Timestamps taken in the page, so a slow test runner cannot blur the delay window.
    await page.evaluate(() => {
      const record: { clickedAt?: number; firstScrollAt?: number; at100?: object } = {};
      (window as unknown as { deepDive: typeof record }).deepDive = record;
      const formElement = document.querySelector('#contact-form form')!;
      window.addEventListener(
        'click',
        (event) => {
          if ((event.target as HTMLElement).textContent !== 'Agenda un deep dive') return;
          record.clickedAt = performance.now();
          const scrollY = window.scrollY;
          window.setTimeout(() => {
            record.at100 = {
              scrolled: window.scrollY !== scrollY,
              formInView: formElement.getBoundingClientRect().top < window.innerHeight,
            };
          }, 100);
        },
        { capture: true },
      );
      window.addEventListener(
        'scroll',
        () => {
          if (record.clickedAt !== undefined) record.firstScrollAt ??= performance.now();
        },
        { passive: true },
      );
    });
    await expect(form).not.toBeInViewport();
    await dialog(page).getByRole('button', { name: 'Agenda un deep dive' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(form).toBeInViewport();
    const record = await page.evaluate(
      () =>
        (
          window as unknown as {
            deepDive: { clickedAt: number; firstScrollAt: number; at100: object };
          }
        ).deepDive,
    );
    expect(record.at100).toEqual({ scrolled: false, formInView: false });
    expect(record.firstScrollAt - record.clickedAt).toBeGreaterThanOrEqual(245);
    await expect(page.getByLabel('Nombre')).toBeFocused();
  });

  for (const close of ['Seguir explorando', 'Cerrar']) {
    test(`'${close}' closes the dialog and gives focus back to the card that opened it`, async ({
      page,
    }) => {
      await openCase(page, 2);
      await dialog(page).getByRole('button', { name: close, exact: true }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(caseCards(page).nth(2)).toBeFocused();
    });
  }

  test('the detail tabs follow the WAI-ARIA pattern, with a progress bar; reopening resets them', async ({
    page,
  }) => {
    const sections = cases[0]!.detailSections;
    expect(sections.length).toBe(3);
    await openCase(page, 0);
    const tabs = dialog(page).getByRole('tab');
    const panel = dialog(page).getByRole('tabpanel');
    const track = dialog(page).locator('[role="tablist"] + [aria-hidden="true"]');
    const progress = () =>
      track.evaluate((element) => {
        const fill = element.firstElementChild!.getBoundingClientRect().width;
        return Math.round((fill / element.getBoundingClientRect().width) * 100) / 100;
      });
    const expectSelected = async (index: number) => {
      for (let other = 0; other < sections.length; other += 1) {
        await expect(tabs.nth(other)).toHaveAttribute('aria-selected', String(other === index));
        await expect(tabs.nth(other)).toHaveAttribute('tabindex', other === index ? '0' : '-1');
      }
      await expect(tabs.nth(index)).toHaveText(sections[index]!.title);
      await expect(panel).toContainText(sections[index]!.description);
      await expect(panel).toHaveAttribute(
        'aria-labelledby',
        (await tabs.nth(index).getAttribute('id'))!,
      );
      await expect.poll(progress).toBeCloseTo((index + 1) / sections.length, 1);
    };

    await expect(tabs).toHaveCount(sections.length);
    await expectSelected(0);
    await tabs.nth(2).click();
    await expectSelected(2);
    await expect(tabs.nth(2)).toBeFocused();

    // With focus on the tab list the arrows move focus and selection together, wrapping.
    await page.keyboard.press('ArrowRight');
    await expectSelected(0);
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectSelected(2);
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expectSelected(0);
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expectSelected(2);
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectSelected(1);
    await expect(tabs.nth(1)).toBeFocused();

    // Closed on 'Qué construimos' and opened again: back on the first tab.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await caseCards(page).nth(0).click();
    await expect(dialog(page)).toBeVisible();
    await expectSelected(0);
  });

  test('↑/↓ walk through every case, updating the counter and the content, and wrap', async ({
    page,
  }) => {
    const total = cases.length;
    expect(total).toBe(5);
    await openCase(page, total - 1);
    const counter = dialog(page).getByText(/^Caso \d+ \/ \d+$/);
    const heading = dialog(page).getByRole('heading', { level: 2 });
    await expect(counter).toHaveText(`Caso ${total} / ${total}`);
    await expect(heading).toHaveText(cases[total - 1]!.headline);
    // Counter sits between the previous and next buttons.
    await expect(counter.locator('xpath=preceding-sibling::button')).toHaveText('Anterior');
    await expect(counter.locator('xpath=following-sibling::button')).toHaveText('Siguiente');
    for (let step = 0; step < total; step += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(counter).toHaveText(`Caso ${step + 1} / ${total}`);
      await expect(heading).toHaveText(cases[step]!.headline);
    }
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(counter).toHaveText(`Caso ${total - 2} / ${total}`);
    await expect(heading).toHaveText(cases[total - 3]!.headline);
  });
});

test.describe('dot navigator', () => {
  const dotsOf = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la página' });

  test('it has the eight spec sections', () => {
    expect(home.dotNavigation.map((dot) => dot.id)).toEqual(homeSectionIds);
  });

  test('every dot has a name and brings its section into view, and is then the current one', async ({
    page,
  }) => {
    await page.goto('/');
    const dots = dotsOf(page).getByRole('link');
    await expect(dots).toHaveCount(home.dotNavigation.length);
    // In reverse, so every click has to move the page.
    for (const { id, label } of [...home.dotNavigation].reverse()) {
      const dot = dotsOf(page).getByRole('link', { name: label, exact: true });
      await expect(dot).toHaveAttribute('href', `#${id}`);
      await dot.click();
      await expect.poll(() => mostlyInView(page.locator(`#${id}`)), { message: id }).toBe(true);
      await expect(dot).toHaveAttribute('aria-current', 'true');
      await expect(dotsOf(page).locator('[aria-current]')).toHaveCount(1);
    }
  });

  test('the current section is marked while scrolling', async ({ page }) => {
    await page.goto('/');
    const current = dotsOf(page).locator('[aria-current="true"]');
    for (const { id, label } of home.dotNavigation) {
      await page
        .locator(`#${id}`)
        .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect(current, id).toHaveAttribute('aria-label', label);
      await expect(current).toHaveCount(1);
    }
  });
});

test.describe('hero content', () => {
  test('badge, claims, key indicators, how we work and feature cards come from the page', async ({
    page,
  }) => {
    await page.goto('/');
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
    expect(hero.indicators!.items).toHaveLength(5);
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
    expect(hero.actions!.map((action) => action.href)).toEqual([
      '#success-stories',
      '#contact-form',
    ]);
    for (const action of hero.actions!) {
      await expect(section.getByRole('link', { name: action.label })).toHaveAttribute(
        'href',
        action.href,
      );
      await expect(page.locator(action.href)).toHaveCount(1);
    }
  });
});
