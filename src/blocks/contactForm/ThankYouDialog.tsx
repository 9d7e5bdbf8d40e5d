// The success dialog, on the shared modal (focus kept inside, Escape and backdrop close it). It
// says where the answer goes and when, so a visitor leaves knowing what to expect, not with a
// bare 'thank you' (design review 7): the address and the form's first step. Not all three
// steps: they stand beside the form already, and read three times over (review 35A). A page may
// add a next step beside 'Cerrar', so the confirmation leads somewhere (review 37A).
import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { breakpoint, color, space } from '../../theme/tokens';
import { EmailAddress } from './EmailAddress';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
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
  > p.next {
    width: 100%;
    margin-top: ${space.xs};
    padding-top: ${space.md};
    border-top: 1px solid ${color.border};
    font-size: 1rem;
    color: ${color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-top: ${space.sm};
    /* On a phone, stacked at the sheet's width: side by side they wrapped at two widths. */
    ${breakpoint.small} {
      flex-direction: column;
      justify-self: stretch;
    }
  }
  button {
    ${primaryButton}
  }
  /* With a next step, that is the main action and closing the quiet one: the yellow 'Cerrar'
     led nowhere (review 38A). */
  .actions:has(a) button {
    ${secondaryButton}
    /* One height with the yellow link beside or over it (review 55A: 52 and 46 px stacked). */
    min-height: 52px;
  }
  .actions a {
    ${primaryButton}
    text-decoration: none;
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** Where the lead was sent from. */
  email?: string;
  /** The first of the form's 'Qué pasa después' steps ("Un líder de squad te responde…"). */
  firstStep?: string;
  /** A link beside 'Cerrar'. */
  next?: { label: string; href: string };
  /** Where focus goes on close: the form's line that the message went. */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function ThankYouDialog({ open, onClose, email, firstStep, next, returnFocus }: Props) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} returnFocus={returnFocus}>
      <Content>
        <span className="mark" aria-hidden="true">
          <Check size={28} strokeWidth={3} />
        </span>
        <h2 id={titleId}>¡Gracias!</h2>
        <p>¡Nos contactaremos contigo a la brevedad!</p>
        {(email || firstStep) && (
          <p className="next">
            {firstStep}
            {email && (
              <>
                {firstStep && ' '}Te escribiremos a <EmailAddress email={email} after="." />
              </>
            )}
          </p>
        )}
        <div className="actions">
          {next && <a href={next.href}>{next.label}</a>}
          <button type="button" onClick={onClose}>
            Cerrar
          </button>
        </div>
      </Content>
    </Modal>
  );
}
