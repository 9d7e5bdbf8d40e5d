import { describe, expect, it } from 'vitest';
import { deliverLead } from './deliver';
import { contactPayload } from './payload';

const payload = contactPayload(
  {
    nombre: 'Ana',
    correo: 'ana@empresa.cl',
    telefono: '+56 9 1234 5678',
    empresa: 'Viña',
    comentario: '',
  },
  { submissionId: 'a1b2c3d4-0000-4000-8000-000000000000', website: '', elapsedMs: 5000 },
);

type Reply = Response | Error | 'hang';
function fakeNetwork(replies: Reply[]) {
  const calls: RequestInit[] = [];
  const fetchImpl = ((_: string, init: RequestInit) => {
    calls.push(init);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? new Error('no reply');
    if (reply === 'hang')
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply.clone());
  }) as typeof fetch;
  const delays: number[] = [];
  const options = {
    fetchImpl,
    sleep: async (ms: number) => void delays.push(ms),
    random: () => 0.5,
    timeoutMs: 20,
  };
  return { calls, delays, options };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('deliverLead', () => {
  it('posts the JSON string as text/plain, with CORS and redirects followed', async () => {
    const { calls, options } = fakeNetwork([json({ ok: true })]);
    expect(
      await deliverLead('https://script.google.com/macros/s/x/exec', payload, options),
    ).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      mode: 'cors',
      redirect: 'follow',
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
    });
    expect(JSON.parse(String(calls[0]?.body))).toEqual(payload);
  });

  it('retries up to 3 times with growing delays and the same body', async () => {
    const { calls, delays, options } = fakeNetwork([
      new Error('offline'),
      json({}, 500),
      json({ ok: true }),
    ]);
    expect(await deliverLead('/api/leads', payload, options)).toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
    expect(delays).toEqual([600, 1200]);
  });

  it.each([
    ['network', [new Error('reset')]],
    ['http', [json({ ok: true }, 503)]],
    ['html-reply', [new Response('<!DOCTYPE html><p>Error</p>', { status: 200 })]],
    [
      'html-reply',
      [new Response('error', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ],
    ['rejected', [json({ ok: false })]],
    ['timeout', ['hang' as const]],
  ])('fails as %s after 3 attempts', async (reason, replies) => {
    const { calls, options } = fakeNetwork(replies as Reply[]);
    expect(await deliverLead('/api/leads', payload, options)).toEqual({
      ok: false,
      reason,
      attempts: 3,
    });
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['rate-limited', 429],
    ['refused', 400],
    ['refused', 413],
  ])('stops at once as %s on a %i reply, which a resend cannot fix', async (reason, status) => {
    const { calls, options } = fakeNetwork([json({ ok: false }, status)]);
    expect(await deliverLead('/api/leads', payload, options)).toEqual({
      ok: false,
      reason,
      attempts: 1,
    });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['{"ok": true}', json({ ok: true })],
    ['another JSON shape', json({ result: 'success' })],
    ['plain text', new Response('OK', { status: 200 })],
    ['an empty 204', new Response(null, { status: 204 })],
    ['ok given as a string', json({ ok: 'true' })],
  ])('counts %s from a 2xx reply as delivered, sent once', async (_label, reply) => {
    const { calls, options } = fakeNetwork([reply]);
    expect(await deliverLead('/api/leads', payload, options)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });
});
