// A service page's topic on its way to the contact form. The page writes it in an attribute; the
// loader stores it when the visitor follows a link to the form, where it is read as a hand-off
// (quoteHandoff.ts, checked there with zod). No dependencies but the storage keys' module: the
// loader imports this.
import { storedRecord } from './storageKeys';

export interface ContactTopic {
  /** The localStorage key of the form's hand-off. */
  key: string;
  /** The links that lead to a contact form, as written in the page's hrefs. */
  targets: string[];
  /** The hand-off itself, kind "topic". */
  handoff: { kind: 'topic' } & Record<string, unknown>;
}

/** A quote is an object with a total and no topic kind; anything else (a topic, text no one can
 *  read) may be replaced. The form checks what it reads with zod: this only decides. */
function holdsQuote(key: string): boolean {
  const stored = storedRecord(key);
  return stored !== undefined && stored.kind !== 'topic' && typeof stored.total === 'string';
}

/** Stores the topic, unless a quote is already waiting there: a quote says more than the topic
 *  of the page the visitor is on, and the calculator's choices would be lost. */
export function storeContactTopic(topic: ContactTopic): void {
  if (holdsQuote(topic.key)) return;
  try {
    localStorage.setItem(topic.key, JSON.stringify(topic.handoff));
  } catch {
    // Storage full or disabled: the form still works, without the topic.
  }
}
