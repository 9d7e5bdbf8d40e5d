import { Check, CircleAlert, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BlockProps } from '../../content/types.generated';
import type { IslandContext } from '../../content/islandContext';
import { contactFailureMessage, rateLimitedMessage } from '../../leads/messages';
import { contactLimits } from '../../leads/payload';
import { usePendingSubmit } from '../../leads/pendingSubmit';
import { Container } from '../../ui/Container';
import { Field } from '../../ui/Field';
import { Honeypot } from '../../ui/Honeypot';
import { IslandFallback } from '../../ui/IslandFallback';
import { SectionHeading } from '../../ui/SectionHeading';
import { Form, Layout, Privacy, SendingMark, Submit } from './ContactForm.styles';
import { Failure, Sent, SlowNote } from './formStates.styles';
import { QuoteHandoffLine } from './QuoteHandoffLine';
import { ThankYouDialog } from './ThankYouDialog';
import { EmailAddress } from './EmailAddress';
import { useContactForm } from './useContactForm';
import { useQuoteHandoff } from './useQuoteHandoff';
import { useSlowSend } from './useSlowSend';
import { draftKeyAttr } from '../../lib/pageAttributes';
import { NextStepsPanel } from './NextStepsPanel';
import { Reassurance } from './Reassurance';

type Props = BlockProps<'contactForm'> & { context: IslandContext };

const slowMessage = 'Seguimos intentando: lo que escribiste no se pierde.';

export default function ContactForm({
  title,
  opensPage,
  intro,
  nextSteps,
  responder,
  quote,
  submitLabel,
  afterSent,
  privacyHref,
  context,
}: Props) {
  const { handoff, drop: dropQuote } = useQuoteHandoff(context.storagePrefix);
  const {
    ref,
    draftKey,
    errors,
    lengths,
    status,
    failure,
    sentTo,
    onInput,
    onBlur,
    onSubmit,
    submit,
    mailto,
    closeThanks,
    writeAnother,
  } = useContactForm(context, { attachment: handoff?.summary, onSent: dropQuote });
  const counted = (name: keyof typeof contactLimits) => ({
    name,
    error: errors[name],
    limit: contactLimits[name],
    length: lengths[name],
  });
  usePendingSubmit(ref, () => void submit());
  const sentLine = useRef<HTMLDivElement>(null);
  // A failed send puts the visitor at its message and its actions: focus fell to the page's
  // body, the alert half below the fold at 1280 × 800 (review 37A).
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'failed') failureBox.current?.focus();
  }, [status]);
  // The form comes back empty, the caret in its first field.
  const startAnother = () => {
    writeAnother();
    requestAnimationFrame(() => ref.current?.querySelector('input')?.focus());
  };
  const submitting = status === 'submitting';
  const wait = useSlowSend(submitting);
  const slow = wait !== 'short';
  return (
    <Container>
      <Layout $tallAside={Boolean(responder || quote)}>
        <SectionHeading title={title} intro={intro} level={opensPage ? 1 : 2} />
        <Form
          ref={ref}
          noValidate
          onSubmit={onSubmit}
          onInput={onInput}
          onBlur={onBlur}
          aria-label={title}
          {...{ [draftKeyAttr]: draftKey }}
        >
          {/* Sent, the form gives way to this: an empty form under it invited the same message
              twice (review 34B). */}
          {sentTo && (
            <Sent className="wide" ref={sentLine} tabIndex={-1} data-lead-sent>
              <span className="mark" aria-hidden="true">
                <Check size={18} strokeWidth={3} />
              </span>
              <p>
                Recibimos tu mensaje. Te escribiremos a <EmailAddress email={sentTo} after="." />
              </p>
              <div className="after">
                <button type="button" onClick={startAnother}>
                  Escribir otro mensaje
                </button>
                {/* The dialog's next step stays here once it closes (review 39A). */}
                {afterSent && <a href={afterSent.href}>{afterSent.label}</a>}
              </div>
            </Sent>
          )}
          {handoff && (
            <QuoteHandoffLine
              handoff={handoff}
              onRemove={() => {
                dropQuote();
                ref.current?.querySelector('input')?.focus();
              }}
            />
          )}
          <Field {...counted('nombre')} label="Nombre" required autoComplete="name" />
          <Field
            {...counted('correo')}
            label="Correo"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
          />
          <Field
            {...counted('telefono')}
            label="Teléfono"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
          />
          <Field {...counted('empresa')} label="Empresa" autoComplete="organization" />
          <div className="wide">
            <Field
              {...counted('comentario')}
              label="Comentario"
              multiline
              placeholder="¿Qué quieres construir y para cuándo?"
            />
          </div>
          <Honeypot />
          {/* Above the button it names: under it, it read as a footnote after the action (41B). */}
          {status === 'failed' && (
            <Failure className="wide" role="alert" ref={failureBox} tabIndex={-1}>
              <CircleAlert size={20} aria-hidden="true" />
              <p>{failure === 'rate-limited' ? rateLimitedMessage : contactFailureMessage}</p>
              <div className="actions">
                <a href={mailto()}>Escribir a {context.email}</a>
              </div>
            </Failure>
          )}
          <div className="wide">
            <Submit type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? (
                <SendingMark className="bounce" size={20} aria-hidden="true" />
              ) : (
                <Send size={18} aria-hidden="true" />
              )}
              {/* Failed, the main button is the retry: a second 'Reintentar' in the alert did
                  the same (review 39A). */}
              {submitting
                ? 'Enviando…'
                : status === 'failed'
                  ? 'Reintentar'
                  : (handoff?.submitLabel ?? submitLabel)}
            </Submit>
            <span className="visually-hidden" aria-live="polite">
              {submitting ? (slow ? slowMessage : 'Enviando tu mensaje') : ''}
            </span>
            {slow && (
              <SlowNote>
                <span aria-hidden="true">{slowMessage}</span>
                {wait === 'slower' && (
                  <>
                    {' ¿Prefieres no esperar? '}
                    <a href={mailto()}>Escribir a {context.email}</a>
                  </>
                )}
              </SlowNote>
            )}
          </div>
          <div className="wide">
            <IslandFallback email={context.email} />
          </div>
          <Privacy className="wide">
            {'Usamos tus datos solo para responder tu consulta. '}
            <a href={privacyHref}>Política de privacidad</a>.
          </Privacy>
        </Form>
        {nextSteps && (
          <NextStepsPanel steps={nextSteps} level={opensPage ? 2 : 3}>
            <p>
              ¿Prefieres el correo? <a href={`mailto:${context.email}`}>{context.email}</a>
            </p>
            <Reassurance responder={responder} quote={quote} />
          </NextStepsPanel>
        )}
      </Layout>
      <ThankYouDialog
        open={status === 'sent'}
        onClose={closeThanks}
        email={sentTo}
        firstStep={nextSteps?.[0]}
        next={afterSent}
        returnFocus={() => sentLine.current}
      />
    </Container>
  );
}
