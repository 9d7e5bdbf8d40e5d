import { Check, CircleAlert } from 'lucide-react';
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
import { Form, Layout, Privacy } from './ContactForm.styles';
import { Failure, Sent } from './formStates.styles';
import { SubmitArea } from './SubmitArea';
import { revealRangeSettled } from './revealRange';
import { SentRecap } from './SentRecap';
import { QuoteHandoffLine, QuoteRemoved, handoffWords } from './QuoteHandoffLine';
import { ThankYouDialog } from './ThankYouDialog';
import { EmailAddress } from './EmailAddress';
import { useContactForm } from './useContactForm';
import { useQuoteInForm } from './useQuoteInForm';
import { useSlowSend } from './useSlowSend';
import { draftKeyAttr } from '../../lib/pageAttributes';
import { NextStepsPanel } from './NextStepsPanel';
import { PromiseLine } from './PromiseLine';
import { HandoffPreviewSlot, useHandoffPreview } from './HandoffPreviewSlot';
import { ClientWord, Reassurance } from './Reassurance';

type Props = BlockProps<'contactForm'> & { context: IslandContext };

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
  const quoteInForm = useQuoteInForm(context.storagePrefix);
  const { handoff, sentQuote } = quoteInForm;
  const {
    ref,
    draftKey,
    errors,
    phoneNote,
    lengths,
    status,
    failure,
    sent,
    sentTo,
    onInput,
    onBlur,
    onSubmit,
    submit,
    mailto,
    closeThanks,
    writeAnother,
  } = useContactForm(context, { attachment: handoff?.summary, onSent: quoteInForm.onSent });
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
  // Both in sight, the alert and the retry under it: at 1280 × 800 the alert pushed the button
  // below the fold (review 42B).
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const [box, button] = [failureBox.current, submitButton.current];
    if (status !== 'failed' || !box || !button) return;
    box.focus({ preventScroll: true });
    return revealRangeSettled(box, button);
  }, [status]);
  // The form comes back with the visitor's details, the caret in the comment.
  const startAnother = () => {
    writeAnother();
    quoteInForm.forgetSent();
    requestAnimationFrame(() => ref.current?.querySelector('textarea')?.focus());
  };
  // The service's lead in the form's responder's place, where the form has one, and still once
  // the message went: the service page had named them (review 44A). Where it has none, the
  // hand-off's note names them, with no card added beside the fields.
  const showPreviewSlot = useHandoffPreview(handoff, quoteInForm.onRemove, ref);
  const shownResponder = responder && ((handoff ?? sentQuote)?.responder ?? responder);
  const submitting = status === 'submitting';
  const wait = useSlowSend(submitting);
  return (
    <Container>
      <Layout
        $tallAside={Boolean(responder || quote)}
        $sticky={Boolean(responder && !quote)}
        $word={Boolean(quote)}
      >
        <SectionHeading title={title} intro={intro} level={opensPage ? 1 : 2} />
        {nextSteps?.[0] && <PromiseLine promise={nextSteps[0]} responder={shownResponder} />}
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
                {sentQuote
                  ? handoffWords(sentQuote).sent(sentQuote.total)
                  : 'Recibimos tu mensaje. '}
                Te escribiremos a <EmailAddress email={sentTo} after="." />
              </p>
              {sent && <SentRecap fields={sent} quote={sentQuote} />}
              <div className="after">
                {/* The dialog's next step stays here once it closes (review 39A), first and
                    in yellow as in the dialog: after the button, as a link, the order flipped
                    between the two (review 50B). */}
                {afterSent && <a href={afterSent.href}>{afterSent.label}</a>}
                <button type="button" onClick={startAnother}>
                  Escribir otro mensaje
                </button>
              </div>
            </Sent>
          )}
          {showPreviewSlot && <HandoffPreviewSlot namedByCard={Boolean(responder)} />}
          {handoff && (
            <QuoteHandoffLine
              handoff={handoff}
              namedByCard={Boolean(responder && handoff.responder)}
              onRemove={quoteInForm.onRemove}
              removeRef={quoteInForm.removeRef}
            />
          )}
          {quoteInForm.removed && (
            <QuoteRemoved
              removed={quoteInForm.removed}
              onUndo={quoteInForm.onUndo}
              undoRef={quoteInForm.undoRef}
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
            // A shape to follow, not a rule: the spec sets no phone format (review 51B).
            placeholder="+56 9 1234 5678"
            note={phoneNote}
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
          <SubmitArea
            ref={submitButton}
            wait={submitting ? wait : undefined}
            label={status === 'failed' ? 'Reintentar' : (handoff?.submitLabel ?? submitLabel)}
            mailto={mailto}
            email={context.email}
          />
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
            <Reassurance responder={shownResponder} />
          </NextStepsPanel>
        )}
        <ClientWord quote={quote} />
      </Layout>
      <ThankYouDialog
        open={status === 'sent'}
        onClose={closeThanks}
        email={sentTo}
        // The person the form named, when a service page handed it over (review 45A).
        firstStep={sentQuote?.firstStep ?? nextSteps?.[0]}
        next={afterSent}
        returnFocus={() => sentLine.current}
      />
    </Container>
  );
}
