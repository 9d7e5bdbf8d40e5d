// States of the contact form (SPEC §4): idle → submitting → sent (thank-you dialog) or
// failed (values kept, retry with the same submissionId, or write by e-mail).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { IslandContext } from '../../content/islandContext';
import { deliverLead } from '../../leads/deliver';
import { clearDraft, contactDraftKey, readDraft, saveDraft } from '../../leads/draft';
import {
  contactFieldNames,
  contactFieldsSchema,
  contactPayload,
  newSubmissionId,
  type ContactFields,
} from '../../leads/payload';
import { reportConversion, trackFormSubmit } from '../../analytics/gtag';
import { honeypotName } from '../../ui/Honeypot';

export type ContactStatus = 'idle' | 'submitting' | 'sent' | 'failed';
export type FieldErrors = Partial<Record<keyof ContactFields, string>>;

function readValues(form: HTMLFormElement): Record<keyof ContactFields, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    contactFieldNames.map((name) => [name, String(data.get(name) ?? '')]),
  ) as Record<keyof ContactFields, string>;
}

export function useContactForm(context: IslandContext) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const shownAt = useRef(0);
  const submissionId = useRef<string | undefined>(undefined);
  const draftKey = contactDraftKey(context.storagePrefix);

  useEffect(() => {
    shownAt.current = performance.now();
    const form = ref.current;
    if (!form) return;
    const draft = readDraft(draftKey);
    for (const name of contactFieldNames) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      const saved = draft[name];
      if (field && !field.value && saved) field.value = saved;
    }
    // What was typed before the island hydrated fired no React event: keep it in the draft too.
    saveDraft(draftKey, readValues(form));
  }, [draftKey]);

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name as keyof ContactFields;
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      saveDraft(draftKey, readValues(event.currentTarget));
    },
    [draftKey],
  );

  const submit = useCallback(async () => {
    const form = ref.current;
    if (!form || status === 'submitting') return;
    const parsed = contactFieldsSchema.safeParse(readValues(form));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof ContactFields] ??= issue.message;
      setErrors(found);
      const first = contactFieldNames.find((name) => found[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    submissionId.current ??= newSubmissionId();
    void trackFormSubmit('contact');
    const payload = contactPayload(parsed.data, {
      submissionId: submissionId.current,
      website: String(new FormData(form).get(honeypotName) ?? ''),
      elapsedMs: performance.now() - shownAt.current,
    });
    const result = await deliverLead(context.leadEndpoint, payload);
    if (!result.ok) {
      setStatus('failed');
      return;
    }
    reportConversion();
    form.reset();
    clearDraft(draftKey);
    submissionId.current = undefined;
    setStatus('sent');
  }, [context.leadEndpoint, draftKey, status]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  /** A mailto: link that carries what the visitor typed, for when sending keeps failing. */
  const mailto = useCallback(() => {
    const values = ref.current ? readValues(ref.current) : undefined;
    const body = values
      ? contactFieldNames
          .filter((name) => values[name])
          .map((name) => `${name}: ${values[name]}`)
          .join('\n')
      : '';
    return `mailto:${context.email}?subject=${encodeURIComponent('Contacto desde el sitio web')}&body=${encodeURIComponent(body)}`;
  }, [context.email]);

  return {
    ref,
    draftKey,
    errors,
    status,
    onInput,
    onSubmit,
    submit,
    mailto,
    closeThanks: () => setStatus('idle'),
  };
}
