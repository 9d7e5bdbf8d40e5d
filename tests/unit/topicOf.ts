// The topic a page writes for the contact form (leads/pageTopic), read back from its HTML.
import type { ContactTopic } from '../../src/leads/contactTopic';
import { contactTopicAttr } from '../../src/lib/pageAttributes';

const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'" };

export function topicOf(html: string): ContactTopic | undefined {
  const attr = new RegExp(`${contactTopicAttr}="([^"]*)"`).exec(html)?.[1];
  const json = attr?.replace(/&(quot|amp|lt|gt|#x27);/g, (_, name: string) => entities[name]!);
  return json ? (JSON.parse(json) as ContactTopic) : undefined;
}
