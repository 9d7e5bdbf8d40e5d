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
    () => storeContactTopic(topic),
  );
}
