// Until a form's island has hydrated, React hears nothing that is typed: keep a draft of named
// fields (the form's data-draft-key) from plain input events, so a reload loses nothing.
import { hydratedAttr } from '../leads/pendingSubmitAttr';
import { islandAttr } from './protocol';
import { draftKeyAttr, has } from '../lib/pageAttributes';

export function captureDraftsBeforeHydration(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form${has(draftKeyAttr)}`)) {
    const island = form.closest(has(islandAttr));
    const key = form.getAttribute(draftKeyAttr) ?? '';
    form.addEventListener('input', () => {
      if (island?.hasAttribute(hydratedAttr)) return;
      const values: Record<string, string> = {};
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[name], textarea[name]',
      )) {
        if (field.value && field.type !== 'hidden' && field.tabIndex !== -1)
          values[field.name] = field.value;
      }
      try {
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage unavailable: the draft cannot persist.
      }
    });
  }
}
