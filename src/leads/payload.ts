// The lead payload, shared by the forms, the delivery module and the local inbox. The six
// spec fields are exactly as the receiving script expects; submissionId makes retries
// idempotent, and the two spam signals (honeypot, time on form) let the receiver drop bots.
import { z } from '../lib/zod';

export const requiredMessage = 'Este campo es obligatorio.';

const text = (max: number) => z.string().max(max);

export const contactFieldsSchema = z.object({
  nombre: text(200).trim().min(1, requiredMessage),
  correo: text(320).trim().min(1, requiredMessage),
  telefono: text(60).trim().min(1, requiredMessage),
  empresa: text(200).trim(),
  comentario: text(5000).trim(),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;
export const contactFieldNames = Object.keys(contactFieldsSchema.shape) as (keyof ContactFields)[];

export const leadPayloadSchema = z.object({
  nombre: text(200),
  correo: text(320),
  telefono: text(60),
  empresa: text(200),
  comentario: text(5000),
  hora_de_envio: text(80),
  submissionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  /** Honeypot: a field people never see. Anything in it means a bot. */
  website: text(200),
  /** Milliseconds between the form appearing and its submission. */
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

export const newsletterEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Local date and time of the visitor, as the spec's hora_de_envio. */
export function localTimestamp(now = new Date()): string {
  return now.toLocaleString('es-CL');
}

export function newSubmissionId(): string {
  return crypto.randomUUID();
}

export interface Meta {
  submissionId: string;
  website: string;
  elapsedMs: number;
  now?: Date;
}

export function contactPayload(fields: ContactFields, meta: Meta): LeadPayload {
  return leadPayloadSchema.parse({
    ...fields,
    hora_de_envio: localTimestamp(meta.now),
    submissionId: meta.submissionId,
    website: meta.website,
    elapsedMs: Math.round(meta.elapsedMs),
  });
}

export function newsletterPayload(correo: string, meta: Meta): LeadPayload {
  return contactPayload({ ...newsletterFields, correo: correo.trim() }, meta);
}
