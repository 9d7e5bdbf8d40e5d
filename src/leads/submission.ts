// What a submission carries besides the visitor's text: its id and its time on the form.

/** One id per text. Retrying the same values reuses the id, so the receiver stores the lead
 * once; changing anything after a failed attempt makes a new submission, so the edit is not
 * dropped as a duplicate of the old text. */
export function submissionIds() {
  let current: { id: string; text: string } | undefined;
  return {
    idFor(values: object): string {
      const text = JSON.stringify(values);
      if (current?.text !== text) current = { id: crypto.randomUUID(), text };
      return current.id;
    },
    /** After a delivered lead: the next one is new whatever it says. */
    forget(): void {
      current = undefined;
    },
  };
}

/** Milliseconds the visitor has had the form, for the spam check: since the page opened
 * (performance.now() counts from navigation, not from the island's hydration), or since the
 * first keystroke of a restored draft when that is earlier. */
export function timeOnForm(draftStartedAt?: number): number {
  const sincePageOpened = performance.now();
  return draftStartedAt === undefined
    ? sincePageOpened
    : Math.max(sincePageOpened, Date.now() - draftStartedAt);
}
