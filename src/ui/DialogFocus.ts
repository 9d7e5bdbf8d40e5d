import type { KeyboardEvent } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last stop goes to the first, Shift+Tab from the first (or from `holder`, the
 * dialog itself, which holds focus as it opens) to the last: the browser would otherwise let
 * focus leave a dialog for the page or its own toolbar. The dialog shell and the gallery's
 * screens (islands/popoverSteps) share it. */
export function wrapTab(
  event: { shiftKey: boolean; preventDefault: () => void },
  stops: readonly HTMLElement[],
  holder?: Element,
): void {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || (holder !== undefined && active === holder))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The modal shell's Tab: round its focusable elements (DialogLifecycle focuses the dialog
 * itself on opening). */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
  wrapTab(event, focusable, event.currentTarget);
}
