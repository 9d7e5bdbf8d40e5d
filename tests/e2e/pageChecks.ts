// Whole-page checks shared by the route sweep (every URL once) and the template matrix (one page
// per template at every width and theme). Each returns the problems it found, as readable
// strings, so a failure names what is wrong and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectHydrated, renderWholePage, scrollThrough } from './support';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The axe rules whose result depends on the colours, so on the theme; every other rule reads
 * the markup, the names and the layout, which the theme does not change. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe-core's WCAG 2.0-2.2 A/AA violations, or only those of the given rules. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** Records Content-Security-Policy violations from the first script on; read them with
 * `cspViolations`. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Brings the page to rest with everything on it: scrolled through once (what waits for the
 * viewport loads), every island hydrated, every section rendered, lazy images decoded, and every
 * accordion open but the section map, so the checks see the whole page. */
export async function showEverything(page: Page) {
  await scrollThrough(page);
  for (const island of await page.locator('[data-island]').all()) {
    if ((await island.getAttribute('data-trigger')) === 'interaction') await island.hover();
    await expectHydrated(island);
  }
  await renderWholePage(page);
  await page.evaluate(async () => {
    // Not the folded section map: open, it fades the text under it on purpose (the checks
    // would read that as low contrast), and its links are the margin's list, checked wide.
    for (const details of document.querySelectorAll<HTMLDetailsElement>(
      'details:not([data-toc-fold] details)',
    ))
      details.open = true;
    // A broken image would not stop the checks; the crawl reports it.
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
  });
}

/** Switches the theme the way the toggle does (data-theme on <html>), with the system preference
 * to match, and waits for the colour transitions it starts to end. */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(async (value) => {
    document.documentElement.dataset.theme = value;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const transitions = document
      .getAnimations()
      .filter(
        (animation) => animation instanceof CSSTransition && animation.playState === 'running',
      );
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, theme);
}

/** Elements that make the page scroll sideways at the current width (none when it fits). */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    if (document.documentElement.scrollWidth <= viewport) return [];
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > viewport + 1;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 40)}`,
      );
    return [
      `${document.documentElement.scrollWidth} px wide at ${viewport} px: ${outside.join(', ')}`,
    ];
  });
}

/** Controls under 24×24 px (WCAG 2.5.8); links inside running text are exempt. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        if (element.closest('[hidden], [aria-hidden="true"], dialog:not([open])')) return false;
        // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
        if (style.display === 'inline' && element.closest('p, li, dd, td, figcaption'))
          return false;
        if (element.classList.contains('skip-link')) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width < 24 || box.height < 24);
      })
      .map(
        (element) =>
          `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`,
      ),
  );
}

/**
 * Headings that break the outline, in document order: any before the h1, and any more than one
 * level deeper than the heading before it (h1 → h3). Hidden ones count too, as for a checker.
 */
export function headingOrderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let previous = 0;
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
      const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
      const label = `h${level} "${heading.textContent?.trim().slice(0, 60)}"`;
      if (previous === 0 && level !== 1) problems.push(`${label} before the h1`);
      else if (level > previous + 1) problems.push(`${label} after an h${previous}`);
      if (previous > 0 || level === 1) previous = level;
    }
    return problems;
  });
}

/** What a pre-rendered page must have in its <head>: one title, one canonical (in the head,
 * none in the body) and the social tags. */
export function headTagProblems(html: string): string[] {
  const [head = '', body = ''] = html.split('</head>');
  const problems: string[] = [];
  const titles = html.match(/<title>/g)?.length ?? 0;
  if (titles !== 1) problems.push(`${titles} <title> elements`);
  const canonicals = head.match(/rel="canonical"/g)?.length ?? 0;
  if (canonicals !== 1) problems.push(`${canonicals} canonical links in <head>`);
  if (body.includes('rel="canonical"')) problems.push('a canonical link in <body>');
  for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
    if (!head.includes(`property="${tag}"`)) problems.push(`no ${tag}`);
  if (!head.includes('name="twitter:card"')) problems.push('no twitter:card');
  return problems;
}

export interface GridReport {
  where: string;
  rows: number[];
  tracks: number;
  lone: boolean;
  emptyColumns: boolean;
}

/**
 * Every card grid of the page: a CSS grid of two or more columns whose first row holds two or
 * more boxes of one width (layout grids, such as a number beside its text, have unequal ones).
 * Rows are read from the cards' boxes, as a visitor sees them.
 */
export function cardGrids(page: Page): Promise<GridReport[]> {
  return page.evaluate(() => {
    const reports: GridReport[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(grid);
      // A grid of named areas is a layout (the contact form beside its steps), not cards.
      if (style.display !== 'grid' || style.gridTemplateAreas !== 'none') continue;
      // Filled column by column, it is a list read down its columns (five process steps as 3 and
      // 2): an odd count leaves the last column one shorter, no card alone at the end of a row.
      if (style.gridAutoFlow.startsWith('column')) continue;
      const tracks = style.gridTemplateColumns.split(' ').filter((t) => parseFloat(t) > 0).length;
      const boxes = [...grid.children]
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (tracks < 2 || boxes.length < 2) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) {
        const top = Math.round(box.top);
        rows.set(top, [...(rows.get(top) ?? []), box]);
      }
      const ordered = [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top)!);
      const first = ordered[0]!;
      const last = ordered.at(-1)!;
      const width = first[0]!.width;
      if (first.length < 2 || first.some((box) => Math.abs(box.width - width) > 2)) continue;
      const block = grid.closest<HTMLElement>('[data-block]')?.dataset.block ?? '?';
      reports.push({
        where: `${block} > ${grid.tagName.toLowerCase()}`,
        rows: ordered.map((row) => row.length),
        tracks,
        // One box on a later row, no wider than one column: a card left alone.
        lone: ordered.length > 1 && last.length === 1 && last[0]!.width < width * 1.5,
        emptyColumns: ordered.length === 1 && first.length < tracks,
      });
    }
    return reports;
  });
}

/** Card grids that end in a lone card, or fill one row with empty columns after it. */
export async function unbalancedGrids(page: Page): Promise<string[]> {
  return (await cardGrids(page))
    .filter((grid) => grid.lone || grid.emptyColumns)
    .map((grid) => `${grid.where}: rows ${grid.rows.join(' + ')} in ${grid.tracks} columns`);
}

/** Large near-white surfaces (every channel above 235) on the page: in the dark theme there
 * must be none, since a white slab on a black page glares. Pictures are not surfaces. */
export function nearWhiteSurfaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (element.parentElement?.closest('img, svg, picture, video, iframe')) return false;
        if (element.matches('svg *, video, iframe')) return false;
        const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(
          getComputedStyle(element).backgroundColor,
        );
        if (!match || Number(match[4] ?? 1) < 0.5) return false;
        if ([match[1], match[2], match[3]].some((channel) => Number(channel) <= 235)) return false;
        const box = element.getBoundingClientRect();
        // Large slabs, and smaller light plates around a picture (logo tiles and badges, whose
        // whole wall glares though each tile is small).
        const plate = element.matches('img') || element.querySelector('img') !== null;
        return (
          (box.width >= 240 && box.height >= 120) || (plate && box.width >= 80 && box.height >= 40)
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} in ${
            element.closest('[data-block]')?.getAttribute('data-block') ?? 'page'
          }`,
      ),
  );
}
