// A native <dialog> opened with showModal(): the browser makes the rest of the page inert and
// Escape closes it. On top of that: Tab wraps around inside (the browser would otherwise let focus
// leave for its own toolbar), a click on the backdrop closes it, the page behind does not scroll,
// and focus goes back to whatever opened it.
import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { color, radius } from '../theme/tokens';

const Dialog = styled.dialog`
  padding: 0;
  border: 0;
  border-radius: ${radius.lg};
  max-width: min(var(--modal-width, 720px), calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  background: ${color.surface};
  color: ${color.text};
  &::backdrop {
    background: rgba(5, 5, 5, 0.75);
  }
`;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

// The same lock the mobile menu uses (GlobalStyles).
const scrollLockAttr = 'data-scroll-locked';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

export function Modal({ open, onClose, labelledBy, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.body.setAttribute(scrollLockAttr, '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(
    () => () => {
      document.body.removeAttribute(scrollLockAttr);
    },
    [],
  );

  const handleClose = () => {
    document.body.removeAttribute(scrollLockAttr);
    opener.current?.focus();
    onClose();
  };

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Dialog
      onKeyDown={keepFocusInside}
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onClose={handleClose}
      // The dialog box has no padding of its own, so a click whose target is the dialog itself
      // landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {children}
    </Dialog>
  );
}
