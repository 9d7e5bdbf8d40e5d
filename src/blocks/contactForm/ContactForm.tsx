import { Check, Send } from 'lucide-react';
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
import { PartsLine } from '../../ui/PartsLine';
import { SectionHeading } from '../../ui/SectionHeading';
import { Form, Layout, Privacy, SendingMark, Submit } from './ContactForm.styles';
import { Failure, QuoteLine, Sent, SlowNote } from './formStates.styles';
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
  const {
    ref,
    draftKey,
    errors,
    lengths,
    status,
    failure,
    sentTo,
    onInput,
    onSubmit,
    submit,
    mailto,
    closeThanks,
    writeAnother,
  } = useContactForm(context);
  const counted = (name: keyof typeof contactLimits) => ({
    name,
    error: errors[name],
    limit: contactLimits[name],
    length: lengths[name],
  });
  const handoff = useQuoteHandoff(ref, context.storagePrefix);
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
  const slow = useSlowSend(submitting);
  return (
    <Container>
      <Layout $tallAside={Boolean(responder || quote)}>
        <SectionHeading title={title} intro={intro} level={opensPage ? 1 : 2} />
        <Form
          ref={ref}
          noValidate
          onSubmit={onSubmit}
          onInput={onInput}
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
            <QuoteLine className="wide" data-quote-handoff>
              <p>
                <strong>{handoff.title}:</strong> <PartsLine parts={handoff.line.split(' · ')} />
              </p>
              <a href={handoff.editHref}>{handoff.editLabel}</a>
            </QuoteLine>
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
          <div className="wide">
            <Submit type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? (
                <SendingMark className="bounce" size={20} aria-hidden="true" />
              ) : (
                <Send size={18} aria-hidden="true" />
              )}
              {/* Failed, the main button is the retry: a second 'Reintentar' in the alert did
                  the same (review 39A). */}
              {status === 'failed' ? 'Reintentar' : (handoff?.submitLabel ?? submitLabel)}
            </Submit>
            <span className="visually-hidden" aria-live="polite">
              {submitting ? (slow ? slowMessage : 'Enviando tu mensaje') : ''}
            </span>
            {slow && <SlowNote aria-hidden="true">{slowMessage}</SlowNote>}
          </div>
          {status === 'failed' && (
            <Failure className="wide" role="alert" ref={failureBox} tabIndex={-1}>
              <p>{failure === 'rate-limited' ? rateLimitedMessage : contactFailureMessage}</p>
              <div className="actions">
                <a href={mailto()}>Escribir a {context.email}</a>
              </div>
            </Failure>
          )}
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
