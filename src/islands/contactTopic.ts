// A service page's links to a contact form carry the service (blocks/serviceDetail/contactTopic):
// on the click, before the browser leaves, the topic the page wrote is stored where the form
// reads its hand-off. Middle clicks open the form in a new tab, which reads the same storage.
import type { ContactTopic } from '../leads/contactTopic';
import { storeContactTopic } from '../leads/contactTopic';
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
  const carry = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && topic.targets.includes(link.getAttribute('href') ?? '')) storeContactTopic(topic);
  };
  document.addEventListener('click', carry, { capture: true });
  document.addEventListener('auxclick', carry, { capture: true });
}
