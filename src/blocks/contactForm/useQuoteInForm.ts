// The calculator's quote in the contact form's life: shown above the fields, removed and put back,
// spent when the lead goes (and remembered for the confirmation, which names it).
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { useQuoteHandoff } from './useQuoteHandoff';

export function useQuoteInForm(storagePrefix: string) {
  const { handoff, drop, restore } = useQuoteHandoff(storagePrefix);
  const [removed, setRemoved] = useState<QuoteHandoff>();
  const [sentQuote, setSentQuote] = useState<QuoteHandoff>();
  const removeRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Focus stays where the visitor was: on the undo once removed, on "Quitar" once undone.
  const focusSoon = (ref: RefObject<HTMLButtonElement | null>) =>
    requestAnimationFrame(() => ref.current?.focus());

  const onRemove = useCallback(() => {
    setRemoved(handoff);
    drop();
    focusSoon(undoRef);
  }, [drop, handoff]);
  const onUndo = useCallback(() => {
    if (removed) restore(removed);
    setRemoved(undefined);
    focusSoon(removeRef);
  }, [removed, restore]);
  const onSent = useCallback(() => {
    setSentQuote(handoff);
    setRemoved(undefined);
    drop();
  }, [drop, handoff]);

  return {
    handoff,
    removed: handoff ? undefined : removed,
    sentQuote,
    forgetSent: () => setSentQuote(undefined),
    onRemove,
    onUndo,
    onSent,
    removeRef,
    undoRef,
  };
}
