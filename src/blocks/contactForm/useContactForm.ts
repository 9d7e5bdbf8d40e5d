// States of the contact form (SPEC §4): idle → submitting → sent (thank-you dialog) or
// failed (values kept; a retry of the same text reuses its submissionId, an edited one is a
// new submission; or write by e-mail). After the dialog, the emptied form keeps a line saying
// the message went, and to which address. Every field can show its own error, so no input can
// leave the button doing nothing.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { IslandContext } from '../../content/islandContext';
import { deliverLead, type DeliveryFailure } from '../../leads/deliver';
import { clearDraft, contactDraftKey, readDraft, saveDraft } from '../../leads/draft';
import {
  commentWith,
  contactFieldNames,
  contactFieldsSchema,
  contactPayload,
  type ContactFields,
} from '../../leads/payload';
import { submissionIds, timeOnForm } from '../../leads/submission';
import { phoneLooksShort, shortPhoneNote } from '../../leads/messages';
import { reportConversion, trackFormSubmit } from '../../analytics/gtag';
import { honeypotName } from '../../ui/Honeypot';
import type { FieldNote } from '../../ui/Field';

export type ContactStatus = 'idle' | 'submitting' | 'sent' | 'failed';
export type FieldErrors = Partial<Record<keyof ContactFields, string>>;
export type FieldLengths = Partial<Record<keyof ContactFields, number>>;

function readValues(form: HTMLFormElement): Record<keyof ContactFields, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    contactFieldNames.map((name) => [name, String(data.get(name) ?? '')]),
  ) as Record<keyof ContactFields, string>;
}

const lengthsOf = (values: Record<keyof ContactFields, string>): FieldLengths =>
  Object.fromEntries(contactFieldNames.map((name) => [name, values[name].length]));

interface Options {
  /** Sent after the visitor's comment (the calculator's quote), kept apart from the field. */
  attachment?: string | undefined;
  /** Called once the lead is delivered. */
  onSent?: () => void;
}

/** What a second message keeps of the first: who sends it. */
const keptForAnother = ['nombre', 'correo', 'telefono', 'empresa'] as const;

export function useContactForm(context: IslandContext, { attachment, onSent }: Options = {}) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phoneNote, setPhoneNote] = useState<FieldNote>();
  const [lengths, setLengths] = useState<FieldLengths>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<DeliveryFailure | undefined>();
  /** The last lead sent: the form recaps it, and its address, after the thank-you dialog. */
  const [sent, setSent] = useState<ContactFields>();
  const ids = useRef(submissionIds());
  const draftKey = contactDraftKey(context.storagePrefix);

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const draft = readDraft(draftKey);
    for (const name of contactFieldNames) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      const saved = draft[name];
      if (field && !field.value && saved) field.value = saved;
    }
    // What was typed before the island hydrated fired no React event: keep it in the draft too.
    const values = readValues(form);
    saveDraft(draftKey, values);
    setLengths(lengthsOf(values));
  }, [draftKey]);

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name as keyof ContactFields;
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      if (name === 'telefono') setPhoneNote(undefined);
      const values = readValues(event.currentTarget);
      setLengths(lengthsOf(values));
      saveDraft(draftKey, values);
    },
    [draftKey],
  );

  /** An address typed and left that is not one says so then, not only at the submit (review
   *  41B: 'camila@' and Tab showed nothing). An empty field waits for the submit. */
  const onBlur = useCallback((event: FocusEvent<HTMLFormElement>) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.name === 'telefono')
      setPhoneNote(phoneLooksShort(field.value) ? shortPhoneNote : undefined);
    if (!(field instanceof HTMLInputElement) || field.name !== 'correo' || !field.value.trim())
      return;
    const checked = contactFieldsSchema.shape.correo.safeParse(field.value);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setErrors((current) => ({ ...current, correo: message }));
    }
  }, []);

  const deliver = useCallback(
    async (form: HTMLFormElement, typed: ContactFields) => {
      void trackFormSubmit('contact');
      const fields = { ...typed, comentario: commentWith(typed.comentario, attachment) };
      const payload = contactPayload(fields, {
        submissionId: ids.current.idFor(fields),
        website: String(new FormData(form).get(honeypotName) ?? ''),
        elapsedMs: timeOnForm(readDraft(draftKey).startedAt),
      });
      return deliverLead(context.leadEndpoint, payload);
    },
    [attachment, context.leadEndpoint, draftKey],
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
    setSent(undefined);
    setStatus('submitting');
    const result = await deliver(form, parsed.data).catch(
      () => ({ ok: false, reason: 'network' }) as const,
    );
    if (!result.ok) {
      setFailure(result.reason);
      setStatus('failed');
      return;
    }
    reportConversion();
    onSent?.();
    form.reset();
    setLengths({});
    clearDraft(draftKey);
    ids.current.forget();
    setSent(parsed.data);
    setStatus('sent');
  }, [deliver, draftKey, onSent, status]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  /** A mailto: link that carries what the visitor typed, for when sending keeps failing. */
  const mailto = useCallback(() => {
    const typed = ref.current ? readValues(ref.current) : undefined;
    const values = typed && { ...typed, comentario: commentWith(typed.comentario, attachment) };
    const body = values
      ? contactFieldNames
          .filter((name) => values[name])
          .map((name) => `${name}: ${values[name]}`)
          .join('\n')
      : '';
    return `mailto:${context.email}?subject=${encodeURIComponent('Contacto desde el sitio web')}&body=${encodeURIComponent(body)}`;
  }, [attachment, context.email]);

  return {
    ref,
    draftKey,
    errors,
    phoneNote,
    lengths,
    status,
    failure,
    sent,
    sentTo: sent?.correo,
    onInput,
    onBlur,
    onSubmit,
    submit,
    mailto,
    closeThanks: () => setStatus('idle'),
    /** Back from the confirmation to an empty form, for a second message. */
    /** The form again for a second message, with the visitor's own details kept: it came back
     *  empty, to type name, e-mail and phone again (review 51B). */
    writeAnother: () => {
      const form = ref.current;
      if (form && sent) {
        for (const name of keptForAnother) {
          const field = form.elements.namedItem(name) as HTMLInputElement | null;
          if (field) field.value = sent[name] ?? '';
        }
        const values = readValues(form);
        saveDraft(draftKey, values);
        setLengths(lengthsOf(values));
      }
      setSent(undefined);
    },
  };
}
