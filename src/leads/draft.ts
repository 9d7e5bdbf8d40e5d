// A contact-form draft kept in localStorage until the lead is delivered, so a reload or a
// closed tab loses nothing. What comes back from storage is checked with zod.
import { z } from '../lib/zod';
import type { ContactFields } from './payload';

const draftSchema = z
  .object({
    nombre: z.string(),
    correo: z.string(),
    telefono: z.string(),
    empresa: z.string(),
    comentario: z.string(),
  })
  .partial();

export type Draft = Partial<ContactFields>;

export function readDraft(key: string): Draft {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    const filled = Object.fromEntries(Object.entries(draft).filter(([, value]) => value));
    if (Object.keys(filled).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(filled));
  } catch {
    // Storage full or disabled: the form still works, the draft just does not persist.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** The contact form's draft key; the calculator writes a quote into the same draft. */
export function contactDraftKey(storagePrefix: string): string {
  return `${storagePrefix}-contact-draft`;
}
