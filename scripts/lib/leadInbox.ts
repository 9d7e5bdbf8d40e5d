// The local lead inbox behind POST /api/leads: validates with zod, refuses oversized or
// malformed bodies, drops spam silently (same answer, so bots learn nothing), deduplicates by
// submissionId and appends each lead to a JSON Lines file, flushed to disk before answering.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { leadPayloadSchema, type LeadPayload } from '../../src/leads/payload';

export const maxBodyBytes = 16 * 1024;

export type StoredLead = Omit<LeadPayload, 'website' | 'elapsedMs'> & { receivedAt: string };

export interface InboxOptions {
  file: string;
  /** Submissions faster than this after the form appeared are treated as bots. */
  minSubmitMs: number;
}

export function readStoredLeads(file: string): StoredLead[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as StoredLead];
      } catch {
        // A line cut by a crash mid-write: every complete lead before and after is kept.
        return [];
      }
    });
}

function appendDurably(file: string, line: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'a');
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function answer(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string | 'too-large'> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      resolve('too-large');
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        resolve('too-large');
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A crash mid-write can leave a last line without its newline; start the next lead on a line
 * of its own so it is not glued to the torn one. */
function repairTornTail(file: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (text.length > 0 && !text.endsWith('\n')) appendDurably(file, '\n');
}

export function createLeadInbox({ file, minSubmitMs }: InboxOptions) {
  repairTornTail(file);
  const seen = new Set(readStoredLeads(file).map((lead) => lead.submissionId));

  return async function handleLead(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders).end();
      return;
    }
    if (req.method !== 'POST') return answer(res, 405, { ok: false, error: 'method-not-allowed' });
    const body = await readBody(req);
    if (body === 'too-large') return answer(res, 413, { ok: false, error: 'too-large' });
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return answer(res, 400, { ok: false, error: 'invalid-json' });
    }
    const parsed = leadPayloadSchema.safeParse(json);
    if (!parsed.success) return answer(res, 422, { ok: false, error: 'invalid-lead' });
    const { website, elapsedMs, ...lead } = parsed.data;
    const spam = website !== '' || elapsedMs < minSubmitMs;
    if (spam || seen.has(lead.submissionId)) return answer(res, 200, { ok: true });
    try {
      appendDurably(file, `${JSON.stringify({ ...lead, receivedAt: new Date().toISOString() })}\n`);
    } catch (error) {
      console.error('Could not store a lead', error);
      return answer(res, 500, { ok: false, error: 'storage' });
    }
    seen.add(lead.submissionId);
    answer(res, 200, { ok: true });
  };
}
