// What a page sells: Product, Service and HowTo nodes, with offers and ratings from the page JSON.
import type { HowTo, Product, Service } from 'schema-dts';
import type { Page, Site } from '../content/types.generated';
import { organizationId } from './organization';
import { absoluteUrl, sharedImageUrl } from './urls';

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
    image: sharedImageUrl(site, page),
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
    image: sharedImageUrl(site, page),
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
