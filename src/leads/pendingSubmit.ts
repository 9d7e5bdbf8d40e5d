// A visitor may press "send" before a form's island has hydrated. The loader then stops the
// browser's own submission and marks the island; the form submits itself once hydrated.
import { useEffect, type RefObject } from 'react';
import { pendingSubmitAttr } from './pendingSubmitAttr';

export function usePendingSubmit(
  form: RefObject<HTMLFormElement | null>,
  submit: () => void,
): void {
  useEffect(() => {
    const island = form.current?.closest(`[${pendingSubmitAttr}]`);
    if (!island) return;
    island.removeAttribute(pendingSubmitAttr);
    submit();
    // Runs once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
