// When the dialog shell opens and closes. Opening: showModal() (the page behind becomes inert),
// the opener is remembered and the page stops scrolling. Closing: the modal closes at once, so
// focus goes back to the opener and the page answers the very next key or click; the sheet then
// animates out on top as a non-modal popover (still in the top layer, above everything, taking
// no input) and its content unmounts when the animation is over.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { canAnimate, exitMs } from './DialogMotion';
import { scrollLockAttr } from '../lib/pageAttributes';

// The same lock the mobile menu uses (GlobalStyles).

function stopLeaving(dialog: HTMLDialogElement): void {
  if (dialog.hasAttribute('popover')) dialog.removeAttribute('popover');
}

export function useDialogLifecycle(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  reducedMotion: boolean | null,
  /** Where focus goes on close, when not the opener: the card of the case last shown. */
  returnFocus?: () => HTMLElement | null | undefined,
) {
  const opener = useRef<HTMLElement | null>(null);
  // The latest target, read when the dialog closes (this effect runs before the one below).
  const focusTarget = useRef(returnFocus);
  useEffect(() => {
    focusTarget.current = returnFocus;
  });
  // The content stays rendered while the sheet animates out.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const leaving = mounted && !open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      stopLeaving(dialog);
      if (dialog.open) return;
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The dialog itself takes first focus, not its first button ("Anterior"): a screen
      // reader reads its title, and the Enter that opened it, held or repeated, presses nothing.
      // (Chromium ignores `autofocus` on the <dialog>; Modal gives it tabindex -1.)
      dialog.focus();
      document.body.setAttribute(scrollLockAttr, '');
      return;
    }
    if (!dialog.open) return;
    dialog.close();
    document.body.removeAttribute(scrollLockAttr);
    (focusTarget.current?.() ?? opener.current)?.focus();
    opener.current = null;
    if (canAnimate(reducedMotion) && typeof dialog.showPopover === 'function') {
      dialog.setAttribute('popover', 'manual');
      dialog.showPopover();
    }
  }, [ref, open, reducedMotion]);

  useEffect(() => {
    const dialog = ref.current;
    if (!leaving || !dialog) return;
    const animated = dialog.hasAttribute('popover');
    const timer = window.setTimeout(
      () => {
        stopLeaving(dialog);
        setMounted(false);
      },
      animated ? exitMs + 20 : 0,
    );
    return () => window.clearTimeout(timer);
  }, [ref, leaving]);

  useEffect(
    () => () => {
      document.body.removeAttribute(scrollLockAttr);
    },
    [],
  );

  return { mounted, leaving };
}
