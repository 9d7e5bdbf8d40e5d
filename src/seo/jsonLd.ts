// Structured data, typed with schema-dts: Organization on every page (with rating, hours and
// service radius on the home page), BreadcrumbList where a page has a breadcrumb, LocalBusiness
// on pages that declare an office.
import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  HowTo,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  Product,
  ProfessionalService,
  Service,
  Thing,
} from 'schema-dts';
import type { Page, Site } from '../content/types.generated';
import { absoluteUrl } from './urls';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export function organizationId(site: Site): string {
  return `${site.url}/#organization`;
}

function openingHours(site: Site): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...weekdays],
    opens: site.contact.opens,
    closes: site.contact.closes,
  };
}

function address(parts: {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode?: string;
}): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.streetAddress,
    addressLocality: parts.locality,
    addressRegion: parts.region,
    ...(parts.postalCode ? { postalCode: parts.postalCode } : {}),
    addressCountry: 'CL',
  };
}

function organizationFields(site: Site) {
  return {
    '@id': organizationId(site),
    name: site.brand.name,
    description: site.brand.tagline,
    url: absoluteUrl(site, '/'),
    logo: `${site.url}${site.brand.logo}`,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: address(site.contact),
    sameAs: site.social?.map((profile) => profile.url),
  };
}

export function organization(site: Site, page?: Page): Organization {
  const point = page?.contactPoint;
  return {
    '@type': 'Organization',
    ...organizationFields(site),
    ...(point
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: point.contactType,
            email: site.contact.email,
            telephone: site.contact.phone,
            availableLanguage: point.languages,
            areaServed: point.areaServed,
          },
        }
      : {}),
  };
}

/** The home page describes the company as a professional service with rating, hours and reach. */
export function homeOrganization(site: Site): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    ...organizationFields(site),
    image: `${site.url}${site.brand.ogImage}`,
    priceRange: '$$$',
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value.toFixed(1),
      reviewCount: site.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    openingHoursSpecification: openingHours(site),
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', addressCountry: 'CL' },
      geoRadius: site.serviceRadiusMeters,
    },
  };
}

export function breadcrumbList(site: Site, page: Page): BreadcrumbList | undefined {
  const items = page.breadcrumb;
  if (!items) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.text,
      item: absoluteUrl(site, item.url && index < items.length - 1 ? item.url : page.path),
    })),
  };
}

export function localBusiness(site: Site, page: Page): LocalBusiness | undefined {
  const office = page.localBusiness;
  if (!office) return undefined;
  return {
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(site, page.path)}#local-business`,
    name: office.name,
    url: absoluteUrl(site, page.path),
    image: `${site.url}${page.meta.ogImage ?? site.brand.ogImage}`,
    telephone: site.contact.phone,
    email: site.contact.email,
    address: address(office),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
    openingHoursSpecification: openingHours(site),
    parentOrganization: { '@id': organizationId(site) },
  };
}

interface PriceRange {
  lowPrice: number;
  highPrice: number;
  offerCount: number;
  priceCurrency: string;
}

function aggregateOffer(range: PriceRange) {
  return {
    '@type': 'AggregateOffer' as const,
    lowPrice: range.lowPrice,
    highPrice: range.highPrice,
    offerCount: range.offerCount,
    priceCurrency: range.priceCurrency,
    availability: 'https://schema.org/InStock' as const,
  };
}

function aggregateRating(rating: { value: number; count: number } | undefined) {
  return rating
    ? {
        aggregateRating: {
          '@type': 'AggregateRating' as const,
          ratingValue: rating.value,
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
}

export function product(site: Site, page: Page): Product | undefined {
  const data = page.product;
  if (!data) return undefined;
  return {
    '@type': 'Product',
    name: data.name,
    description: data.description,
    url: absoluteUrl(site, page.path),
    image: `${site.url}${page.meta.ogImage ?? site.brand.ogImage}`,
    brand: { '@type': 'Brand', name: site.brand.name },
    offers: aggregateOffer(data),
    ...aggregateRating(data.rating),
  };
}

export function service(site: Site, page: Page): Service | undefined {
  const data = page.service;
  if (!data) return undefined;
  const { lowPrice, highPrice, offerCount, priceCurrency } = data;
  return {
    '@type': 'Service',
    name: data.name,
    description: data.description,
    serviceType: data.serviceType,
    url: absoluteUrl(site, page.path),
    image: `${site.url}${page.meta.ogImage ?? site.brand.ogImage}`,
    provider: { '@id': organizationId(site) },
    areaServed: { '@type': 'Country', name: 'Chile' },
    ...(lowPrice !== undefined && highPrice !== undefined && offerCount !== undefined
      ? { offers: aggregateOffer({ lowPrice, highPrice, offerCount, priceCurrency }) }
      : {}),
    ...aggregateRating(data.rating),
  };
}

/** The steps are the cards of the section named by `stepsFrom`, exactly as shown. */
export function howTo(site: Site, page: Page): HowTo | undefined {
  const data = page.howTo;
  const section = page.sections.find((candidate) => candidate.id === data?.stepsFrom);
  if (!data || section?.type !== 'cards') return undefined;
  const url = absoluteUrl(site, page.path);
  return {
    '@type': 'HowTo',
    name: data.name,
    description: data.description,
    totalTime: data.totalTime,
    step: section.items.map((item, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: item.title,
      text: item.description,
      url: `${url}#${data.stepsFrom}`,
    })),
  };
}

/** The questions and answers of every faq block, exactly as shown. */
export function faqPage(page: Page): FAQPage | undefined {
  const questions = page.sections.flatMap((section) =>
    section.type === 'faq' ? section.items : [],
  );
  if (questions.length === 0) return undefined;
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function pageGraph(site: Site, page: Page): Graph {
  const nodes: Thing[] = [
    page.path === '/' ? homeOrganization(site) : organization(site, page),
    breadcrumbList(site, page),
    localBusiness(site, page),
    product(site, page),
    service(site, page),
    howTo(site, page),
    faqPage(page),
  ].filter((node): node is Exclude<typeof node, undefined> => node !== undefined);
  return { '@context': 'https://schema.org', '@graph': nodes };
}
