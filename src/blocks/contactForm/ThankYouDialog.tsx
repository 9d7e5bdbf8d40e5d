// The success dialog, on the shared modal (focus kept inside, Escape and backdrop close it). It
// says what happens next, the form's own steps, so a visitor leaves knowing what to expect, not
// with a bare 'thank you' (design review 7).
import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { color, space } from '../../theme/tokens';
import { NextStepsPanel } from './NextStepsPanel';
import { primaryButton } from '../../ui/buttonStyles';
import { Modal } from '../../ui/Modal';
import { yellowDisc } from '../../ui/surfaces';

const Content = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space.sm};
  padding: ${space.lg};
  max-width: 460px;
  .mark {
    ${yellowDisc('56px')}
  }
  h2 {
    font-size: 2rem;
  }
  > p {
    font-size: 1.125rem;
  }
  > div {
    width: 100%;
    margin-top: ${space.sm};
    padding-top: ${space.md};
    border-top: 1px solid ${color.border};
  }
  button {
    ${primaryButton}
    margin-top: ${space.sm};
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The form's 'Qué pasa después' steps. */
  nextSteps?: string[];
  /** Where focus goes on close: the form's line that the message went. */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function ThankYouDialog({ open, onClose, nextSteps, returnFocus }: Props) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} returnFocus={returnFocus}>
      <Content>
        <span className="mark" aria-hidden="true">
          <Check size={28} strokeWidth={3} />
        </span>
        <h2 id={titleId}>¡Gracias!</h2>
        <p>¡Nos contactaremos contigo a la brevedad!</p>
        {nextSteps && <NextStepsPanel steps={nextSteps} />}
        <button type="button" onClick={onClose}>
          Cerrar
        </button>
      </Content>
    </Modal>
  );
}
