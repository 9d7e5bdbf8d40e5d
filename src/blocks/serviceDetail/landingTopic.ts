// A page about a service that is not the service's own page (a landing, `contactService`) hands
// the contact form the service as the service page does: the service page's template words, its
// lead, a link back to the service page. The landing's 'Conversemos sobre tu proyecto' reached an
// empty form, while the service page's buttons carried the service (review 69B). A landing with
// no service of its own names its topic in its own words (`contactTopic`): the legacy page's audit
// buttons reached a form that said nothing of the audit (review 77C).
import type { Collections } from '../../content/collections';
import { entryPath, fillPlaceholders, type EntryRoutes } from '../../content/expand';
import type { Page, Site } from '../../content/types.generated';
import type { ContactTopic } from '../../leads/contactTopic';
import { pageTopic } from '../../leads/pageTopic';
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
  const own = page.contactTopic;
  if (own) {
    const member = collections.team.find(({ slug }) => slug === own.lead)?.data;
    return pageTopic({
      site,
      subject: own.subject,
      path: page.path,
      targets: [contactHref, quoteHref],
      words: {
        title: own.title,
        summary: (url) => fillPlaceholders(own.summary, { subject: own.subject, url }),
        note: fillPlaceholders(own.note, { name: member?.name, role: member?.role }),
        firstStep: member && fillPlaceholders(own.firstStep, { name: member.name }),
        details: own.details,
        edit: own.edit,
        remove: own.remove,
      },
      responder: member && {
        name: member.name,
        role: member.role,
        image: member.image,
        text: own.responderText,
      },
    });
  }
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
