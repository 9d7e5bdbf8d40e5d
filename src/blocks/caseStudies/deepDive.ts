import { scrollWithinPage } from '../../ui/renderWholePage';

export const deepDiveDelayMs = 250;
const formId = 'contact-form';

/** Runs `then` once no dialog is open: while one is, the page behind it is inert and cannot take
 * focus (the case dialog may still be animating out when the delay ends on a slow phone). */
function whenNoDialogIsOpen(then: () => void): void {
  const open = document.querySelector('dialog[open]');
  if (!open) {
    then();
    return;
  }
  open.addEventListener('close', () => whenNoDialogIsOpen(then), { once: true });
}

/** 'Agenda un deep dive': on the home page, scroll to its contact form once the dialog has
 * closed; anywhere else, go to the contact page. */
export function goToContactForm(): void {
  const form = document.getElementById(formId);
  if (window.location.pathname !== '/' || !form) {
    window.location.assign('/contacto');
    return;
  }
  window.setTimeout(
    () =>
      whenNoDialogIsOpen(() => {
        const smooth = window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
        scrollWithinPage(form, smooth ? 'smooth' : 'auto');
        form
          .querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')
          ?.focus({ preventScroll: true });
      }),
    deepDiveDelayMs,
  );
}
