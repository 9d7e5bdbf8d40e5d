// A link such as /#faq from another page lands on the home page; once the page has settled
// (100 ms, SPEC §9) the anchor is put in view, in case layout moved it. At once, not smoothly:
// from another page a smooth scroll crossed the whole home page to its form, 8,749 px in 3 s,
// its sections half faded on the way (review 45A). An explicit 'instant' wins over the page's
// smooth scrolling, which in-page jumps keep. (Switching that off on <html> until the landing
// was done cost the loader's task 80 ms at 9x CPU on every page: a change to the root's style.)
import { scrollWithinPage } from '../ui/renderWholePage';
import { idOfHash } from '../lib/hashId';

export const hashScrollDelayMs = 100;

export function scrollToHashAfterLoad(): void {
  const id = idOfHash(location.hash);
  if (!id) return;
  setTimeout(() => {
    const target = document.getElementById(id);
    if (target) scrollWithinPage(target, 'instant');
  }, hashScrollDelayMs);
}
