// The success dialog, on the shared modal (focus kept inside, Escape and backdrop close it).
import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { space } from '../../theme/tokens';
import { primaryButton } from '../../ui/buttonStyles';
import { Modal } from '../../ui/Modal';
import { yellowDisc } from '../../ui/surfaces';

const Content = styled.div`
  display: grid;
  justify-items: center;
  padding: ${space.lg};
  max-width: 420px;
  text-align: center;
  .mark {
    ${yellowDisc('56px')}
    margin-bottom: ${space.sm};
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
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <Content>
        <span className="mark" aria-hidden="true">
          <Check size={28} strokeWidth={3} />
        </span>
        <h2 id={titleId}>¡Gracias!</h2>
        <p>¡Nos contactaremos contigo a la brevedad!</p>
        <button type="button" onClick={onClose}>
          Cerrar
        </button>
      </Content>
    </Modal>
  );
}
