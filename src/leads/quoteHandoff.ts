// A quote handed from the calculator to the contact form: the form restates it above its fields,
// links back to change it, keeps the calculator's words on its button, and sends the quote's
// summary after what the visitor writes. Written into Comentario, the summary took the field's
// prompt and eight lines from the visitor, and went if they wrote over it (reviews 39A, 41A,
// 41B). A service page hands a topic the same way: which service the visitor came from, and who
// leads it (review 44A: the form knew neither, and /contacto named another person than the page
// had). Kept in localStorage like the draft; what comes back is checked with zod.
import { z } from '../lib/zod';
import { sitePathPattern } from '../lib/sitePath';
import { attachmentMax } from './payload';
import { attachmentKey, contactDraftKey } from './storageKeys';

/** A path of this site only: never off it, never a script. */
const sitePath = z.string().regex(sitePathPattern);

const handoffSchema = z.object({
  /** A quote (the calculator's, when absent) or a topic (a service's or a case's page). */
  kind: z.enum(['quote', 'topic']).optional(),
  /** "Tu estimación", "Servicio". */
  title: z.string().min(1),
  /** "17.5M CLP" or the service's name, shown first and bold. */
  total: z.string().min(1),
  /** "Compleja · iOS · Backend… · Pagos en línea · 8-12 meses". */
  line: z.string().min(1).optional(),
  /** Said when the quote has extras without the backend they need. */
  warning: z.string().min(1).optional(),
  /** The configuration in words, sent after the visitor's comment. */
  summary: z.string().min(1).max(attachmentMax),
  /** What happens to it: sent with the message, made a formal quote in the meeting. */
  note: z.string().min(1),
  editLabel: z.string().min(1),
  removeLabel: z.string().min(1),
  /** Said once it is taken out, when the block that handed over has its own words. */
  removed: z.string().min(1).optional(),
  /** Back to the calculator or the service page. */
  editHref: sitePath,
  /** The button's words, when the block that handed over has its own ("Solicitar cotización"). */
  submitLabel: z.string().min(1).optional(),
  /** The thank-you's first step, when the block that handed over names who answers. */
  firstStep: z.string().min(1).optional(),
  /** Who reads the message, when the block that handed over names them: it takes the place of
   *  the form's own responder. */
  responder: z
    .object({
      name: z.string().min(1),
      role: z.string().min(1),
      image: sitePath,
      text: z.string().min(1),
    })
    .optional(),
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

/** Where the contact form looks for what another block handed it. */
export const handoffKey = (storagePrefix: string) => attachmentKey(contactDraftKey(storagePrefix));

export function saveQuoteHandoff(storagePrefix: string, handoff: QuoteHandoff): void {
  try {
    localStorage.setItem(handoffKey(storagePrefix), JSON.stringify(handoff));
  } catch {
    // Storage full or disabled: the summary in the comment still carries the quote.
  }
}

/** The stored text as it is, for a component to compare between renders. */
export function storedQuoteHandoff(storagePrefix: string): string | null {
  try {
    return localStorage.getItem(handoffKey(storagePrefix));
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
    localStorage.removeItem(handoffKey(storagePrefix));
  } catch {
    // Nothing to clear.
  }
}
