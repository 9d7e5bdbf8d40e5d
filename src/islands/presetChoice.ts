// An in-page link that chooses an option where it leads (data-choose: a price tier's "Calcular con
// este nivel" opens the calculator with that level chosen). The option is clicked as a visitor
// would: a hydrated island answers the click, and one still asleep keeps the checked radio when it
// wakes (islands/earlyClicks). The link still leads there; without script it only does that.
import { chooseAttr, has } from '../lib/pageAttributes';

export function followPresetChoices(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a${has(chooseAttr)}`,
    );
    const value = link?.getAttribute(chooseAttr);
    if (!link || !value || !link.hash) return;
    // A section's id is plain (the schema's pattern), so the hash needs no decoding.
    const section = document.getElementById(link.hash.slice(1));
    const option = section?.querySelector<HTMLInputElement>(
      `input[type="radio"][value="${CSS.escape(value)}"]`,
    );
    if (option && !option.checked) option.click();
  });
}
