import { describe, expect, it } from 'vitest';
import type { Page } from '../content/types.generated';
import { fixturePage, fixtureSite as config } from '../../tests/unit/fixtureSite';
import { breadcrumbList, pageGraph } from './jsonLd';
import { renderHead } from './head';

// The fixture site's pages; the live site's figures are checked on the built HTML by
// tests/content/acceptance.test.ts.
const { site } = config;
const pageAt = (path: string): Page => fixturePage(path).page;
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

  it.each([['/desarrollo-software-santiago', -33.4049, -70.5755, 'Vitacura'] as const])(
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

  it("shares an entry's drawing as the JPEG the build draws of it, and any other image as is", () => {
    const page = structuredClone(pageAt('/contacto'));
    const shared = (ogImage?: string) => {
      page.meta.ogImage = ogImage;
      const head = renderHead(site, page, { loader: '/loader.js' }, '');
      return /<meta property="og:image" content="([^"]*)">/.exec(head)?.[1];
    };
    expect(shared('/cases/planta.svg')).toBe(`${site.url}/cases/planta-og.jpg`);
    expect(shared('/brand/og-clientes.png')).toBe(`${site.url}/brand/og-clientes.png`);
    expect(shared(undefined)).toBe(`${site.url}${site.brand.ogImage}`);
  });

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

  it('describes legacy modernization as a Service: 15M-200M CLP in 3 offers, rated 4.9 by 28', () => {
    const node = ofType(pageAt('/modernizacion-sistemas-legacy-chile'), 'Service');
    expect(node?.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 15000000,
      highPrice: 200000000,
      offerCount: 3,
      priceCurrency: 'CLP',
      availability: 'https://schema.org/InStock',
    });
    expect(node?.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 28 });
    expect(node?.provider).toEqual({ '@id': `${site.url}/#organization` });
  });

  it('takes the legacy HowTo steps (PT6M) from the visible step cards', () => {
    const page = pageAt('/modernizacion-sistemas-legacy-chile');
    const howTo = ofType(page, 'HowTo') as unknown as {
      totalTime: string;
      step: { position: number; name: string; text: string }[];
    };
    const cards = page.sections.find((section) => section.id === page.howTo?.stepsFrom);
    if (cards?.type !== 'cards') throw new Error('The HowTo steps are not a cards section');
    expect(howTo.totalTime).toBe('PT6M');
    expect(howTo.step).toHaveLength(6);
    expect(howTo.step.map((step) => [step.name, step.text])).toEqual(
      cards.items.map((item) => [item.title, item.description]),
    );
    expect(howTo.step.map((step) => step.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const faq = ofType(page, 'FAQPage') as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(5);
    expect(ofType(page, 'BreadcrumbList')).toBeDefined();
  });

  it('describes an article as a BlogPosting with its ISO date, author and breadcrumb', () => {
    const post = config.collections.blog.find(
      ({ slug }) => slug === 'desarrollo-web-tendencias-2025',
    );
    if (!post) throw new Error('Missing article');
    const page = pageAt('/blog/desarrollo-web-tendencias-2025');
    const graph = (
      pageGraph(site, page, { collection: 'blog', entry: post }) as unknown as {
        '@graph': Node[];
      }
    )['@graph'];
    const posting = graph.find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.data.title,
      datePublished: '2025-07-22',
      author: { '@type': 'Person', name: post.data.author },
      image: `${site.url}${post.data.heroImage}`,
      mainEntityOfPage: `${site.url}/blog/desarrollo-web-tendencias-2025`,
    });
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual([
      'Inicio',
      'Blog',
      post.data.title,
    ]);
  });

  it("describes a service page as a Service and publishes the service's FAQs", () => {
    const service = config.collections.services.find(
      ({ slug }) => slug === 'desarrollo-aplicaciones-moviles',
    );
    if (!service) throw new Error('Missing service');
    const page = pageAt('/servicios/desarrollo-aplicaciones-moviles');
    const graph = (
      pageGraph(site, page, { collection: 'services', entry: service }) as unknown as {
        '@graph': Node[];
      }
    )['@graph'];
    expect(graph.find((node) => node['@type'] === 'Service')).toMatchObject({
      name: service.data.title,
      description: service.data.shortDescription,
    });
    const faq = graph.find((node) => node['@type'] === 'FAQPage') as unknown as {
      mainEntity: { name: string }[];
    };
    expect(faq.mainEntity.map((item) => item.name)).toEqual(
      (service.data.faqs ?? []).map((item) => item.question),
    );
  });
});
