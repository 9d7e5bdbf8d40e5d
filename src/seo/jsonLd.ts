// Structured data, typed with schema-dts: Organization on every page (with rating, hours and
// service radius on the home page), BreadcrumbList where a page has a breadcrumb, LocalBusiness
// on pages that declare an office.
import type {
  BlogPosting,
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
import { blogDateToIso } from '../content/blogDate';
import type { Entry } from '../content/collections';
import type { BlogPost, Page, ServiceDetail, Site } from '../content/types.generated';
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

/** The entry a generated page shows, for the structured data that describes it. */
export type PageEntry =
  | { collection: 'blog'; entry: Entry<BlogPost> }
  | { collection: 'services'; entry: Entry<ServiceDetail> }
  | { collection: 'cases' | 'team'; entry: Entry<unknown> };

/** '8 min' → 'PT8M'. */
const isoMinutes = (readTime: string) => `PT${Number.parseInt(readTime, 10) || 1}M`;

export function blogPosting(site: Site, page: Page, post: BlogPost): BlogPosting {
  const published = blogDateToIso(post.date);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: `${site.url}${post.heroImage}`,
    url: absoluteUrl(site, page.path),
    mainEntityOfPage: absoluteUrl(site, page.path),
    datePublished: published,
    dateModified: published,
    inLanguage: 'es-CL',
    articleSection: post.category,
    keywords: post.tags.join(', '),
    timeRequired: isoMinutes(post.readTime),
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
    publisher: { '@id': organizationId(site) },
  };
}

export function serviceDetail(site: Site, page: Page, detail: ServiceDetail): Service {
  return {
    '@type': 'Service',
    name: detail.title,
    description: detail.shortDescription,
    serviceType: detail.title,
    url: absoluteUrl(site, page.path),
    image: `${site.url}${detail.bannerImage}`,
    provider: { '@id': organizationId(site) },
    areaServed: { '@type': 'Country', name: 'Chile' },
  };
}

/** The questions and answers of every faq block, and of a service page's FAQs, exactly as shown. */
export function faqPage(page: Page, shown?: PageEntry): FAQPage | undefined {
  const questions = [
    ...page.sections.flatMap((section) => (section.type === 'faq' ? section.items : [])),
    ...(shown?.collection === 'services' ? (shown.entry.data.faqs ?? []) : []),
  ];
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

export function pageGraph(site: Site, page: Page, shown?: PageEntry): Graph {
  const nodes: Thing[] = [
    page.path === '/' ? homeOrganization(site) : organization(site, page),
    breadcrumbList(site, page),
    localBusiness(site, page),
    product(site, page),
    service(site, page),
    howTo(site, page),
    shown?.collection === 'blog' ? blogPosting(site, page, shown.entry.data) : undefined,
    shown?.collection === 'services' ? serviceDetail(site, page, shown.entry.data) : undefined,
    faqPage(page, shown),
  ].filter((node): node is Exclude<typeof node, undefined> => node !== undefined);
  return { '@context': 'https://schema.org', '@graph': nodes };
}
