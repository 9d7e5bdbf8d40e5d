// What a service page hands the contact form when the visitor follows one of its links there:
// the service, who leads it, and the words the form shows and sends. Built at render time and
// written into the page (contactTopicAttr); the loader stores it on the click.
import type { Collections } from '../../content/collections';
import { fillPlaceholders } from '../../content/expand';
import type { BlockProps, Site } from '../../content/types.generated';
import type { ContactTopic } from '../../leads/contactTopic';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { handoffKey } from '../../leads/quoteHandoff';

interface Sources {
  site: Site;
  service: { title: string };
  /** The service page's path. */
  path: string;
  lead?: Collections['team'][number];
  labels: BlockProps<'serviceDetail'>['labels']['topic'];
  /** The page's links to a contact form. */
  targets: string[];
}

export function contactTopic({
  site,
  service,
  path,
  lead,
  labels,
  targets,
}: Sources): ContactTopic {
  const member = lead?.data;
  const handoff = {
    kind: 'topic',
    title: labels.title,
    total: service.title,
    summary: fillPlaceholders(labels.summary, {
      service: service.title,
      url: new URL(path, site.url).href,
    }),
    note: member
      ? fillPlaceholders(labels.note, { name: member.name, role: member.role })
      : labels.noteWithoutLead,
    firstStep: member && fillPlaceholders(labels.firstStep, { name: member.name }),
    editLabel: labels.edit,
    removeLabel: labels.remove,
    editHref: path,
    responder: member && {
      name: member.name,
      role: member.role,
      image: member.image,
      text: labels.responderText,
    },
  } satisfies QuoteHandoff;
  return { key: handoffKey(site.brand.slug), targets, handoff };
}
