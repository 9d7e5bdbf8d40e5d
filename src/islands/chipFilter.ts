// A list filtered by chips (ui/FilterChips) is CSS on radio buttons; this keeps the choice in the
// page's address (/casos-exito?industria=agro), so a filtered list can be shared, bookmarked and
// reloaded as it was (reviews 59A, 60A, 61A), and moves focus after 'Ver todos'.
import { chipFilterAttr, has } from '../lib/pageAttributes';

const chipsOf = (form: Element) => form.querySelectorAll<HTMLInputElement>('input[type="radio"]');

/** The address with the radio group's choice, or without it for the whole list. */
function rememberChoice(name: string, value: string | undefined): void {
  const url = new URL(location.href);
  if (value === undefined) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  history.replaceState(history.state, '', url);
}

/** Checks the chip the address names, at once: the list is filtered before it is read. A link
 *  opened at the page's top then goes to the filter, its chip in view: at the hero, the visitor
 *  could not see that the list was filtered, and on a phone the chosen chip was off the row's
 *  end (review 62A). A reload keeps the place the browser restores. */
export function restoreChipChoice(): void {
  // Nearly every page opens without a query: nothing to look for then.
  if (!location.search) return;
  const params = new URLSearchParams(location.search);
  for (const form of document.querySelectorAll(has(chipFilterAttr)))
    for (const chip of chipsOf(form)) {
      if (params.get(chip.name) !== chip.value || chip.defaultChecked) continue;
      chip.checked = true;
      if (scrollY > 0 || location.hash) continue;
      form.scrollIntoView({ block: 'start', behavior: 'instant' });
      chip.parentElement?.scrollIntoView({
        block: 'nearest',
        inline: 'center',
        behavior: 'instant',
      });
    }
}

export function followChipChoices(): void {
  document.addEventListener('change', (event) => {
    const chip = event.target;
    if (!(chip instanceof HTMLInputElement) || !chip.form?.matches(has(chipFilterAttr))) return;
    // The first chip, checked by default, is the whole list: a plain address.
    rememberChoice(chip.name, chip.defaultChecked ? undefined : chip.value);
  });
  // 'Ver todos' is a reset button: it checks the first chip again and then hides, with the chosen
  // option's heading. Focus went with it to the page's start, and on a phone the chip row stayed
  // scrolled to its end, 'Todas' out of sight (review 32A). After the reset, focus goes to the
  // chip now checked, which the browser scrolls into view.
  document.addEventListener('reset', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(has(chipFilterAttr))) return;
    // The event comes before the reset itself.
    setTimeout(() => {
      const chip = form.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      if (!chip) return;
      rememberChoice(chip.name, undefined);
      chip.focus();
    });
  });
}
