// Sends a lead to the configured endpoint: a JSON string as text/plain (a "simple" CORS request
// that a Google Apps Script web app accepts without preflight), following redirects. Only a
// parsed {ok: true} counts as delivered: Apps Script answers 200 even when the script throws.
import type { LeadPayload } from './payload';

export type DeliveryFailure = 'network' | 'timeout' | 'http' | 'invalid-reply' | 'rejected';
export type DeliveryResult =
  { ok: true } | { ok: false; reason: DeliveryFailure; attempts: number };

export interface DeliveryOptions {
  attempts?: number;
  timeoutMs?: number;
  baseDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(endpoint: string, body: string, timeoutMs: number, fetchImpl: typeof fetch) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      mode: 'cors',
      redirect: 'follow',
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
      body,
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, reason: 'http' } as const;
    let reply: unknown;
    try {
      reply = JSON.parse(await response.text());
    } catch {
      return { ok: false, reason: 'invalid-reply' } as const;
    }
    const accepted =
      typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === true;
    return accepted ? ({ ok: true } as const) : ({ ok: false, reason: 'rejected' } as const);
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' } as const;
  } finally {
    clearTimeout(timer);
  }
}

export async function deliverLead(
  endpoint: string,
  payload: LeadPayload,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const {
    attempts = 3,
    timeoutMs = 8000,
    baseDelayMs = 600,
    fetchImpl = (...args) => fetch(...args),
    sleep = wait,
    random = Math.random,
  } = options;
  const body = JSON.stringify(payload);
  let reason: DeliveryFailure = 'network';
  for (let index = 0; index < attempts; index += 1) {
    if (index > 0) await sleep(baseDelayMs * 2 ** (index - 1) * (0.75 + random() * 0.5));
    const result = await attempt(endpoint, body, timeoutMs, fetchImpl);
    if (result.ok) return result;
    // Every failure is retried, {ok: false} too: the Apps Script receiver answers it when its
    // lock is busy, which passes. submissionId keeps a retried lead from being stored twice.
    reason = result.reason;
  }
  return { ok: false, reason, attempts };
}
