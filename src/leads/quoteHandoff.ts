// A quote handed from the calculator to the contact form, beside the summary the calculator
// writes into the comment: the form restates it in one line above its fields, links back to
// change it, and its button keeps the calculator's words. A visitor who pressed "Solicitar
// cotización" had landed on "Solicitar consultoría", the quote only as text in Comentario,
// below the fold on a phone (reviews 36A, 37A). Kept in localStorage like the draft; what comes
// back is checked with zod.
import { z } from '../lib/zod';

const handoffSchema = z.object({
  /** "Tu estimación". */
  title: z.string().min(1),
  /** "17.5M CLP · Compleja · iOS · 8-12 meses". */
  line: z.string().min(1),
  /** The total as the comment's summary writes it: the line stands while the comment has it. */
  total: z.string().min(1),
  editLabel: z.string().min(1),
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

const keyOf = (storagePrefix: string) => `${storagePrefix}-quote`;

export function saveQuoteHandoff(storagePrefix: string, handoff: QuoteHandoff): void {
  try {
    localStorage.setItem(keyOf(storagePrefix), JSON.stringify(handoff));
  } catch {
    // Storage full or disabled: the summary in the comment still carries the quote.
  }
}

export function readQuoteHandoff(storagePrefix: string): QuoteHandoff | undefined {
  try {
    const parsed = handoffSchema.safeParse(
      JSON.parse(localStorage.getItem(keyOf(storagePrefix)) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearQuoteHandoff(storagePrefix: string): void {
  try {
    localStorage.removeItem(keyOf(storagePrefix));
  } catch {
    // Nothing to clear.
  }
}
