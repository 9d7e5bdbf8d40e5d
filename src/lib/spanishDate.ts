// How a date reads in es-CL prose: "28 de mayo de 2025" (months in lowercase, "de" before the
// year), whatever way the marketer wrote it in the front matter.
const longDate = new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone: 'UTC' });

/** A yyyy-mm-dd day as Spanish prose. */
export function spanishLongDate(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}
