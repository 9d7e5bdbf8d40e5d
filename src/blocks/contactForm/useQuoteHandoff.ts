// The calculator's quote, restated above the fields and sent after the visitor's comment, until
// they remove it or the form is sent: the hand-off is then spent. Read from storage once the page
// is live (the server's HTML has none), and again when another tab changes it.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  clearQuoteHandoff,
  parseQuoteHandoff,
  saveQuoteHandoff,
  storedQuoteHandoff,
  type QuoteHandoff,
} from '../../leads/quoteHandoff';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useQuoteHandoff(storagePrefix: string) {
  const stored = useSyncExternalStore(
    subscribe,
    () => storedQuoteHandoff(storagePrefix),
    () => null,
  );
  const handoff = useMemo(() => parseQuoteHandoff(stored), [stored]);
  const drop = useCallback(() => {
    clearQuoteHandoff(storagePrefix);
    for (const listener of listeners) listener();
  }, [storagePrefix]);
  const restore = useCallback(
    (removed: QuoteHandoff) => {
      saveQuoteHandoff(storagePrefix, removed);
      for (const listener of listeners) listener();
    },
    [storagePrefix],
  );
  return { handoff, drop, restore };
}
