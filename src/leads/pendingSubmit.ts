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
    // The loader marked the button busy; from here the form's own state says so.
    island.querySelector('[aria-busy="true"]')?.removeAttribute('aria-busy');
    submit();
    // Runs once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
