// What a page hands the contact form when the visitor follows one of its links there: its
// subject (a service, a case), who leads it when someone does, and the words the form shows and
// sends. Built at render time and written into the page (contactTopicAttr); the loader stores it
// on the click (islands/contactTopic).
import type { Site } from '../content/types.generated';
import type { ContactTopic } from './contactTopic';
import type { QuoteHandoff } from './quoteHandoff';
import { handoffKey } from './quoteHandoff';

export interface TopicWords {
  /** "Servicio", "Caso": before the subject, and the recap's row. */
  title: string;
  /** Sent after the visitor's comment, given the page's address. */
  summary: (url: string) => string;
  /** Under the subject: who answers, or what the topic is for. */
  note: string;
  edit: string;
  remove: string;
  /** Said once it is taken out, when the page has its own words for it. */
  removed?: string;
  /** The thank-you's first step, when someone leads the subject. */
  firstStep?: string;
  /** Short facts under the subject, one line ("Reunión de 30 minutos · Sin costo"). */
  details?: string[];
}

interface Sources {
  site: Site;
  /** The service's or the case's name, shown first and bold. */
  subject: string;
  /** The page's path, linked back to. */
  path: string;
  words: TopicWords;
  /** Who leads the subject, in the form's responder's place. */
  responder?: QuoteHandoff['responder'];
  /** The page's links to a contact form, as written in its hrefs. */
  targets: string[];
}

export function pageTopic({
  site,
  subject,
  path,
  words,
  responder,
  targets,
}: Sources): ContactTopic {
  const handoff = {
    kind: 'topic',
    title: words.title,
    total: subject,
    line: words.details?.join(' · '),
    summary: words.summary(new URL(path, site.url).href),
    note: words.note,
    firstStep: words.firstStep,
    editLabel: words.edit,
    removeLabel: words.remove,
    removed: words.removed,
    editHref: path,
    responder,
  } satisfies QuoteHandoff;
  return { key: handoffKey(site.brand.slug), targets, handoff };
}
