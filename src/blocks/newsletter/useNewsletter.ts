// Newsletter states (SPEC §4): idle → submitting ('Enviando...') → success (message for 5 s)
// or error (the typed e-mail stays; sending again retries with the same submissionId).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { IslandContext } from '../../content/islandContext';
import { deliverLead } from '../../leads/deliver';
import { newSubmissionId, newsletterEmailPattern, newsletterPayload } from '../../leads/payload';
import { trackFormSubmit } from '../../analytics/gtag';
import { honeypotName } from '../../ui/Honeypot';

export const newsletterMessages = {
  empty: 'Por favor ingresa tu correo electrónico',
  invalid: 'Por favor ingresa un correo electrónico válido',
  sending: 'Enviando...',
  success: '¡Gracias por suscribirte! Te contactaremos pronto.',
  failure: 'Error al procesar la suscripción. Inténtalo de nuevo.',
} as const;
export const successVisibleMs = 5000;

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export function useNewsletter(context: IslandContext) {
  const ref = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [validation, setValidation] = useState<string | undefined>();
  const shownAt = useRef(0);
  const submissionId = useRef<string | undefined>(undefined);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), successVisibleMs);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = useCallback(async () => {
    const form = ref.current;
    if (!form || status === 'submitting') return;
    const data = new FormData(form);
    const email = String(data.get('correo') ?? '').trim();
    if (!email) return setValidation(newsletterMessages.empty);
    if (!newsletterEmailPattern.test(email)) return setValidation(newsletterMessages.invalid);
    setValidation(undefined);
    setStatus('submitting');
    submissionId.current ??= newSubmissionId();
    void trackFormSubmit('newsletter');
    const payload = newsletterPayload(email, {
      submissionId: submissionId.current,
      website: String(data.get(honeypotName) ?? ''),
      elapsedMs: performance.now() - shownAt.current,
    });
    const result = await deliverLead(context.leadEndpoint, payload);
    if (!result.ok) {
      setStatus('error');
      return;
    }
    form.reset();
    submissionId.current = undefined;
    setStatus('success');
  }, [context.leadEndpoint, status]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  const onInput = useCallback(() => setValidation(undefined), []);

  return { ref, status, validation, submit, onSubmit, onInput };
}
