// Where a form keeps what the visitor gave it, in localStorage. No dependencies: the islands'
// loader reads these keys to wake a form that has something to show.

/** The contact form's draft key. */
export function contactDraftKey(storagePrefix: string): string {
  return `${storagePrefix}-contact-draft`;
}

/** Beside a form's draft, what another block handed it (the calculator's quote). */
export const attachmentKey = (draftKey: string) => `${draftKey}-quote`;

/** What is stored under `key`, when it is a JSON object; nothing for text no one can read, a
 *  list, or storage the browser refuses. Its fields are for the caller to check. */
export function storedRecord(key: string): Partial<Record<string, unknown>> | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Partial<Record<string, unknown>>)
      : undefined;
  } catch {
    return undefined;
  }
}
