// The success dialog: a native <dialog> opened as modal, so focus is trapped and Escape closes
// it without extra code.
import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { color, radius, space } from '../../theme/tokens';
import { primaryButton } from '../../ui/buttonStyles';

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
    ${primaryButton}
    margin-top: ${space.md};
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
