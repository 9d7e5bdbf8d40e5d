// The calculator page has other ways to ask for a quote: the hero's 'Solicitar cotización' and the
// closing band's 'Solicitar cotización'. They carried nothing: a visitor who chose 'Compleja' and
// then used one met an empty comment (review 35A). Once the visitor has changed the estimate,
// every link of the page to the quote's page takes the configuration along, as the calculator's
// own button does (opened in a new tab too).
import { useEffect, useRef } from 'react';
import { onFollowedLink } from '../../lib/followedLink';

export function useQuoteOnContactLinks(
  quoteHref: string,
  changed: boolean,
  saveQuote: () => void,
): void {
  // The latest configuration's writer, so the listener is added once, not on every choice.
  const save = useRef(saveQuote);
  useEffect(() => {
    save.current = saveQuote;
  });
  useEffect(() => {
    if (!changed) return;
    const quotePath = new URL(quoteHref, window.location.href).pathname;
    return onFollowedLink(
      (link) => link.pathname === quotePath,
      () => save.current(),
    );
  }, [quoteHref, changed]);
}
