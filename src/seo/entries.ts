// Nodes for the entry a generated page shows (a blog post, a service) and for visible FAQs.
import type { BlogPosting, FAQPage, Service } from 'schema-dts';
import { blogDateToIso } from '../content/blogDate';
import type { Entry } from '../content/collections';
import type { BlogPost, Page, ServiceDetail, Site } from '../content/types.generated';
import { organizationId } from './organization';
import { absoluteUrl } from './urls';

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
