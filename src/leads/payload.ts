// The lead payload, shared by the forms, the delivery module and the local inbox: one zod
// schema validates in the browser and on the server, with the same Spanish messages. The six
// spec fields are exactly as the receiving script expects; submissionId makes retries
// idempotent, and the two spam signals (honeypot, time on form) let the receiver flag bots.
import { z } from '../lib/zod';
import {
  invalidEmailMessage,
  newsletterMessages,
  requiredMessage,
  tooLongMessage,
} from './messages';

/** Generous limits, shown to the visitor as a counter near them (ContactForm). */
export const contactLimits = {
  nombre: 200,
  correo: 320,
  telefono: 60,
  empresa: 200,
  comentario: 10_000,
} as const;

/** The most a form adds after the visitor's comment (the calculator's quote summary). */
export const attachmentMax = 4000;

/** The comment sent: the visitor's words, then what the form adds, a blank line between. */
export function commentWith(comment: string, attachment: string | undefined): string {
  return [comment.trim(), attachment?.trim()].filter(Boolean).join('\n\n');
}

/** The spec's simple e-mail pattern, for the newsletter and the contact form alike. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// abort: one message per field, the first that applies (an empty e-mail is "obligatorio",
// not also "no válido").
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max), abort: true });
const required = (max: number) => optional(max).min(1, { error: requiredMessage, abort: true });

export const contactFieldsSchema = z.object({
  nombre: required(contactLimits.nombre),
  correo: required(contactLimits.correo).regex(emailPattern, invalidEmailMessage),
  telefono: required(contactLimits.telefono),
  empresa: optional(contactLimits.empresa),
  comentario: optional(contactLimits.comentario),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;
export const contactFieldNames = Object.keys(contactFieldsSchema.shape) as (keyof ContactFields)[];

export const newsletterEmailSchema = z
  .string()
  .trim()
  .min(1, { error: newsletterMessages.empty, abort: true })
  .max(contactLimits.correo, { error: newsletterMessages.invalid, abort: true })
  .regex(emailPattern, newsletterMessages.invalid);

export const leadPayloadSchema = contactFieldsSchema.extend({
  /** The visitor's comment and, after it, what the form adds (commentWith). */
  comentario: optional(contactLimits.comentario + 2 + attachmentMax),
  hora_de_envio: z.string().max(80),
  /** The receiver's dedupe key: a retry of the same text carries the same id. */
  submissionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  /** Honeypot: a field people never see. Anything in it flags the lead as suspected spam. */
  website: z.string().max(200),
  /** Milliseconds from the page opening (or the draft's first keystroke) to the submission. */
  elapsedMs: z.number().int().nonnegative(),
});
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

/** The spec's fixed values for a newsletter subscription. */
export const newsletterFields = {
  nombre: 'Suscriptor Newsletter',
  telefono: 'No proporcionado',
  empresa: 'Newsletter',
  comentario: 'Suscripción al newsletter',
} as const;

/** Local date and time of the visitor, as the spec's hora_de_envio. */
export function localTimestamp(now = new Date()): string {
  return now.toLocaleString('es-CL');
}

export interface Meta {
  submissionId: string;
  website: string;
  elapsedMs: number;
  now?: Date;
}

/** Fields already validated by contactFieldsSchema become the payload; never throws. */
export function contactPayload(fields: ContactFields, meta: Meta): LeadPayload {
  return {
    ...fields,
    hora_de_envio: localTimestamp(meta.now),
    submissionId: meta.submissionId,
    website: meta.website.slice(0, 200),
    elapsedMs: Math.max(0, Math.round(meta.elapsedMs)),
  };
}

export function newsletterPayload(correo: string, meta: Meta): LeadPayload {
  return contactPayload({ ...newsletterFields, correo: correo.trim() }, meta);
}
