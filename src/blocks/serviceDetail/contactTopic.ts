// What a service page hands the contact form (leads/pageTopic): the service, who leads it, and
// the words from the block's `labels.topic`.
import type { Collections } from '../../content/collections';
import { fillPlaceholders } from '../../content/expand';
import type { BlockProps, Site } from '../../content/types.generated';
import type { ContactTopic } from '../../leads/contactTopic';
import { pageTopic } from '../../leads/pageTopic';

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
  return pageTopic({
    site,
    subject: service.title,
    path,
    targets,
    words: {
      title: labels.title,
      summary: (url) => fillPlaceholders(labels.summary, { service: service.title, url }),
      note: member
        ? fillPlaceholders(labels.note, { name: member.name, role: member.role })
        : labels.noteWithoutLead,
      firstStep: member && fillPlaceholders(labels.firstStep, { name: member.name }),
      edit: labels.edit,
      remove: labels.remove,
    },
    responder: member && {
      name: member.name,
      role: member.role,
      image: member.image,
      text: labels.responderText,
    },
  });
}
