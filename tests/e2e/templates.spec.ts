// The theme × width matrix (390, 1280 and 1440 px; light and dark) on one page per template.
// At 390 px the route sweep (sweep.spec.ts) already loads every URL, these pages included, and
// checks it in both themes; this file adds the desktop widths: each page loaded fresh at 1280 and
// 1440 px (what script decides from the width, such as the menu, is decided at load), axe-core
// in full in the light theme and its colour rules in the dark one (the only rules the theme can
// change), no sideways scrolling, and no white slab in the dark. Pages of one template share
// their layout, so one stands for all.
import { expect, test } from '@playwright/test';
import {
  axeViolations,
  colourRules,
  nearWhiteSurfaces,
  showEverything,
  sidewaysOverflow,
  switchTheme,
} from './pageChecks';
import { fakeMaps } from './support';

const templates = {
  home: '/',
  landing: '/software-factory',
  city: '/desarrollo-software-santiago',
  'service detail': '/servicios/desarrollo-software-medida',
  case: '/casos-exito/sistema-gestion-logistica',
  'blog post': '/blog/desarrollo-web-tendencias-2025',
  'blog index': '/blog',
  contact: '/contacto',
  calculator: '/costo-desarrollo-apps-chile',
  legal: '/privacidad',
  team: '/equipo',
  'not found': '/no-existe',
};

test.describe.configure({ timeout: 120_000 });
test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

for (const width of [1280, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [template, path] of Object.entries(templates)) {
      test(`${template} (${path}), light and dark`, async ({ page }) => {
        await fakeMaps(page);
        await page.goto(path);
        await showEverything(page);
        expect.soft(await sidewaysOverflow(page), 'sideways').toEqual([]);
        expect.soft(await axeViolations(page), 'axe, light').toEqual([]);
        await switchTheme(page, 'dark');
        expect.soft(await axeViolations(page, colourRules), 'axe colour rules, dark').toEqual([]);
        expect.soft(await nearWhiteSurfaces(page), 'white slabs, dark').toEqual([]);
      });
    }
  });
}
