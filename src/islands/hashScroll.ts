// A link such as /#faq from another page lands on the home page; once the page has settled
// (100 ms, SPEC §9) the anchor is scrolled into view smoothly, in case layout moved it.
import { scrollWithinPage } from '../ui/renderWholePage';
import { idOfHash } from '../lib/hashId';

export const hashScrollDelayMs = 100;

export function scrollToHashAfterLoad(): void {
  const id = idOfHash(location.hash);
  if (!id) return;
  setTimeout(() => {
    const target = document.getElementById(id);
    if (target) scrollWithinPage(target, 'smooth');
  }, hashScrollDelayMs);
}
