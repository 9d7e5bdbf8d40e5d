// A quote handed from the calculator to the contact form: the form restates it above its fields,
// links back to change it, keeps the calculator's words on its button, and sends the quote's
// summary after what the visitor writes. Written into Comentario, the summary took the field's
// prompt and eight lines from the visitor, and went if they wrote over it (reviews 39A, 41A,
// 41B). Kept in localStorage like the draft; what comes back is checked with zod.
import { z } from '../lib/zod';
import { attachmentMax } from './payload';
import { attachmentKey, contactDraftKey } from './storageKeys';

const handoffSchema = z.object({
  /** "Tu estimación". */
  title: z.string().min(1),
  /** "17.5M CLP", shown first and bold. */
  total: z.string().min(1),
  /** "Compleja · iOS · Backend… · Pagos en línea · 8-12 meses". */
  line: z.string().min(1),
  /** Said when the quote has extras without the backend they need. */
  warning: z.string().min(1).optional(),
  /** The configuration in words, sent after the visitor's comment. */
  summary: z.string().min(1).max(attachmentMax),
  /** What happens to it: sent with the message, made a formal quote in the meeting. */
  note: z.string().min(1),
  editLabel: z.string().min(1),
  removeLabel: z.string().min(1),
  /** Back to the calculator; a path of this site only. */
  editHref: z.string().regex(/^\/(?!\/)/),
  submitLabel: z.string().min(1),
  /** The calculator's choices, which it restores when the visitor comes back to change them. */
  choices: z
    .object({
      complexity: z.string(),
      platform: z.string(),
      backend: z.boolean(),
      extras: z.array(z.string()),
    })
    .optional(),
});

export type QuoteHandoff = z.infer<typeof handoffSchema>;

const keyOf = (storagePrefix: string) => attachmentKey(contactDraftKey(storagePrefix));

export function saveQuoteHandoff(storagePrefix: string, handoff: QuoteHandoff): void {
  try {
    localStorage.setItem(keyOf(storagePrefix), JSON.stringify(handoff));
  } catch {
    // Storage full or disabled: the summary in the comment still carries the quote.
  }
}

/** The stored text as it is, for a component to compare between renders. */
export function storedQuoteHandoff(storagePrefix: string): string | null {
  try {
    return localStorage.getItem(keyOf(storagePrefix));
  } catch {
    return null;
  }
}

/** A stored hand-off, when it is whole and safe. */
export function parseQuoteHandoff(stored: string | null): QuoteHandoff | undefined {
  try {
    const parsed = handoffSchema.safeParse(JSON.parse(stored ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function readQuoteHandoff(storagePrefix: string): QuoteHandoff | undefined {
  return parseQuoteHandoff(storedQuoteHandoff(storagePrefix));
}

export function clearQuoteHandoff(storagePrefix: string): void {
  try {
    localStorage.removeItem(keyOf(storagePrefix));
  } catch {
    // Nothing to clear.
  }
}
