import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { renderAllAttr } from '../../src/ui/renderWholePage';
import { leadsFile } from '../../playwright.config';

/**
 * Waits for an island's hydration. A lazy island's chunk loads after the page's own work, and
 * with two Playwright workers on this 2-core machine that can take more than the default 5 s.
 */
export const expectHydrated = (island: Locator) =>
  expect(island).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });

const pagesDir = join(import.meta.dirname, '../../site-config/pages');

/** Every route of the site, read from the page files (no route list in tests either). */
/**
 * The tests that slow the CPU 6× share this lock: two of them side by side on a two-core machine
 * took 10-15 s to hydrate the home page's cases and timed out, which no visitor's phone does.
 */
export const slowCpuLock = 'slow-cpu';

export const routes = readdirSync(pagesDir)
  .map(
    (name) =>
      JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as {
        path: string;
        meta: { title: string };
      },
  )
  .filter((page) => page.path !== '/404' && !page.path.includes(':'));

const collectionsDir = join(import.meta.dirname, '../../site-config/collections');
const slugsOf = (collection: string) =>
  readdirSync(join(collectionsDir, collection)).map((file) => file.replace(/\.(md|json)$/, ''));

/** Routes generated from collections through the template pages. */
export const collectionRoutes = [
  ...slugsOf('blog').map((slug) => `/blog/${slug}`),
  ...slugsOf('cases').map((slug) => `/casos-exito/${slug}`),
  ...slugsOf('services').map((slug) => `/servicios/${slug}`),
];

export const cityRoutes = [
  '/desarrollo-software-santiago',
  '/desarrollo-software-valparaiso',
  '/desarrollo-software-concepcion',
];

export const mapsHost = /https:\/\/(maps|www)\.google\.com\//;

/** No internet here: answer Google Maps with a tiny page so the map can load. */
export async function fakeMaps(page: Page) {
  await page.route(mapsHost, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Mapa</title><p>Mapa</p>',
    }),
  );
}

/** Console errors and warnings, and uncaught exceptions, while the page runs. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}

/** Renders what waits for the viewport (renderWhenNear), so checks and screenshots see it all. */
export async function renderWholePage(page: Page) {
  await page.evaluate(
    (attribute) => document.documentElement.setAttribute(attribute, ''),
    renderAllAttr,
  );
}

/** Leads stored by the inbox, read back the way a person does: `npm run leads -- --json`. */
export function storedLeads(): {
  nombre: string;
  correo: string;
  empresa: string;
  comentario: string;
  submissionId: string;
  spam: boolean;
}[] {
  const out = execFileSync('npx', ['tsx', 'scripts/leads.ts', '--json'], {
    env: { ...process.env, LEADS_FILE: leadsFile },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

export type FailureMode = 'aborted' | 'timeout' | '500' | '429' | 'html' | 'ok-false' | 'offline';
export const failureModes: FailureMode[] = [
  'aborted',
  'timeout',
  '500',
  'html',
  'ok-false',
  'offline',
];

/** Makes POST /api/leads fail in one of the ways the network or a receiver can fail. */
export async function breakLeads(page: Page, mode: FailureMode) {
  if (mode === 'offline') return;
  await page.route('**/api/leads', async (route) => {
    switch (mode) {
      case 'aborted':
        return route.abort('connectionreset');
      case 'timeout':
        return; // never answers: the client gives up after its timeout
      case '500':
        return route.fulfill({ status: 500, body: 'Internal Server Error' });
      case '429':
        return route.fulfill({ status: 429, body: 'Too Many Requests' });
      case 'html':
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><p>Error</p>',
        });
      case 'ok-false':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"ok":false}',
        });
    }
  });
}

/** For every visible focusable inside `scope`, the contrast between its focus ring and what is
 * behind the ring (the stack of backgrounds at a point just outside its box, blended). */
export async function focusRingContrasts(page: Page, scope: string) {
  await page.keyboard.press('Tab'); // keyboard modality, so focus() shows :focus-visible
  return page.evaluate((selector) => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: value.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [x = 0, y = 0, z = 0] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    const behind = (element: Element) => {
      const box = element.getBoundingClientRect();
      const x = Math.max(0, box.left - 5);
      const y = box.top + box.height / 2;
      const layers = [];
      for (const candidate of document.elementsFromPoint(x, y)) {
        if (element.contains(candidate)) continue;
        const colour = rgba(getComputedStyle(candidate).backgroundColor);
        if (colour.a > 0) layers.push(colour);
        if (colour.a === 1) break;
      }
      let base = rgba(getComputedStyle(document.body).backgroundColor);
      if (base.a < 1) base = rgba(getComputedStyle(document.documentElement).backgroundColor);
      for (const layer of layers.reverse())
        base = {
          r: layer.r * layer.a + base.r * (1 - layer.a),
          g: layer.g * layer.a + base.g * (1 - layer.a),
          b: layer.b * layer.a + base.b * (1 - layer.a),
          a: 1,
        };
      return base;
    };
    return [...document.querySelectorAll<HTMLElement>(`${selector} a, ${selector} button`)]
      .filter((element) => element.getClientRects().length > 0 && element.offsetParent !== null)
      .map((element) => {
        // Smooth scrolling would leave the element out of view when its background is read.
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        element.focus({ preventScroll: true });
        const style = getComputedStyle(element);
        const ring = rgba(style.outlineColor);
        const back = behind(element);
        const [light, dark] = [luminance(ring), luminance(back)].sort((a, b) => b - a) as [
          number,
          number,
        ];
        return {
          name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}"`,
          visible: element.matches(':focus-visible') && style.outlineStyle !== 'none',
          ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
        };
      });
  }, scope);
}
