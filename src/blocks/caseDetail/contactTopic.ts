// What a case page hands the contact form (leads/pageTopic): the case, linked back to, and sent
// after the comment, so "Hablemos de un proyecto así" does not reach an empty form (review 47B).
import { fillPlaceholders } from '../../content/expand';
import type { BlockProps, Site } from '../../content/types.generated';
import type { ContactTopic } from '../../leads/contactTopic';
import { pageTopic } from '../../leads/pageTopic';

export function caseTopic(
  site: Site,
  study: { title: string },
  path: string,
  labels: BlockProps<'caseDetail'>['labels']['topic'],
  targets: string[],
): ContactTopic {
  return pageTopic({
    site,
    subject: study.title,
    path,
    targets,
    words: {
      title: labels.title,
      summary: (url) => fillPlaceholders(labels.summary, { case: study.title, url }),
      note: labels.note,
      edit: labels.edit,
      remove: labels.remove,
      removed: labels.removed,
    },
  });
}
