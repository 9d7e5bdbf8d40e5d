// A page about a service that is not the service's own page (a landing, `contactService`) hands
// the contact form the service as the service page does: the service page's template words, its
// lead, a link back to the service page. The landing's 'Conversemos sobre tu proyecto' reached an
// empty form, while the service page's buttons carried the service (review 69B).
import type { Collections } from '../../content/collections';
import { entryPath, type EntryRoutes } from '../../content/expand';
import type { Page, Site } from '../../content/types.generated';
import type { ContactTopic } from '../../leads/contactTopic';
import { contactTopic } from './contactTopic';
import { quoteHref } from './OpeningBand';
import { contactHref } from './SideCard';

interface Sources {
  site: Site;
  page: Page;
  collections: Collections;
  routes: EntryRoutes;
  /** The service pages' template, whose serviceDetail block holds the words. */
  template: Page | undefined;
}

export function landingTopic({
  site,
  page,
  collections,
  routes,
  template,
}: Sources): ContactTopic | undefined {
  const entry = collections.services.find(({ slug }) => slug === page.contactService);
  const detail = template?.sections.find((section) => section.type === 'serviceDetail');
  const path = entry && entryPath(routes, 'services', entry.slug);
  if (!entry || detail?.type !== 'serviceDetail' || !path) return undefined;
  return contactTopic({
    site,
    service: entry.data,
    path,
    lead: collections.team.find(({ slug }) => slug === entry.data.lead),
    labels: detail.labels.topic,
    targets: [contactHref, quoteHref],
  });
}
