// The id a URL's fragment names ('#preguntas-frecuentes', '#c%C3%B3mo' → 'cómo'). A fragment is
// visitor input: a malformed escape ('#%E0%A4%A') made decodeURIComponent throw inside the
// loader's start-up task. Such a fragment names no id, and is taken as written.
export function idOfHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The link to a part of this same page that an event (a click) went through, if any. */
export function inPageLinkOf(event: Event): HTMLAnchorElement | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
  return link instanceof HTMLAnchorElement && link.hash && link.pathname === location.pathname
    ? link
    : undefined;
}
