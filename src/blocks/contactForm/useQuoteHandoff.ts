// The calculator's quote, restated above the fields while the comment still carries it: once
// the visitor deletes the summary from Comentario, the line and the button's quote label go, so
// the form never claims a quote its message no longer has. Sent (the form is reset), the
// hand-off is spent.
import { useEffect, useState, type RefObject } from 'react';
import { clearQuoteHandoff, readQuoteHandoff, type QuoteHandoff } from '../../leads/quoteHandoff';

export function useQuoteHandoff(
  formRef: RefObject<HTMLFormElement | null>,
  storagePrefix: string,
): QuoteHandoff | undefined {
  const [handoff, setHandoff] = useState<QuoteHandoff>();
  // After the form's own effect, which has put the draft back into the fields.
  useEffect(() => {
    const element = formRef.current;
    const found = readQuoteHandoff(storagePrefix);
    if (!element || !found) return;
    const quoted = () =>
      String(new FormData(element).get('comentario') ?? '').includes(found.total);
    const shown = quoted() ? found : undefined;
    setHandoff(shown);
    if (!shown) {
      clearQuoteHandoff(storagePrefix);
      return;
    }
    const drop = () => {
      clearQuoteHandoff(storagePrefix);
      setHandoff(undefined);
    };
    const onInput = () => {
      if (!quoted()) drop();
    };
    element.addEventListener('input', onInput);
    element.addEventListener('reset', drop);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('reset', drop);
    };
  }, [formRef, storagePrefix]);
  return handoff;
}
