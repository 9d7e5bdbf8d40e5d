// The hand-off's place in the server's HTML: empty and hidden, filled by the loader from storage
// before React runs (islands/handoffPreview), then replaced by the island's own card. Its content
// is the loader's: React leaves an element's inner HTML alone when hydrating, and the slot is
// gone at the island's first update.
import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { handoffPressedAttr, handoffPreviewAttr } from '../../lib/pageAttributes';
import { QuoteLine } from './quoteLine.styles';

const subscribeToNothing = () => () => {};

/** Whether the slot still stands, and the replay of a press on its remove button, which the
 *  loader marks on the form (the slot is gone by the time the island reads it). */
export function useHandoffPreview(
  handoff: QuoteHandoff | undefined,
  remove: () => void,
  form: RefObject<HTMLFormElement | null>,
) {
  // False while hydrating, true at the update right after, in the same flush as the stored
  // hand-off's first reading: the slot and the card swap in one commit.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!hydrated || !handoff || !form.current?.hasAttribute(handoffPressedAttr)) return;
    form.current.removeAttribute(handoffPressedAttr);
    remove();
  }, [hydrated, handoff, remove, form]);
  return !hydrated && !handoff;
}

export function HandoffPreviewSlot({
  namedByCard,
}: {
  /** The form has a responder card, which names who answers when the hand-off has a lead. */
  namedByCard: boolean;
}) {
  return (
    <QuoteLine
      className="wide"
      hidden
      {...{ [handoffPreviewAttr]: namedByCard ? 'named' : '' }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
