import { Check, Send } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import type { IslandContext } from '../../content/islandContext';
import { usePendingSubmit } from '../../leads/pendingSubmit';
import { Container } from '../../ui/Container';
import { Field } from '../../ui/Field';
import { Honeypot } from '../../ui/Honeypot';
import { IslandFallback } from '../../ui/IslandFallback';
import { SectionHeading } from '../../ui/SectionHeading';
import { Failure, Form, Layout, Privacy, Submit } from './ContactForm.styles';
import { ThankYouDialog } from './ThankYouDialog';
import { useContactForm } from './useContactForm';

type Props = BlockProps<'contactForm'> & { context: IslandContext };

export default function ContactForm({ title, intro, submitLabel, privacyHref, context }: Props) {
  const { ref, draftKey, errors, status, onInput, onSubmit, submit, mailto, closeThanks } =
    useContactForm(context);
  usePendingSubmit(ref, () => void submit());
  const submitting = status === 'submitting';
  return (
    <Container>
      <Layout>
        <SectionHeading title={title} intro={intro} />
        <Form
          ref={ref}
          noValidate
          onSubmit={onSubmit}
          onInput={onInput}
          aria-label={title}
          data-draft-key={draftKey}
        >
          <Field name="nombre" label="Nombre" required autoComplete="name" error={errors.nombre} />
          <Field
            name="correo"
            label="Correo"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            error={errors.correo}
          />
          <Field
            name="telefono"
            label="Teléfono"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            error={errors.telefono}
          />
          <Field name="empresa" label="Empresa" autoComplete="organization" />
          <div className="wide">
            <Field name="comentario" label="Comentario" multiline />
          </div>
          <Honeypot />
          <div className="wide">
            <Submit type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? (
                <Check className="bounce" size={20} aria-hidden="true" />
              ) : (
                <Send size={18} aria-hidden="true" />
              )}
              {submitLabel}
            </Submit>
            <span className="visually-hidden" aria-live="polite">
              {submitting ? 'Enviando tu mensaje' : ''}
            </span>
          </div>
          {status === 'failed' && (
            <Failure className="wide" role="alert">
              <p>
                No pudimos enviar tu mensaje. Tus datos siguen aquí: vuelve a intentarlo o
                escríbenos directamente.
              </p>
              <div className="actions">
                <button type="button" onClick={() => void submit()}>
                  Reintentar
                </button>
                <a href={mailto()}>Escribir a {context.email}</a>
              </div>
            </Failure>
          )}
          <div className="wide">
            <IslandFallback email={context.email} />
          </div>
          <Privacy className="wide">
            Usamos tus datos solo para responder tu consulta.{' '}
            <a href={privacyHref}>Política de privacidad</a>.
          </Privacy>
        </Form>
      </Layout>
      <ThankYouDialog open={status === 'sent'} onClose={closeThanks} />
    </Container>
  );
}
