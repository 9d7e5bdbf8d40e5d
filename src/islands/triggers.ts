import type { HydrationTrigger } from '../blocks/registry';
import { hydratedAttr, pendingSubmitAttr } from '../leads/pendingSubmitAttr';
import { draftKeyAttr, has } from '../lib/pageAttributes';
import { attachmentKey } from '../leads/storageKeys';

const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** Whether a form in the island has a draft or a hand-off (the calculator's quote) to show. */
function hasSavedDraft(element: Element): boolean {
  const key = element.querySelector(has(draftKeyAttr))?.getAttribute(draftKeyAttr);
  try {
    return Boolean(key && (localStorage.getItem(key) || localStorage.getItem(attachmentKey(key))));
  } catch {
    return false;
  }
}

/** Whether the browser put back choices in the island's form (a page come back to with Back):
 *  its figures, rendered for the defaults, are wrong until the island runs (review 42A: the
 *  calculator showed 11.6M CLP beside restored ticks until it scrolled into view). */
function restoredByBrowser(element: Element): boolean {
  return [...element.querySelectorAll('input')].some(
    (input) => input.checked !== input.defaultChecked,
  );
}

/** Calls `run` once, when the island's trigger fires. */
export function onTrigger(element: Element, trigger: HydrationTrigger, run: () => void): void {
  switch (trigger) {
    case 'load':
      run();
      return;
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 200);
      return;
    case 'visible': {
      if (restoredByBrowser(element)) {
        run();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          run();
        },
        { rootMargin: '200px' },
      );
      observer.observe(element);
      return;
    }
    case 'interaction': {
      // A form submitted before React has it must not fall back to the browser's own
      // submission: stop it, hydrate, and let the form submit itself (leads/pendingSubmit).
      const onSubmit = (event: Event) => {
        if (element.hasAttribute(hydratedAttr)) return;
        event.preventDefault();
        element.setAttribute(pendingSubmitAttr, '');
        // The button answers at once, while the form's script loads (on a slow phone a second
        // or more: design review 26); the form clears it once it has the submission.
        (event as SubmitEvent).submitter?.setAttribute('aria-busy', 'true');
        fire();
      };
      let fired = false;
      const fire = () => {
        if (fired) return;
        fired = true;
        for (const name of interactionEvents) element.removeEventListener(name, fire);
        run();
      };
      for (const name of interactionEvents) element.addEventListener(name, fire, { passive: true });
      element.addEventListener('submit', onSubmit, true);
      // A saved draft or quote must be visible at once, so that island does not wait for a gesture.
      if (hasSavedDraft(element)) fire();
      return;
    }
  }
}
