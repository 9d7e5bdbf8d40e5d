import { scrollWithinPage } from '../../ui/renderWholePage';
import { startComment } from '../../lib/startComment';

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

/** The comment a deep dive starts the form with, so the lead says which case brought it (review
 * 35C: the form opened with an empty comment). */
export const deepDiveNote = (client: string, title: string) =>
  `Quiero conversar sobre un proyecto como el de ${client}: ${title}.`;

/** 'Agenda un deep dive': on the home page, scroll to its contact form once the dialog has
 * closed, its comment started with the case; anywhere else, go to the contact page. */
export function goToContactForm(note?: string): void {
  const form = document.getElementById(formId);
  if (window.location.pathname !== '/' || !form) {
    window.location.assign('/contacto');
    return;
  }
  window.setTimeout(
    () =>
      whenNoDialogIsOpen(() => {
        if (note) startComment(form, note);
        const smooth = window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
        scrollWithinPage(form, smooth ? 'smooth' : 'auto');
        form
          .querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')
          ?.focus({ preventScroll: true });
      }),
    deepDiveDelayMs,
  );
}
