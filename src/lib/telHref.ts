/** A tel: link for a phone written for people ("+56 2 2000 0000" → "tel:+56220000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}
