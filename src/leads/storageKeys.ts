// Where a form keeps what the visitor gave it, in localStorage. No dependencies: the islands'
// loader reads these keys to wake a form that has something to show.

/** The contact form's draft key. */
export function contactDraftKey(storagePrefix: string): string {
  return `${storagePrefix}-contact-draft`;
}

/** Beside a form's draft, what another block handed it (the calculator's quote). */
export const attachmentKey = (draftKey: string) => `${draftKey}-quote`;
