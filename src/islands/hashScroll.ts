// A link such as /#faq from another page lands on the home page; once the page has settled
// (100 ms, SPEC §9) the anchor is put in view, in case layout moved it. At once, not smoothly:
// from another page a smooth scroll crossed the whole home page to its form, 8,749 px in 3 s,
// its sections half faded on the way (review 45A). In-page jumps stay smooth: the page's smooth
// scrolling is switched on only after this landing (smoothScrollAttr), so the browser's own jump
// to the fragment on load is instant too.
import { scrollWithinPage } from '../ui/renderWholePage';
import { idOfHash } from '../lib/hashId';
import { smoothScrollAttr } from '../lib/pageAttributes';

export const hashScrollDelayMs = 100;

export function scrollToHashAfterLoad(): void {
  const smoothFromNowOn = () => document.documentElement.setAttribute(smoothScrollAttr, '');
  const id = idOfHash(location.hash);
  if (!id) {
    smoothFromNowOn();
    return;
  }
  setTimeout(() => {
    const target = document.getElementById(id);
    if (target) scrollWithinPage(target, 'instant');
    smoothFromNowOn();
  }, hashScrollDelayMs);
}
