// A gallery's previous/next buttons (blocks/caseDetail/Gallery) name the neighbouring screen's
// popover. Opened from inside the current one, the browser nests it there: the current screen
// stayed open under the next, and each step piled one more (review 34C). With script, a step
// closes the screen it leaves first. Without, the buttons still open the neighbour.
import { has, popoverStepAttr } from '../lib/pageAttributes';

export function stepBetweenPopovers(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
      has(popoverStepAttr),
    );
    const next = button?.popoverTargetElement;
    const current = button?.closest<HTMLElement>('[popover]');
    if (!(next instanceof HTMLElement) || !current) return;
    event.preventDefault();
    current.hidePopover();
    next.showPopover();
    // Focus stays on the same button of the next screen, so Enter steps on.
    next
      .querySelector<HTMLButtonElement>(
        `[${popoverStepAttr}="${button?.getAttribute(popoverStepAttr)}"]`,
      )
      ?.focus();
  });
}
