// The success dialog: a native <dialog> opened as modal, so focus is trapped and Escape closes
// it without extra code.
import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { color, radius, space } from '../../theme/tokens';

const Dialog = styled.dialog`
  border: 0;
  border-radius: ${radius.lg};
  padding: ${space.lg};
  max-width: min(420px, calc(100vw - 2rem));
  background: ${color.surface};
  color: ${color.text};
  text-align: center;
  &::backdrop {
    background: rgba(5, 5, 5, 0.7);
  }
  h2 {
    font-size: 2rem;
    margin-bottom: ${space.sm};
  }
  button {
    margin-top: ${space.md};
    min-height: 48px;
    padding: 0.75rem 2rem;
    border: 0;
    border-radius: ${radius.pill};
    background: ${color.primary};
    color: ${color.onPrimary};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog ref={ref} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>¡Gracias!</h2>
      <p>¡Nos contactaremos contigo a la brevedad!</p>
      <button type="button" onClick={onClose}>
        Cerrar
      </button>
    </Dialog>
  );
}
