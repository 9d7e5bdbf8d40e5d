// Content acceptance: what the spec promises about the live site, figure by figure, read off the
// built HTML in dist/ (run `npm run build` first; `npm test` does). This is the one suite that
// reads the marketers' content: when a figure changes on purpose, the spec changes with it. Code
// behaviour is tested on the fixture site (tests/fixtures/site/), never here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load';

const outDir = process.env.OUT_DIR ?? join(projectRoot, 'dist');
if (!existsSync(join(outDir, 'index.html')))
  throw new Error(`No built site in ${outDir}: run npm run build first`);

const origin = 'https://www.australsoftware.cl';

/** The built page at a site path. */
function built(path: string): HTMLElement {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return parse(readFileSync(join(outDir, file), 'utf8'));
}

type Node = Record<string, unknown> & { '@type': string };

/** The page's structured data, node by node. */
function graph(path: string): Node[] {
  const script = built(path).querySelector('script[type="application/ld+json"]');
  return (JSON.parse(script?.text ?? '{}') as { '@graph': Node[] })['@graph'];
}

const nodeOf = (path: string, type: string) => graph(path).find((node) => node['@type'] === type);
const texts = (root: HTMLElement, selector: string) =>
  root.querySelectorAll(selector).map((element) => element.text.replace(/\s+/g, ' ').trim());
const breadcrumb = (root: HTMLElement) => texts(root, 'nav[aria-label="Miga de pan"] li');

describe('home page', () => {
  it('states rating 5.0 from 42 reviews, Mon-Fri 09:00-18:00 and a 500 km radius', () => {
    const home = nodeOf('/', 'ProfessionalService');
    expect(home?.aggregateRating).toMatchObject({ ratingValue: '5.0', reviewCount: 42 });
    expect(home?.openingHoursSpecification).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(home?.areaServed).toMatchObject({ '@type': 'GeoCircle', geoRadius: 500000 });
  });

  it('publishes its six FAQs as FAQPage', () => {
    const faq = nodeOf('/', 'FAQPage') as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(6);
  });
});

describe('city pages', () => {
  it.each([
    ['/desarrollo-software-santiago', -33.4049, -70.5755, 'Vitacura'],
    ['/desarrollo-software-valparaiso', -33.0458, -71.6197, 'Valparaíso'],
    ['/desarrollo-software-concepcion', -36.8269, -73.0499, 'Concepción'],
  ])('%s is a LocalBusiness at %f, %f in %s', (path, latitude, longitude, locality) => {
    const business = nodeOf(path, 'LocalBusiness');
    expect(business?.geo).toEqual({ '@type': 'GeoCoordinates', latitude, longitude });
    expect(business?.address).toMatchObject({ addressLocality: locality, addressCountry: 'CL' });
    expect(business?.url).toBe(`${origin}${path}`);
  });
});

describe('/costo-desarrollo-apps-chile', () => {
  const page = built('/costo-desarrollo-apps-chile');

  it('is a Product from 3M to 20M CLP in four offers, rated 4.8 by 42', () => {
    const product = nodeOf('/costo-desarrollo-apps-chile', 'Product');
    expect(product?.offers).toMatchObject({
      lowPrice: 3000000,
      highPrice: 20000000,
      offerCount: 4,
      priceCurrency: 'CLP',
    });
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 42 });
  });

  it('lists four price tiers with their duration and price, and what the prices include', () => {
    const tiers = page.querySelectorAll('#precios li').filter((tier) => tier.querySelector('h3'));
    expect(
      tiers.map((tier) => [
        texts(tier, 'h3')[0],
        texts(tier, '.duration')[0],
        texts(tier, '.price')[0],
      ]),
    ).toEqual([
      ['Básica', '2–3 meses', '$3M–$5M CLP'],
      ['Media', '4–6 meses', '$6M–$12M CLP'],
      ['Compleja', '8–12 meses', '$12M–$25M CLP'],
      ['Enterprise', '12+ meses', '$25M+ CLP'],
    ]);
    const note = page.querySelector('#precios')?.text ?? '';
    expect(note).toMatch(/UX\/UI, desarrollo, pruebas y publicación en las tiendas/);
    expect(note).toMatch(/No incluyen mantenimiento ni marketing/);
  });

  it('opens its calculator at 11.6M CLP, about USD 12.889', () => {
    const calculator = page.querySelector('[data-block="calculator"]')?.text ?? '';
    expect(calculator).toContain('11.6M CLP');
    expect(calculator.replace(/\u00a0/g, ' ')).toContain('USD 12.889');
  });
});

describe('/modernizacion-sistemas-legacy-chile', () => {
  const path = '/modernizacion-sistemas-legacy-chile';

  it('is a Service from 15M to 200M CLP in three offers, rated 4.9 by 28', () => {
    const service = nodeOf(path, 'Service');
    expect(service?.offers).toMatchObject({
      lowPrice: 15000000,
      highPrice: 200000000,
      offerCount: 3,
    });
    expect(service?.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 28 });
  });

  it('is a HowTo of six steps in PT6M, with five FAQs', () => {
    const howTo = nodeOf(path, 'HowTo') as { totalTime: string; step: unknown[] } | undefined;
    expect(howTo?.totalTime).toBe('PT6M');
    expect(howTo?.step).toHaveLength(6);
    expect(nodeOf(path, 'FAQPage')?.mainEntity).toHaveLength(5);
  });
});

describe('/fabrica-software-chile', () => {
  const page = built('/fabrica-software-chile');

  it('has the breadcrumb Inicio > Fábrica de Software Chile and the stats 50+, 15+, 98%, 5+', () => {
    expect(breadcrumb(page)).toEqual(['Inicio', 'Fábrica de Software Chile']);
    expect(texts(page, '[data-block="stats"] dd').slice(0, 4)).toEqual(['50+', '15+', '98%', '5+']);
  });

  it('defines a software factory, with four service cards and six reasons', () => {
    expect(texts(page, 'h2')).toContain('¿Qué es una fábrica de software?');
    expect(texts(page, '#servicios h3')).toHaveLength(4);
    expect(texts(page, '#por-que h3')).toHaveLength(6);
  });

  it('closes with links to /contacto and /casos-exito', () => {
    const cta = page.querySelectorAll('[data-block="cta"]').at(-1);
    expect(cta?.querySelectorAll('a[href="/contacto"]')).toHaveLength(1);
    expect(cta?.querySelectorAll('a[href="/casos-exito"]')).toHaveLength(1);
  });
});

describe('/desarrollo-software-medida-chile', () => {
  const page = built('/desarrollo-software-medida-chile');

  it('has the stats 100%, 24/7, 15+, 5x', () => {
    expect(breadcrumb(page)[0]).toBe('Inicio');
    expect(texts(page, '[data-block="stats"] dd').slice(0, 4)).toEqual([
      '100%',
      '24/7',
      '15+',
      '5x',
    ]);
  });

  it('has six benefits under #beneficios, nine solution types, six process steps and a comparison', () => {
    expect(texts(page, '#beneficios h3')).toHaveLength(6);
    expect(texts(page, '#soluciones h3')).toHaveLength(9);
    expect(texts(page, '#proceso h3')).toHaveLength(6);
    expect(page.querySelectorAll('#comparacion table')).toHaveLength(1);
  });

  it('closes with links to /contacto and /casos-exito', () => {
    const cta = page.querySelectorAll('[data-block="cta"]').at(-1);
    expect(cta?.querySelectorAll('a[href="/contacto"]')).toHaveLength(1);
    expect(cta?.querySelectorAll('a[href="/casos-exito"]')).toHaveLength(1);
  });
});

describe('collections', () => {
  it('shows the nine team members on /equipo', () => {
    expect(built('/equipo').querySelectorAll('[data-member]')).toHaveLength(9);
  });

  it('dates "Desarrollo web: tendencias 2025" 22 July 2025, in the page and the RSS feed', () => {
    const posting = nodeOf('/blog/desarrollo-web-tendencias-2025', 'BlogPosting');
    expect(posting?.datePublished).toBe('2025-07-22');
    expect(readFileSync(join(outDir, 'blog/rss.xml'), 'utf8')).toContain(
      '<pubDate>Tue, 22 Jul 2025 16:00:00 GMT</pubDate>',
    );
  });
});

// §9 "Copy claims" and the page descriptions: the reply times and the MVP's weeks are the spec's,
// page by page. Reviewers asked for one reply time everywhere; the spec gives two, which read
// together (under 2 hours in business hours, under 24 at most), so the pages keep both.
describe('copy claims', () => {
  const text = (path: string) => texts(built(path), 'main').join(' ');

  it('promises a reply under 24 hours on /contacto and under 2 hours on the city pages', () => {
    const contact = text('/contacto');
    expect(contact).toContain('menos de 24 horas');
    expect(contact).not.toContain('2 horas');
    for (const city of ['santiago', 'valparaiso', 'concepcion'])
      expect(text(`/desarrollo-software-${city}`)).toContain('menos de 2 horas');
  });

  it('gives the MVP 8-12 weeks in Santiago and 8-10 in Valparaíso', () => {
    expect(text('/desarrollo-software-santiago')).toContain('8–12 semanas');
    const valparaiso = text('/desarrollo-software-valparaiso');
    expect(valparaiso).toContain('8–10 semanas');
    expect(valparaiso).not.toContain('8–12');
  });

  it('closes the legacy page with no commitment, a reply in 24 hours and a personalised quote', () => {
    const cta = texts(built('/modernizacion-sistemas-legacy-chile'), '[data-block="cta"]').at(-1);
    for (const claim of ['Sin compromiso', 'Respuesta en 24 horas', 'Cotización personalizada'])
      expect(cta).toContain(claim);
  });
});
