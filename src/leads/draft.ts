// A contact-form draft kept in localStorage until the lead is delivered, so a reload or a
// closed tab loses nothing. It remembers when its first value was typed: a visitor who comes
// back to a restored draft has been on the form since then (timeOnForm). What comes back from
// storage is checked with zod.
import { z } from '../lib/zod';
import type { ContactFields } from './payload';

const draftSchema = z
  .object({
    nombre: z.string(),
    correo: z.string(),
    telefono: z.string(),
    empresa: z.string(),
    comentario: z.string(),
    startedAt: z.number(),
  })
  .partial();

export type Draft = Partial<ContactFields>;
export type StoredDraft = Draft & { startedAt?: number };

export function readDraft(key: string): StoredDraft {
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
    else {
      const startedAt = readDraft(key).startedAt ?? Date.now();
      localStorage.setItem(key, JSON.stringify({ ...filled, startedAt }));
    }
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

export { contactDraftKey } from './storageKeys';
