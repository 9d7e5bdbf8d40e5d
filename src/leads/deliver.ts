// Sends a lead to the configured endpoint: a JSON string as text/plain (a "simple" CORS request
// that a Google Apps Script web app accepts without preflight), following redirects.
// What counts as delivered (integrations/google-apps-script/README.md): any 2xx reply, unless
// it is an HTML page (Apps Script's error page comes with 200) or JSON with `ok: false`.
import type { LeadPayload } from './payload';

export type DeliveryFailure =
  'network' | 'timeout' | 'http' | 'html-reply' | 'rejected' | 'refused' | 'rate-limited';
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

type Attempt = { ok: true } | { ok: false; reason: DeliveryFailure };

/** Failures that the same request cannot fix by being sent again. */
const final = new Set<DeliveryFailure>(['refused', 'rate-limited']);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readReply(response: Response): Promise<Attempt> {
  if (response.status === 429) return { ok: false, reason: 'rate-limited' };
  // 4xx (but a timeout) means the receiver refuses this lead as it is; 5xx may pass.
  if (response.status >= 400 && response.status < 500 && response.status !== 408)
    return { ok: false, reason: 'refused' };
  if (!response.ok) return { ok: false, reason: 'http' };
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('html') || text.trimStart().startsWith('<'))
    return { ok: false, reason: 'html-reply' };
  try {
    const reply: unknown = JSON.parse(text);
    if (typeof reply === 'object' && reply !== null && 'ok' in reply && reply.ok === false)
      return { ok: false, reason: 'rejected' };
  } catch {
    // A plain "OK" or an empty body: the receiver said 2xx and nothing against it.
  }
  return { ok: true };
}

async function attempt(
  endpoint: string,
  body: string,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<Attempt> {
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
    return await readReply(response);
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
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
    // A slow receiver (an Apps Script waking up) can take 10 s: cut at 8 s, a lead it had stored
    // was reported to the visitor as failed (review 41B).
    timeoutMs = 12_000,
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
    // {ok: false} is retried too: the Apps Script receiver answers it when its lock is busy,
    // which passes. submissionId keeps a retried lead from being stored twice.
    reason = result.reason;
    if (final.has(reason)) return { ok: false, reason, attempts: index + 1 };
  }
  return { ok: false, reason, attempts };
}
