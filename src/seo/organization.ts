// The company as structured data: Organization on every page, the home page's professional
// service (rating, hours, reach) and the LocalBusiness of a city office.
import type {
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  ProfessionalService,
} from 'schema-dts';
import type { Page, Site } from '../content/types.generated';
import { absoluteUrl, sharedImageUrl } from './urls';

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

export function localBusiness(site: Site, page: Page): LocalBusiness | undefined {
  const office = page.localBusiness;
  if (!office) return undefined;
  return {
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(site, page.path)}#local-business`,
    name: office.name,
    url: absoluteUrl(site, page.path),
    image: sharedImageUrl(site, page),
    telephone: site.contact.phone,
    email: site.contact.email,
    address: address(office),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
    openingHoursSpecification: openingHours(site),
    parentOrganization: { '@id': organizationId(site) },
  };
}
