// Something the next page needs (a quote, a service's topic) is stored as the visitor follows a
// link to it: on the click, in the capture phase, before the browser leaves. A middle click
// (auxclick) opens the link in a new tab, which reads the same storage, so it stores it too.
const kinds = ['click', 'auxclick'] as const;

/** Runs `store` with the link when a link that `leadsThere` accepts is followed; returns the
 *  cleanup. */
export function onFollowedLink(
  leadsThere: (link: HTMLAnchorElement) => boolean,
  store: (link: HTMLAnchorElement) => void,
): () => void {
  const listener = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && leadsThere(link)) store(link);
  };
  for (const kind of kinds) document.addEventListener(kind, listener, { capture: true });
  return () => {
    for (const kind of kinds) document.removeEventListener(kind, listener, { capture: true });
  };
}
