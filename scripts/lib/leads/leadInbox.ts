// The local lead inbox behind POST /api/leads, independent of the HTTP server: it validates
// with the forms' own zod schema and answers in Spanish, flags suspected spam instead of
// dropping it (same answer either way, so bots learn nothing), deduplicates retries by
// submissionId and acknowledges a lead only once it is on disk.
import { z } from 'zod';
import { leadPayloadSchema } from '../../../src/leads/payload';
import { openAppendLog } from './appendLog';
import { readLeads, type StoredLead } from './readLeads';

// Type errors (a number where text goes) also read in Spanish; the forms' own rules carry
// their own messages. Node side only: the browser bundle stays without the locale.
z.config(z.locales.es());

export interface InboxOptions {
  file: string;
  /** Submissions faster than this after the page opened are flagged as suspected spam. */
  minSubmitMs: number;
}

export interface InboxAnswer {
  status: number;
  body: { ok: boolean; error?: string; message?: string };
}

export type LeadInbox = Awaited<ReturnType<typeof openLeadInbox>>;

const refused = (error: string, message: string): InboxAnswer => ({
  status: 400,
  body: { ok: false, error, message },
});

function readJson(body: unknown): { json: unknown } | undefined {
  if (typeof body !== 'string') return { json: body };
  try {
    return { json: JSON.parse(body) };
  } catch {
    return undefined;
  }
}

export async function openLeadInbox({ file, minSubmitMs }: InboxOptions) {
  const seen = new Set<string>();
  for await (const lead of readLeads(file)) seen.add(lead.submissionId);
  const log = await openAppendLog(file);
  const writing = new Map<string, Promise<InboxAnswer>>();

  async function accept(body: unknown): Promise<InboxAnswer> {
    const read = readJson(body);
    if (!read) return refused('invalid-json', 'El envío no es un JSON válido.');
    const parsed = leadPayloadSchema.safeParse(read.json);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path.join('.') || 'envío';
      return refused('invalid-lead', `${field}: ${issue?.message ?? 'no es válido.'}`);
    }
    const { website, elapsedMs, ...lead } = parsed.data;
    if (seen.has(lead.submissionId)) return { status: 200, body: { ok: true } };
    const spamReason =
      website !== '' ? 'honeypot' : elapsedMs < minSubmitMs ? 'too-fast' : undefined;
    const stored: StoredLead = {
      ...lead,
      receivedAt: new Date().toISOString(),
      spam: spamReason !== undefined,
      ...(spamReason ? { spamReason } : {}),
    };
    // A retry that arrives while its first copy is being written waits for that write.
    const pending = writing.get(lead.submissionId) ?? store(stored);
    writing.set(lead.submissionId, pending);
    return pending;
  }

  async function store(lead: StoredLead): Promise<InboxAnswer> {
    try {
      await log.append(`${JSON.stringify(lead)}\n`);
      seen.add(lead.submissionId);
      return { status: 200, body: { ok: true } };
    } catch (error) {
      console.error('No se pudo guardar un contacto', error);
      return {
        status: 500,
        body: { ok: false, error: 'storage', message: 'No pudimos guardar tu mensaje.' },
      };
    } finally {
      writing.delete(lead.submissionId);
    }
  }

  return { accept, close: () => log.close() };
}
