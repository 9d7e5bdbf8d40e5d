// A filter's 'Ver todos' is a reset button (ui/FilterChips): it checks the first chip again and
// then hides, with the chosen option's heading. Focus went with it to the page's start, and on
// a phone the chip row stayed scrolled to its end, 'Todas' out of sight (review 32A). After the
// reset, focus goes to the chip now checked, which the browser scrolls into view.
import { chipFilterAttr, has } from '../lib/pageAttributes';

export function focusChipAfterReset(): void {
  document.addEventListener('reset', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(has(chipFilterAttr))) return;
    // The event comes before the reset itself.
    setTimeout(() => form.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus());
  });
}
