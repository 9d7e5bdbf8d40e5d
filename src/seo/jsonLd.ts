// Structured data, typed with schema-dts: one @graph per page, assembled from the nodes its
// JSON declares (organization, breadcrumb, office, product, service, how-to, entry, FAQ).
import type { BreadcrumbList, Graph, Thing } from 'schema-dts';
import type { Page, Site } from '../content/types.generated';
import { blogPosting, faqPage, serviceDetail, type PageEntry } from './entries';
import { homeOrganization, localBusiness, organization } from './organization';
import { howTo, product, service } from './offers';
import { absoluteUrl } from './urls';

export type { PageEntry } from './entries';

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
