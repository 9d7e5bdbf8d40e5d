import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { themeInitScript } from '../../src/seo/themeInit';

const blogDir = join(import.meta.dirname, '../../site-config/collections/blog');
const postCount = readdirSync(blogDir).filter((file) => file.endsWith('.md')).length;

test('the blog index shows one featured post, three highlighted, the rest in a grid, and 10 topics', async ({
  page,
}) => {
  await page.goto('/blog');
  const featured = page.locator('[data-blog-featured] [data-post]');
  await expect(featured).toHaveCount(1);
  expect(await featured.locator('li').count()).toBeLessThanOrEqual(3);
  await expect(page.locator('[data-blog-trending] [data-post]')).toHaveCount(3);
  await expect(page.locator('[data-blog-grid] [data-post]')).toHaveCount(postCount - 4);
  const topics = page.getByRole('group', { name: 'Filtrar por tema' }).getByRole('radio');
  await expect(topics).toHaveCount(1 + 10);
  await expect(
    page.getByRole('heading', { name: 'Recibe insights épicos directo en tu inbox' }),
  ).toBeVisible();
  // Newest first: the featured post is the most recent date.
  const dates = await page
    .locator('[data-post] time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await featured.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test('/blog filters its posts by topic without script, with a click or the arrow keys', async ({
  page,
}) => {
  await page.goto('/blog');
  const topics = page.getByRole('group', { name: 'Filtrar por tema' });
  const visiblePosts = page.locator('[data-post]:visible');
  await expect(visiblePosts).toHaveCount(postCount);
  await topics.getByRole('radio', { name: /^Negocios/ }).click();
  await expect(visiblePosts).toHaveCount(3);
  // The chip names every card it keeps: the topics are the categories the cards show.
  await expect(visiblePosts.getByText('Negocios', { exact: true })).toHaveCount(3);
  // The parts' headings step aside for the topic's: the posts left make one grid.
  await expect(page.getByRole('heading', { name: 'Recomendados', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Negocios · 3 artículos' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(topics.getByRole('radio', { name: /^Tendencias/ })).toBeChecked();
  await expect(visiblePosts).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Negocios · 3 artículos' })).toBeHidden();
  // Back to every post from the topic's heading, as on a phone where "Todos" scrolled away.
  await page
    .getByText('Ver todos los artículos', { exact: true })
    .filter({ visible: true })
    .click();
  await expect(topics.getByRole('radio', { name: /^Todos/ })).toBeChecked();
  await expect(visiblePosts).toHaveCount(postCount);
  await expect(page.getByRole('heading', { name: 'Recomendados', exact: true })).toBeVisible();
  await expect(page.locator('[data-topic-heading]:visible')).toHaveCount(0);
  expect(await page.locator('script[src]').count()).toBeLessThanOrEqual(1);
});

test('an article shows its fields, a safe body, hashtags, recommended reads and the newsletter', async ({
  page,
}) => {
  await page.goto('/blog/desarrollo-web-tendencias-2025');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toContainText('Desarrollo web en 2025');
  await expect(article.locator('time')).toHaveAttribute('datetime', '2025-07-22');
  await expect(article.getByText('22 de julio de 2025')).toBeVisible();
  await expect(article.getByText(/min de lectura/)).toBeVisible();
  const description = await page.locator('meta[property="og:description"]').getAttribute('content');
  expect(description?.length).toBeLessThanOrEqual(100);
  // The hero image's alt is the article description cut at 80 characters (SPEC §9), read from the
  // article's own front matter: cut at a word boundary, then '…', never in the middle of a word.
  const source = readFileSync(join(blogDir, 'desarrollo-web-tendencias-2025.md'), 'utf8');
  const frontMatter = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '') as {
    description: string;
  };
  expect(frontMatter.description.length).toBeGreaterThan(80);
  const alt = (await article.locator('img').first().getAttribute('alt')) ?? '';
  expect(alt.length).toBeLessThanOrEqual(80);
  expect(alt.length).toBeGreaterThan(60);
  expect(alt.endsWith('…')).toBe(true);
  const kept = alt.slice(0, -1);
  expect(frontMatter.description.startsWith(kept)).toBe(true);
  expect(frontMatter.description.charAt(kept.length)).toMatch(/[\s,.;:]/);
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByText(/^#/).first()).toBeVisible();
  // The text closes on a next step, then on who wrote it, linked to their card on the team page.
  await expect(
    article.getByRole('complementary', { name: '¿Evaluando cómo construir tu próximo software?' }),
  ).toBeVisible();
  const author = article.getByRole('complementary', { name: /^Sebastián Fuentes/ });
  await expect(author.getByRole('link', { name: 'Conoce al equipo' })).toHaveAttribute(
    'href',
    '/equipo#equipo-sebastian-fuentes',
  );
  await expect(article.getByRole('link', { name: 'Sebastián Fuentes' })).toHaveAttribute(
    'href',
    '/equipo#equipo-sebastian-fuentes',
  );
  const related = page.getByRole('navigation', { name: 'Lecturas recomendadas' });
  for (const link of await related.getByRole('link').all())
    await expect(link).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  await expect(
    page.getByRole('heading', { name: 'Recibe insights épicos directo en tu inbox' }),
  ).toBeVisible();
  // The only inline script is the theme's, which the CSP allows by its hash.
  const inline = page.locator('script:not([src]):not([type])');
  await expect(inline).toHaveCount(1);
  expect(await inline.textContent()).toBe(themeInitScript);
  await expect(page.locator('a[href="/contacto"]').first()).toBeAttached();
});

test('on a phone an article table of two columns stays a table, a wider one becomes cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/como-elegir-empresa-desarrollo-software-chile');
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  await header('Peso sugerido').scrollIntoViewIfNeeded();
  await expect(header('Peso sugerido')).toBeVisible();
  const weight = page.getByRole('cell', { name: '20%' }).first();
  const criterion = page.getByRole('cell', { name: 'Proceso visible', exact: true });
  expect((await weight.boundingBox())!.x).toBeGreaterThan((await criterion.boundingBox())!.x);
  // The four-column comparison of providers: its headings move into each card.
  const providers = page.getByRole('region', { name: /^Tabla: Modelo/ });
  expect(
    await providers.locator('thead').evaluate((head) => head.getBoundingClientRect().height),
  ).toBeLessThan(2);
  const row = providers.getByRole('row').nth(1);
  expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('grid');
});

test('on a phone a table of figures stays a table, both totals side by side, the page as wide as the screen', async ({
  page,
}) => {
  // Review 87E: as cards, the five-year cost comparison put its two totals 1,300 px apart.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/sistema-gestion-empresarial-comprar-desarrollar-medida');
  const costs = page.getByRole('region', { name: /^Tabla: Partida, a cinco años/ });
  await costs.scrollIntoViewIfNeeded();
  const total = costs.getByRole('row').filter({ hasText: 'Total a cinco años' });
  const [erp, hybrid] = await total
    .getByRole('cell')
    .evaluateAll((cells) => cells.slice(1).map((cell) => cell.getBoundingClientRect()));
  expect(Math.abs(erp!.top - hybrid!.top)).toBeLessThan(2);
  expect(erp!.right).toBeLessThan(hybrid!.left + 1);
  // Kept whole, it once widened the article and the page scrolled sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('a ranked table is a short card per row on a phone, and its rank a narrow column on a desktop', async ({
  page,
}) => {
  // Review 49A: as cards with a heading over every value, seven rows ran to 1,900 px; as a
  // table at 1280, one digit took a 113 px column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/ciberseguridad-aplicaciones-web-empresas-chile');
  const table = page.getByRole('region', { name: /^Tabla: Prioridad/ });
  const rows = table.getByRole('row');
  const first = rows.nth(1);
  const rank = first.getByRole('cell').nth(0);
  const effort = first.getByRole('cell').nth(2);
  await rank.scrollIntoViewIfNeeded();
  // Rank and effort side by side, over the control.
  expect((await effort.boundingBox())!.y).toBeCloseTo((await rank.boundingBox())!.y, -1);
  expect((await first.getByRole('cell').nth(1).boundingBox())!.y).toBeGreaterThan(
    (await rank.boundingBox())!.y,
  );
  expect((await table.boundingBox())!.height).toBeLessThan(1_300);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await rank.boundingBox())!.width).toBeLessThan(90);
});

for (const [path, text] of [
  ['/blog/no-existe', 'Contenido en construcción'],
  ['/servicios/no-existe', 'Servicio no encontrado'],
  ['/casos-exito/cs3', 'Caso de éxito no encontrado'],
] as const) {
  test(`an unknown slug (${path}) answers 404 with '${text}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('the unknown-article page says it is being updated and links back to the blog', async ({
  page,
}) => {
  await page.goto('/blog/no-existe');
  await expect(
    page.getByText('Este artículo está siendo actualizado para la nueva experiencia del blog.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a case detail shows only related cases that have a page, with 120-character previews', async ({
  page,
}) => {
  await page.goto('/casos-exito/sistema-gestion-logistica');
  for (const heading of ['Desafíos', 'Nuestra Solución', 'Resultados'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  // Its JSON names cs10 and cs8, the two other logistics cases, in that order.
  const related = page.locator('section[aria-labelledby="relacionados"]');
  await expect(related.getByRole('link')).toHaveCount(2);
  await expect(related.getByRole('link').nth(0)).toHaveAttribute(
    'href',
    '/casos-exito/modernizacion-despacho-transandina',
  );
  await expect(related.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    '/casos-exito/gestion-pedidos-ecommerce',
  );
  for (const preview of await related.locator('p').allTextContents())
    expect(preview.length).toBeLessThanOrEqual(120);
  await expect(page.locator('a[href="/casos-exito/cs3"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contáctanos', exact: true })).toHaveAttribute(
    'href',
    '/#contact-form',
  );
});

const casesDir = join(import.meta.dirname, '../../site-config/collections/cases');
const caseCount = readdirSync(casesDir).filter((file) => file.endsWith('.json')).length;

test('/casos-exito lists every case with a link to it, and no island', async ({ page }) => {
  await page.goto('/casos-exito');
  await expect(page.locator('#casos a[href^="/casos-exito/"]')).toHaveCount(caseCount);
  await expect(page.locator('[data-island]')).toHaveCount(0);
});

/** /casos-exito at a width, and its industry filter. */
async function openCaseFilter(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/casos-exito');
  return page.getByRole('group', { name: 'Filtrar por industria' });
}

test('/casos-exito filters by industry with the keyboard or a click, and keeps every row full', async ({
  page,
}) => {
  const filter = await openCaseFilter(page, 1280);
  const cards = page.locator('#casos li:has(h3)');
  const all = filter.getByRole('radio', { name: /^Todas/ });
  await expect(all).toBeChecked();
  await expect(filter.getByRole('radio').first()).toHaveAccessibleName(
    `Todas (${caseCount} casos)`,
  );
  await expect(cards.filter({ visible: true })).toHaveCount(caseCount);

  /** The visible cards fill every row of the grid: no card left alone on the last row. */
  const expectFullRows = async () => {
    const grid = await page.locator('#casos ul:has(> li h3)').boundingBox();
    const boxes = await cards
      .filter({ visible: true })
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes)
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    for (const row of rows.values()) {
      expect(Math.min(...row.map((box) => box.left))).toBeCloseTo(grid?.x ?? 0, 0);
      expect(Math.max(...row.map((box) => box.right))).toBeCloseTo(
        (grid?.x ?? 0) + (grid?.width ?? 0),
        0,
      );
    }
  };
  await expectFullRows();

  // Keyboard: Tab reaches the checked option, arrows move the choice, with a visible ring.
  await all.focus();
  await page.keyboard.press('ArrowRight');
  const finance = filter.getByRole('radio', { name: /^Finanzas/ });
  await expect(finance).toBeChecked();
  await expect(finance).toBeFocused();
  await expect(finance.locator('xpath=following-sibling::span')).toHaveCSS(
    'outline-style',
    'solid',
  );
  // The page groups Finanzas and Seguros under one option.
  await expect(cards.filter({ visible: true })).toHaveCount(3);
  for (const card of await cards.filter({ visible: true }).all())
    await expect(card).toContainText(/Finanzas|Seguros/);
  await expectFullRows();

  // A click on another option; every option shows as many cards as its label says.
  for (const radio of await filter.getByRole('radio').all()) {
    const name = (await radio.getAttribute('value')) ?? '';
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
    const count = Number(
      /\((\d+) casos?\)/.exec((await radio.locator('xpath=..').textContent()) ?? '')?.[1],
    );
    await expect(cards.filter({ visible: true }), name).toHaveCount(count);
    await expectFullRows();
  }
  await filter.getByRole('radio', { name: /^Agro/ }).locator('xpath=..').click();
  for (const card of await cards.filter({ visible: true }).all())
    await expect(card).toContainText('Agro');
  await all.locator('xpath=..').click();
  await expect(cards.filter({ visible: true })).toHaveCount(caseCount);
});

test('the chosen industry is in the address: shared or reloaded, the list comes back filtered', async ({
  page,
}) => {
  const filter = await openCaseFilter(page, 1280);
  const cards = page.locator('#casos li:has(h3)');
  await filter.getByRole('radio', { name: /^Agro/ }).locator('xpath=..').click();
  await expect(page).toHaveURL(/\/casos-exito\?industria=agro$/);
  const agro = await cards.filter({ visible: true }).count();
  expect(agro).toBeLessThan(caseCount);
  // Opened from the address alone, as a shared link is: at the filter, its chip in view, on a
  // phone too, where the chip is near the row's end.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/casos-exito?industria=educacion');
    const chip = filter.getByRole('radio', { name: /^Educación/ });
    await expect(chip).toBeChecked();
    await expect(chip.locator('xpath=..')).toBeInViewport({ ratio: 1 });
    await expect(cards.filter({ visible: true }).first()).toBeInViewport();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/casos-exito?industria=agro');
  await expect(filter.getByRole('radio', { name: /^Agro/ })).toBeChecked();
  await expect(cards.filter({ visible: true })).toHaveCount(agro);
  // The whole list again has a plain address, by its chip or by 'Ver todos'.
  await page.getByRole('button', { name: 'Ver todos los casos' }).click();
  await expect(page).toHaveURL(/\/casos-exito$/);
  await expect(cards.filter({ visible: true })).toHaveCount(caseCount);
  await filter
    .getByRole('radio', { name: /^Finanzas/ })
    .locator('xpath=..')
    .click();
  await filter
    .getByRole('radio', { name: /^Todas/ })
    .locator('xpath=..')
    .click();
  await expect(page).toHaveURL(/\/casos-exito$/);
  // An industry the page does not have leaves the whole list.
  await page.goto('/casos-exito?industria=%3Cscript%3E');
  await expect(cards.filter({ visible: true })).toHaveCount(caseCount);
});

test('on a phone the chosen industry chip is scrolled fully into view, clear of the edges', async ({
  page,
}) => {
  const filter = await openCaseFilter(page, 390);
  const chips = await filter.locator('label').all();
  // Along the row and back: the browser scrolls each chip it focuses into view.
  for (const chip of [...chips, ...chips.slice(0, -1).reverse()]) {
    await chip.click();
    await expect(chip.getByRole('radio')).toBeChecked();
    await expect(async () => {
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width).toBeLessThanOrEqual(390 - 16);
    }).toPass();
  }
  // After a choice at the row's end, "Todas" is out of view: the chosen industry's heading has
  // the way back to the whole list.
  await chips.at(-1)!.click();
  // A reset button: in the tab order, named as a button.
  const showAll = page.getByRole('button', { name: 'Ver todos los casos' });
  await expect(showAll).toHaveCount(1);
  await showAll.focus();
  await page.keyboard.press('Enter');
  const all = filter.getByRole('radio', { name: /^Todas/ });
  await expect(all).toBeChecked();
  // Focus goes to the chip now checked, scrolled back into the row's view.
  await expect(all).toBeFocused();
  await expect(all.locator('xpath=..')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#casos li:has(h3)').filter({ visible: true })).toHaveCount(caseCount);
  await expect(showAll).toHaveCount(0);
});

test('on a phone each case shows its screen across the card, above its title, the whole card a link', async ({
  page,
}) => {
  await openCaseFilter(page, 390);
  const cards = page.locator('#casos li:has(h3)');
  for (const card of await cards.all()) {
    // A card is laid out only as it nears the viewport (renderWhenNear).
    await card.scrollIntoViewIfNeeded();
    // The picture's own box, where the screen is clipped to: drawn 1.7 times by its corner
    // (screenCorner), its transformed bounds reach past the box they are clipped to.
    const picture = await card
      .locator('img')
      .filter({ visible: true })
      .evaluate((image) => {
        image.style.transform = 'none';
        const { y, width, height } = image.getBoundingClientRect();
        image.style.transform = '';
        return { y, width, height };
      });
    const title = (await card.locator('h3').boundingBox())!;
    const box = (await card.boundingBox())!;
    // Across the card, not a thumbnail beside the title (review 64C: 100 px, unreadable).
    expect(picture.width).toBeGreaterThan(box.width - 4);
    expect(picture.y + picture.height).toBeLessThanOrEqual(title.y);
    await expect(card.getByText('Ver caso')).toBeVisible();
  }
  // A tap on the picture opens the case: the last card's, in view after the loop (a smooth
  // scroll back up moved the first under the pointer).
  const last = cards.last();
  const href = await last.locator('h3 a').getAttribute('href');
  // Forced: the card's link lies over the picture and takes the click, which is the point.
  await last.locator('img').filter({ visible: true }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a service detail has its breadcrumb, process, side card and closing link', async ({
  page,
}) => {
  await page.goto('/servicios/desarrollo-aplicaciones-moviles');
  const crumbs = page.getByRole('navigation', { name: 'Miga de pan' });
  await expect(crumbs.getByRole('link', { name: 'Servicios' })).toHaveAttribute(
    'href',
    '/servicios',
  );
  // The opening band's button to the contact page, as the navbar's; the side card's link to the
  // home page's form (spec); the band's second button is the service's own (the calculator here).
  await expect(page.getByRole('link', { name: 'Cotiza tu proyecto', exact: true })).toHaveAttribute(
    'href',
    '/contacto',
  );
  await expect(page.getByRole('link', { name: 'Calcula el costo de tu app' })).toHaveAttribute(
    'href',
    '/costo-desarrollo-apps-chile#calculadora',
  );
  const contact = page.getByRole('link', { name: 'Contáctanos', exact: true });
  await expect(contact).toHaveCount(1);
  await expect(contact).toHaveAttribute('href', '/#contact-form');
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Contáctanos' }),
  ).toBeAttached();
  await expect(page.getByRole('link', { name: 'Iniciar Proyecto' })).toHaveAttribute(
    'href',
    '/#contact-form',
  );
  await expect(page.locator('a[href^="/casos-exito/"]').first()).toBeVisible();
  // The light theme's drawings (each case may also carry its dark one, hidden here).
  const caseImages = page.locator(
    'section[aria-labelledby="casos"] li img:not([data-dark-variant])',
  );
  const service = JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '../../site-config/collections/services/desarrollo-aplicaciones-moviles.json',
      ),
      'utf8',
    ),
  ) as { caseStudies: { imageUrl: string }[] };
  await expect(caseImages).toHaveCount(service.caseStudies.length);
  for (const [index, image] of (await caseImages.all()).entries()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', service.caseStudies[index]?.imageUrl ?? '');
    await expect(image).toHaveAttribute('alt', /^Pantalla del proyecto /);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  // Without one of its own, the second button goes down to the service's cases.
  await page.goto('/servicios/desarrollo-software-medida');
  await expect(page.getByRole('link', { name: 'Ver casos de éxito' })).toHaveAttribute(
    'href',
    '#casos',
  );
});

test('/servicios has three cards that lead to the contact form and the four-step process', async ({
  page,
}) => {
  await page.goto('/servicios');
  const cards = page.locator('#servicios li:has(h3)');
  await expect(cards).toHaveCount(3);
  for (const title of ['Desarrollo Web', 'Apps Móviles', 'Automatización'])
    await expect(
      cards.filter({ hasText: title }).getByRole('link', { name: 'Contactar' }),
    ).toHaveAttribute('href', '/#contact-form');
  for (const step of ['Análisis', 'Planificación', 'Desarrollo', 'Entrega'])
    await expect(page.locator('#proceso h3', { hasText: step })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Hablar con un Experto' })).toBeVisible();
});

test('a case gallery opens each screen at full size over the page, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/casos-exito/sistema-gestion-logistica');
  const zoom = page.getByRole('button', { name: /^Ampliar: App de conductores/ });
  await zoom.click();
  const sheet = page.getByRole('dialog', { name: /^App de conductores/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('img')).toBeInViewport({ ratio: 1 });
  await expect(sheet.getByRole('button', { name: 'Cerrar' })).toBeInViewport({ ratio: 1 });
  // The screen fills its sheet: no grey bars beside it (review 33C).
  const [image, frame] = await sheet.evaluate((element) => [
    element.querySelector('img')!.getBoundingClientRect().width,
    element.clientWidth - parseFloat(getComputedStyle(element).paddingInline) * 2,
  ]);
  expect(image).toBeCloseTo(frame!, 0);
  // The page stays put behind it.
  const before = await page.evaluate(() => scrollY);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => scrollY)).toBe(before);
  // Screen to screen without closing (review 34C), from the solution's screens on to the
  // gallery's: one series.
  await expect(sheet).toContainText('2 / 4');
  await sheet.getByRole('button', { name: 'Pantalla siguiente' }).click();
  await expect(sheet).toBeHidden();
  const first = page.getByRole('dialog', { name: /^Bodega Central/ });
  await expect(first).toBeVisible();
  await expect(first).toContainText('3 / 4');
  await first.getByRole('button', { name: 'Pantalla anterior' }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/casos-exito\/sistema-gestion-logistica$/);
});

test('a case screen takes focus, steps with the arrow keys and gives focus back to its own thumbnail', async ({
  page,
}) => {
  await page.goto('/casos-exito/sistema-gestion-logistica');
  await page.getByRole('button', { name: /^Ampliar: Bodega Central/ }).click();
  const first = page.getByRole('dialog', { name: /^Bodega Central/ });
  const close = first.getByRole('button', { name: 'Cerrar' });
  await expect(close).toBeFocused();
  // Tab goes round the screen's buttons, never to the page under it.
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: 'Pantalla anterior' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  // The screens on either side are loading already.
  await expect(
    page
      .getByRole('dialog', { name: /^Indicadores de flota/, includeHidden: true })
      .locator('img:not([data-dark-variant])'),
  ).toHaveAttribute('loading', 'eager');
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeHidden();
  const next = page.getByRole('dialog').filter({ hasText: '4 / 4' });
  await expect(next).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const beside = page.getByRole('dialog').filter({ hasText: '2 / 4' });
  await expect(beside).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(beside).toBeHidden();
  await expect(page.getByRole('button', { name: /^Ampliar: App de conductores/ })).toBeFocused();
  // Closed by a click outside it, focus goes back to its thumbnail too, not to the page's start.
  await page.getByRole('button', { name: /^Ampliar: Bodega Central/ }).click();
  await expect(first).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(first).toBeHidden();
  await expect(page.getByRole('button', { name: /^Ampliar: Bodega Central/ })).toBeFocused();
});

test("on a phone a case's banner opens zoomed in to be read; on a desktop it is already", async ({
  page,
}) => {
  // Review 49A: at 390 px the dashboard is 342 px wide, its text unreadable. Opened, it is at
  // least twice the phone's width (review 91D), a tap showing it whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/casos-exito/monitoreo-iot-industrial');
  const zoom = page.getByRole('button', { name: /^Ampliar: Pantalla principal/ });
  await zoom.click();
  const sheet = page.getByRole('dialog', { name: /^Pantalla principal/ });
  const image = sheet.getByRole('img');
  await expect(image).toBeVisible();
  expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(779);
  await image.click();
  await expect(image).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(zoom).toBeHidden();
});

test('on a phone a case screen fills the screen, opened zoomed to twice the width; a tap shows it whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/casos-exito/sistema-gestion-logistica');
  // The screens are one row to swipe, the next one showing at the edge: stacked, they took
  // 1,100 px (review 49A).
  const thumbnails = page
    .getByRole('region', { name: 'Galería' })
    .getByRole('button', { name: /^Ampliar:/ });
  const [first, second] = [
    (await thumbnails.nth(0).boundingBox())!,
    (await thumbnails.nth(1).boundingBox())!,
  ];
  expect(second.y).toBe(first.y);
  expect(second.x).toBeLessThan(390);
  await thumbnails.nth(0).click();
  const sheet = page.getByRole('dialog', { name: /^Bodega Central/ });
  await expect(sheet).toBeVisible();
  // The whole screen, not a panel with the page above and below it (review 49A).
  expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(sheet.getByRole('button', { name: 'Cerrar' })).toBeInViewport({ ratio: 1 });
  // It opens zoomed in, ready to drag: whole, it was no larger than its thumbnail (review 91D).
  // As tall as the viewer, and at least twice as wide (review 50A: 40% of the screen black).
  const image = sheet.getByRole('img');
  const pan = (await sheet.locator('.pan').boundingBox())!;
  const opened = (await image.boundingBox())!;
  expect(opened.width).toBeGreaterThanOrEqual(779);
  expect(opened.height).toBeCloseTo(pan.height, 0);
  await expect(sheet.getByText('Desliza para recorrerla · toca para verla entera')).toBeVisible();
  // Focus stays in the dialog (it fell to the page's body: review 50A).
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // A tap shows it whole, at the phone's width...
  const tap = { x: 300, y: pan.y + 40 };
  await page.mouse.click(tap.x, tap.y);
  const whole = (await image.boundingBox())!;
  expect(whole.width).toBeCloseTo(390, 0);
  await expect(image).toBeInViewport({ ratio: 1 });
  await expect(sheet.getByText('Toca la imagen para ampliarla')).toBeVisible();
  // ...and another zooms back in, the point tapped staying under the finger.
  const point = { x: 300, y: whole.y + 40 };
  await page.mouse.click(point.x, point.y);
  const zoomed = (await image.boundingBox())!;
  expect(zoomed.width).toBeGreaterThanOrEqual(779);
  expect((point.x - zoomed.x) / zoomed.width).toBeCloseTo((point.x - whole.x) / whole.width, 2);
  // Closed, it opens zoomed in again, at its top, from where the case says it starts (past a
  // dashboard's side menu, at its title) or from its left edge: on its middle, its title and
  // menu were cut off (review 92F).
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Ampliar: Bodega Central/ }).click();
  const again = (await image.boundingBox())!;
  const from = Number((await sheet.locator('.pan').getAttribute('data-zoom-from')) ?? 0);
  expect(again.width).toBeGreaterThanOrEqual(779);
  expect(again.x).toBeCloseTo(pan.x - from * again.width, -1);
  expect(again.y).toBeCloseTo(pan.y, -1);
});
