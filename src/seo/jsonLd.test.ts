import { describe, expect, it } from 'vitest';
import { validateConfig } from '../content/validate';
import { readConfigSources } from '../content/load';
import type { Page } from '../content/types.generated';
import { breadcrumbList, pageGraph } from './jsonLd';
import { renderHead } from './head';

const { config } = validateConfig(readConfigSources());
if (!config) throw new Error('site-config must be valid for these tests');
const { site } = config;
const pageAt = (path: string): Page => {
  const found = config.pages.find(({ page }) => page.path === path)?.page;
  if (!found) throw new Error(`No page ${path}`);
  return found;
};
type Node = Record<string, unknown> & { '@type': string };
const nodes = (page: Page) => (pageGraph(site, page) as unknown as { '@graph': Node[] })['@graph'];
const ofType = (page: Page, type: string) => nodes(page).find((node) => node['@type'] === type);

describe('structured data', () => {
  it('puts an Organization on every page, with contact data from site.json', () => {
    for (const { page } of config.pages) {
      const organization = nodes(page)[0];
      expect(organization?.['@id']).toBe(`${site.url}/#organization`);
      expect(organization?.name).toBe(site.brand.name);
      expect(organization?.email).toBe(site.contact.email);
    }
  });

  it('states rating 5.0 from 42 reviews, Mon-Fri 09:00-18:00 and a 500000 m radius on the home page', () => {
    const home = ofType(pageAt('/'), 'ProfessionalService');
    expect(home?.aggregateRating).toMatchObject({ ratingValue: '5.0', reviewCount: 42 });
    expect(home?.openingHoursSpecification).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(home?.areaServed).toMatchObject({ '@type': 'GeoCircle', geoRadius: 500000 });
  });

  it('builds a BreadcrumbList that matches the visible breadcrumb, with absolute URLs', () => {
    const page = pageAt('/desarrollo-software-santiago');
    const list = breadcrumbList(site, page) as unknown as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${site.url}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: page.breadcrumb?.[1]?.text,
        item: `${site.url}/desarrollo-software-santiago`,
      },
    ]);
    expect(ofType(pageAt('/'), 'BreadcrumbList')).toBeUndefined();
  });

  it.each([
    ['/desarrollo-software-santiago', -33.4049, -70.5755, 'Vitacura'],
    ['/desarrollo-software-valparaiso', -33.0458, -71.6197, 'Valparaíso'],
    ['/desarrollo-software-concepcion', -36.8269, -73.0499, 'Concepción'],
  ])(
    'gives %s a LocalBusiness with its own address and geo',
    (path, latitude, longitude, locality) => {
      const business = ofType(pageAt(path), 'LocalBusiness');
      expect(business?.geo).toEqual({ '@type': 'GeoCoordinates', latitude, longitude });
      expect(business?.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: locality,
        addressCountry: 'CL',
      });
      expect(business?.url).toBe(`${site.url}${path}`);
      expect(business?.parentOrganization).toEqual({ '@id': `${site.url}/#organization` });
    },
  );

  it('serialises into the head as parseable JSON that cannot close its script element', () => {
    const page = structuredClone(pageAt('/contacto'));
    page.meta.title = 'Contacto </script><script>alert(1)</script>';
    const head = renderHead(site, page, { loader: '/loader.js' }, '');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(() => JSON.parse(json)).not.toThrow();
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Contacto &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
  });

  it('declares the contact page ContactPoint: customer service, Spanish and English, Chile', () => {
    const organization = nodes(pageAt('/contacto'))[0];
    expect(organization?.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.contact.email,
      telephone: site.contact.phone,
      availableLanguage: ['Spanish', 'English'],
      areaServed: 'CL',
    });
    expect(nodes(pageAt('/desarrollo-software-santiago'))[0]?.contactPoint).toBeUndefined();
  });

  it('describes the app cost guide as a Product with its price range and rating', () => {
    const node = ofType(pageAt('/costo-desarrollo-apps-chile'), 'Product');
    expect(node?.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 3000000,
      highPrice: 20000000,
      offerCount: 4,
      priceCurrency: 'CLP',
      availability: 'https://schema.org/InStock',
    });
    expect(node?.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 42 });
  });

  it('publishes the visible FAQ as FAQPage, question by question', () => {
    const page = pageAt('/costo-desarrollo-apps-chile');
    const visible = page.sections.flatMap((section) =>
      section.type === 'faq' ? section.items : [],
    );
    const faq = ofType(page, 'FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
      visible.map((item) => [item.question, item.answer]),
    );
    expect(ofType(pageAt('/contacto'), 'FAQPage')).toBeUndefined();
  });
});
