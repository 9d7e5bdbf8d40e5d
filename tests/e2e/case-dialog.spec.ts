// The home page's case dialog: how it opens (click, Enter, Space, even before its island has
// hydrated), its tabs and case keys, focus and scroll while open, the deep dive, its sheet at a
// phone and two desktop widths, reduced motion, and axe on the open dialog in both themes.
import { expect, test } from '@playwright/test';
import { caseCards, dialog, openCase } from './caseDialog';
import { expectReachable, overflowsIn, scrollBodyToEnd, settled, sheetOf } from './dialogSheet';
import { cases } from './homePage';
import { expectHydrated, slowCpuLock } from './support';
import { axeViolations, switchTheme } from './pageChecks';

test.describe('on the home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
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
    // The dialog itself takes first focus: a second Enter presses no button; Shift+Tab reaches
    // the last button and Tab wraps from it to the first.
    await expect(dialog(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByText('Caso 2 / 5')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).getByRole('button', { name: 'Seguir explorando' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Anterior' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(caseCards(page).nth(1)).toBeFocused();
    // Focus goes back to the card of the case last shown.
    await page.keyboard.press('Enter');
    // Open, and done entering, before the next press (on a loaded machine the click could reach
    // a sheet still animating in).
    await expect(dialog(page).getByText('Caso 2 / 5')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog(page).getByText('Caso 3 / 5')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(caseCards(page).nth(2)).toBeFocused();
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

  test("the case's screen opens full size; Escape closes it first, then the dialog", async ({
    page,
  }) => {
    await openCase(page, 0);
    const zoom = dialog(page).getByRole('button', { name: /^Ampliar: / });
    await zoom.click();
    const screen = page.locator(':popover-open');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(screen).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
    await expect(zoom).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
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
    // The comment starts with the case (review 35C: it was empty), and the form keeps it once
    // it wakes up.
    const comment = page.getByLabel('Comentario');
    const note = `Quiero conversar sobre un proyecto como el de ${cases[1]!.client}: ${cases[1]!.headline}.`;
    await expect(comment).toHaveValue(note);
    await page.keyboard.type('Ana');
    await expectHydrated(page.locator('[data-island="contactForm"]'));
    await expect(comment).toHaveValue(note);
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

  test('the detail tabs follow the WAI-ARIA pattern; reopening resets them', async ({ page }) => {
    const sections = cases[0]!.detailSections;
    expect(sections.length).toBe(3);
    await openCase(page, 0);
    const tabs = dialog(page).getByRole('tab');
    const panel = dialog(page).getByRole('tabpanel');
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
    };

    // The spec's progress bar under the tabs: filled to the chosen tab, a third per tab.
    const progress = () =>
      dialog(page)
        .locator('[data-tab-progress]')
        .evaluate(
          (bar) =>
            parseFloat(getComputedStyle(bar, '::after').width) / bar.getBoundingClientRect().width,
        );

    await expect(tabs).toHaveCount(sections.length);
    await expectSelected(0);
    await expect.poll(progress).toBeCloseTo(1 / 3, 2);
    await tabs.nth(2).click();
    await expectSelected(2);
    await expect(tabs.nth(2)).toBeFocused();
    await expect.poll(progress).toBeCloseTo(1, 2);

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

  test('the open case dialog has no WCAG A/AA violation, in either theme', async ({ page }) => {
    test.slow(); // two full axe runs
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCase(page, 0);
    expect(await axeViolations(page), 'light').toEqual([]);
    await switchTheme(page, 'dark');
    expect(await axeViolations(page), 'dark').toEqual([]);
  });
});

for (const width of [390, 1280, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test('the case dialog fits its sheet on every tab, keeps its header in view and closes with Escape', async ({
      page,
    }) => {
      await page.goto('/');
      for (const index of [0, 4]) {
        await openCase(page, index);
        const sheet = sheetOf(page);
        const tabs = dialog(page).getByRole('tab');
        const count = await tabs.count();
        expect(count).toBeGreaterThan(1);
        for (let tab = 0; tab < count; tab += 1) {
          await tabs.nth(tab).click();
          await expect(tabs.nth(tab)).toHaveAttribute('aria-selected', 'true');
          await settled(sheet);
          expect(await overflowsIn(sheet), `case ${index + 1}, tab ${tab + 1}`).toEqual([]);
        }

        const header = dialog(page).locator('header').first();
        const controls = ['Anterior', 'Siguiente', 'Cerrar'].map((name) =>
          header.getByRole('button', { name, exact: true }),
        );
        // One row: previous, counter, next and close share a line, even on a phone.
        const counter = header.getByText(/^Caso \d+ \/ \d+$/);
        const rows = await Promise.all(
          [...controls, counter].map(async (control) => (await control.boundingBox())!),
        );
        const middles = rows.map((box) => box.y + box.height / 2);
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);

        expect(await scrollBodyToEnd(sheet)).toBeGreaterThan(200);
        for (const control of controls) await expectReachable(sheet, control);
        expect(await overflowsIn(sheet), `case ${index + 1}, scrolled`).toEqual([]);

        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
        await expect(caseCards(page).nth(index)).toBeFocused();
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tab chosen low in the sheet brings its story into view; the tabs stay while it is read', async ({
    page,
  }) => {
    await page.goto('/');
    await openCase(page, 0);
    const sheet = sheetOf(page);
    const body = await sheet.locator('[tabindex="0"]').first().boundingBox();
    await dialog(page).getByRole('tab', { name: 'Impacto' }).click();
    await settled(sheet);
    const panel = (await dialog(page).getByRole('tabpanel').boundingBox())!;
    expect(panel.y).toBeGreaterThan(body!.y);
    expect(panel.y).toBeLessThan(body!.y + body!.height / 2);
    await page.mouse.move(195, 600);
    await page.mouse.wheel(0, 250);
    await settled(sheet);
    const tabs = (await dialog(page).getByRole('tablist').boundingBox())!;
    expect(tabs.y).toBeGreaterThanOrEqual(body!.y - 1);
    expect(tabs.y).toBeLessThan(body!.y + 40);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the case dialog appears, changes tab and closes at once, with nothing moving', async ({
    page,
  }) => {
    await page.goto('/');
    await openCase(page, 1);
    const sheet = sheetOf(page);
    const still = () =>
      sheet.evaluate((element) => ({
        opacity: getComputedStyle(element).opacity,
        transform: getComputedStyle(element).transform,
        moving: [element, ...element.querySelectorAll<HTMLElement>('*')].filter(
          (node) => !['', 'none'].includes(node.style.transform),
        ).length,
        animations: element.getAnimations({ subtree: true }).length,
      }));
    expect(await still()).toEqual({ opacity: '1', transform: 'none', moving: 0, animations: 0 });
    await dialog(page).getByRole('tab').nth(1).click();
    await expect(dialog(page).getByRole('tabpanel')).toHaveCSS('opacity', '1');
    expect(await still()).toEqual({ opacity: '1', transform: 'none', moving: 0, animations: 0 });
    // "At once" counted in frames, not milliseconds, so a loaded machine cannot fail it: the
    // dialog is gone within two frames of the key (an exit animation would take a dozen).
    await page.keyboard.press('Escape');
    const frames = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const tick = () => {
            if (!document.querySelector('dialog[open]') || count > 30) resolve(count);
            else requestAnimationFrame(() => ((count += 1), tick()));
          };
          tick();
        }),
    );
    expect(frames).toBeLessThanOrEqual(2);
    await expect(dialog(page)).toBeHidden();
    await expect(caseCards(page).nth(1)).toBeFocused();
  });
});

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
  await expectHydrated(island);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Caso 2 / 5');
});

for (const cache of ['cold', 'warm'] as const) {
  test(
    `a case card pressed before its island hydrates opens that case (CPU ×6, ${cache} cache)`,
    {
      lock: slowCpuLock,
    },
    async ({ browser }) => {
      // Five page loads at a sixth of the CPU: about 50 s, more beside another test on a
      // two-core machine (test.slow's 90 s cut them off).
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // Whether the island had hydrated when the press landed, so the test knows it tried early.
      await context.addInitScript(() => {
        window.addEventListener(
          'click',
          () => {
            const island = document.querySelector('[data-island="caseStudies"]');
            (window as unknown as { pressedEarly?: boolean }).pressedEarly ??=
              island !== null && !island.hasAttribute('data-hydrated');
          },
          true,
        );
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      if (cache === 'warm') await page.goto('/');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      let early = 0;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
        await page.goto('/', { waitUntil: 'commit' });
        const card = caseCards(page).nth(attempt);
        await card.waitFor({ state: 'attached' });
        // Scroll there and press at once, as a visitor who knows where the cases are. On a phone
        // the cases slide sideways, each snapping to the row's start.
        const point = await card.evaluate((element) => {
          element.scrollIntoView({ block: 'center', inline: 'start', behavior: 'instant' });
          const rect = element.getBoundingClientRect();
          return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        });
        await page.mouse.click(point.x, point.y);
        await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
        await expect(dialog(page)).toContainText(`Caso ${attempt + 1} / 5`);
        if (await page.evaluate(() => (window as { pressedEarly?: boolean }).pressedEarly))
          early += 1;
      }
      expect(early, 'presses that landed before hydration').toBeGreaterThan(0);
      await context.close();
    },
  );
}
