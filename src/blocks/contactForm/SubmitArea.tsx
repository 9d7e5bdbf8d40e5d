// The form's button and what it says while a send goes: its label becomes 'Enviando…' (it still
// read 'Solicitar consultoría': review 41B); after a few seconds a line over it says the form is
// still trying, then offers the e-mail with what was typed (useSlowSend).
import { Send } from 'lucide-react';
import type { Ref } from 'react';
import { SendingMark, Submit } from './ContactForm.styles';
import { SlowNote } from './formStates.styles';
import type { SendWait } from './useSlowSend';

const slowMessage = 'Seguimos intentando: lo que escribiste no se pierde.';

interface Props {
  ref: Ref<HTMLButtonElement>;
  /** How long the send in course has taken; none when nothing is being sent. */
  wait: SendWait | undefined;
  label: string;
  /** The e-mail fallback's link, with what was typed: built only once a send is slow enough to
   *  offer it, not on every keystroke's render. */
  mailto: () => string;
  email: string;
}

export function SubmitArea({ ref, wait, label, mailto, email }: Props) {
  const submitting = wait !== undefined;
  const slow = wait === 'slow' || wait === 'slower';
  return (
    <div className="wide">
      {/* Over the button, where the eye is while it waits: under it, a phone's screen ended at
          the button and the lines were off it (review 42B). */}
      {slow && (
        <SlowNote>
          <span aria-hidden="true">{slowMessage}</span>
          {wait === 'slower' && (
            <>
              {' ¿Prefieres no esperar? '}
              <a href={mailto()}>Escribir a {email}</a>
            </>
          )}
        </SlowNote>
      )}
      {/* aria-disabled, not disabled: a disabled button drops the focus it has to the page's body
          (review 43A); the form ignores a submit while one is going (useContactForm). */}
      <Submit ref={ref} type="submit" aria-disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <SendingMark className="sending-mark" size={20} aria-hidden="true" />
        ) : (
          <Send size={18} aria-hidden="true" />
        )}
        {/* Failed, the main button is the retry: a second 'Reintentar' in the alert did the same
            (review 39A). */}
        {submitting ? 'Enviando…' : label}
      </Submit>
      <span className="visually-hidden" aria-live="polite">
        {submitting ? (slow ? slowMessage : 'Enviando tu mensaje') : ''}
      </span>
    </div>
  );
}
