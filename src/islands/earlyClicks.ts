// On a slow phone a visitor can press a button of an island (a case card, a showcase card)
// while its code is still downloading; the static button does nothing then. The press is kept
// and replayed once the island is hydrated, so the first one is never lost. Form islands are
// left out: their submit is already held and replayed (leads/pendingSubmit).
const pressable = 'button:not([type="submit"]), [role="button"], [role="tab"]';

/** Starts listening; the returned function replays the last early press, if any. */
export function keepEarlyClicks(island: HTMLElement): () => void {
  let pressed: HTMLElement | null = null;
  const remember = (event: Event) => {
    pressed = event.target instanceof Element ? event.target.closest(pressable) : null;
  };
  island.addEventListener('click', remember, true);
  return () => {
    island.removeEventListener('click', remember, true);
    if (pressed?.isConnected) pressed.click();
  };
}
