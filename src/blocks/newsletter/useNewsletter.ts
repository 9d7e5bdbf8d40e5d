// Newsletter states (SPEC §4): idle → submitting ('Enviando...') → success (message for 5 s)
// or error (the typed e-mail stays; sending it again retries with the same submissionId, a
// corrected one is a new submission).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { IslandContext } from '../../content/islandContext';
import { deliverLead, type DeliveryFailure } from '../../leads/deliver';
import { newsletterEmailSchema, newsletterPayload } from '../../leads/payload';
import { submissionIds, timeOnForm } from '../../leads/submission';
import { trackFormSubmit } from '../../analytics/gtag';
import { honeypotName } from '../../ui/Honeypot';

export const successVisibleMs = 5000;

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export function useNewsletter(context: IslandContext) {
  const ref = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [failure, setFailure] = useState<DeliveryFailure | undefined>();
  const [validation, setValidation] = useState<string | undefined>();
  const ids = useRef(submissionIds());

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), successVisibleMs);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = useCallback(async () => {
    const form = ref.current;
    if (!form || status === 'submitting') return;
    const data = new FormData(form);
    const email = newsletterEmailSchema.safeParse(String(data.get('correo') ?? ''));
    if (!email.success) {
      setValidation(email.error.issues[0]?.message);
      // The caret goes where the fix is, as the contact form does (review 34A).
      form.querySelector<HTMLInputElement>('input[name="correo"]')?.focus();
      return;
    }
    setValidation(undefined);
    setStatus('submitting');
    void trackFormSubmit('newsletter');
    const payload = newsletterPayload(email.data, {
      submissionId: ids.current.idFor({ correo: email.data }),
      website: String(data.get(honeypotName) ?? ''),
      elapsedMs: timeOnForm(),
    });
    const result = await deliverLead(context.leadEndpoint, payload).catch(
      () => ({ ok: false, reason: 'network' }) as const,
    );
    if (!result.ok) {
      setFailure(result.reason);
      setStatus('error');
      return;
    }
    form.reset();
    ids.current.forget();
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

  return { ref, status, failure, validation, submit, onSubmit, onInput };
}
