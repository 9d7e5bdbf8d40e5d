// A service page's links to a contact form carry the service (blocks/serviceDetail/contactTopic):
// as one is followed, the topic the page wrote is stored where the form reads its hand-off.
import type { ContactTopic } from '../leads/contactTopic';
import { storeContactTopic } from '../leads/contactTopic';
import { onFollowedLink } from '../lib/followedLink';
import { contactTopicAttr, has } from '../lib/pageAttributes';

export function carryContactTopic(): void {
  const source = document.querySelector(has(contactTopicAttr))?.getAttribute(contactTopicAttr);
  if (!source) return;
  let topic: ContactTopic;
  try {
    topic = JSON.parse(source) as ContactTopic;
  } catch {
    return;
  }
  onFollowedLink(
    (link) => topic.targets.includes(link.getAttribute('href') ?? ''),
    (link) => storeContactTopic(backToSection(topic, link)),
  );
}

/** The form's link back leads to the section the visitor left from, when it leads to this page:
 *  from the legacy page's closing band it led to the page's top (review 78A). */
function backToSection(topic: ContactTopic, link: HTMLAnchorElement): ContactTopic {
  const section = link.closest('section[id]')?.id;
  const { editHref } = topic.handoff;
  if (!section || editHref !== window.location.pathname) return topic;
  return { ...topic, handoff: { ...topic.handoff, editHref: `${editHref}#${section}` } };
}
