import { appendFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { contactPayload, type LeadPayload } from '../../../src/leads/payload';
import { startTestSite } from '../server/testSite';
import { openLeadInbox } from './leadInbox';
import { readAllLeads } from './readLeads';

const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function inbox(options: Parameters<typeof startTestSite>[0] = {}) {
  const site = await startTestSite(options);
  sites.push(site);
  const post = async (body: string | object) => {
    const response = await fetch(`${site.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { ...site, post, stored: () => readAllLeads(site.leadsFile) };
}

const lead = (overrides: Partial<LeadPayload> = {}): LeadPayload => ({
  ...contactPayload(
    {
      nombre: 'Ana',
      correo: 'ana@empresa.cl',
      telefono: '+56 9 1234 5678',
      empresa: '',
      comentario: '',
    },
    { submissionId: crypto.randomUUID(), website: '', elapsedMs: 9000 },
  ),
  ...overrides,
});

describe('the lead inbox over HTTP', () => {
  it('stores a valid lead on disk before answering {ok: true}, without the spam signals', async () => {
    const { post, stored } = await inbox();
    expect(await post(lead({ nombre: '  Ana Guardada ' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
    const [saved] = await stored();
    expect(saved).toMatchObject({ nombre: 'Ana Guardada', correo: 'ana@empresa.cl', spam: false });
    expect(saved).not.toHaveProperty('website');
    expect(saved).not.toHaveProperty('elapsedMs');
    expect(saved?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([
    ['a blank name', { nombre: '   ' }, 'nombre: Este campo es obligatorio.'],
    ['an address that is not one', { correo: 'ana@' }, 'correo: Ingresa un correo válido.'],
    [
      'an overlong message',
      // The visitor's 10,000 and, after a blank line, a form's addition of up to 4,000.
      { comentario: 'x'.repeat(14_003) },
      'comentario: Puedes escribir hasta 14.002 caracteres.',
    ],
    [
      'a number for a phone',
      { telefono: 56912345678 },
      'telefono: Entrada inválida: se esperaba texto, recibido número',
    ],
    [
      'a malformed submission id',
      { submissionId: 'x' },
      'submissionId: Cadena inválida: debe coincidir con el patrón /^[A-Za-z0-9-]{8,64}$/',
    ],
  ])(
    'refuses %s with 400 and a Spanish reason, storing nothing',
    async (_label, change, message) => {
      const { post, stored } = await inbox();
      expect(await post({ ...lead(), ...change })).toEqual({
        status: 400,
        body: { ok: false, error: 'invalid-lead', message },
      });
      expect(await stored()).toEqual([]);
    },
  );

  it('refuses bodies that are not JSON (400) or over 64 KB (413), in Spanish', async () => {
    const { post, stored } = await inbox();
    expect(await post('{nombre:')).toEqual({
      status: 400,
      body: { ok: false, error: 'invalid-json', message: 'El envío no es un JSON válido.' },
    });
    expect(await post('null')).toMatchObject({ status: 400, body: { ok: false } });
    const huge = await post({ ...lead(), comentario: 'x'.repeat(65 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('El mensaje es demasiado largo: el límite es de 64 KB.');
    expect(await stored()).toEqual([]);
  });

  it('stores suspected spam flagged, with the same answer as a real lead', async () => {
    const { post, stored } = await inbox({ minSubmitMs: 2000 });
    const real = await post(lead({ nombre: 'Persona' }));
    const honeypot = await post(lead({ nombre: 'Bot', website: 'https://spam.example' }));
    const fast = await post(lead({ nombre: 'Rápida', elapsedMs: 300 }));
    expect(honeypot).toEqual(real);
    expect(fast).toEqual(real);
    expect(
      (await stored()).map(({ nombre, spam, spamReason }) => [nombre, spam, spamReason]),
    ).toEqual([
      ['Persona', false, undefined],
      ['Bot', true, 'honeypot'],
      ['Rápida', true, 'too-fast'],
    ]);
  });

  it('stores a retried lead once, even when the retries arrive together', async () => {
    const { post, stored } = await inbox();
    const body = lead({ submissionId: 'retry-0000-aaaa' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await post(body);
    expect(await stored()).toHaveLength(1);
  });

  it('answers 429 in Spanish past the per-client limit, and stores what came before', async () => {
    const { post, stored } = await inbox({ leadsPerMinute: 10 });
    const answers = [];
    for (let index = 0; index < 12; index += 1) answers.push(await post(lead()));
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[10]).toMatchObject({ status: 429, body: { ok: false, error: 'rate-limited' } });
    expect(String(answers[10]?.body.message)).toMatch(
      /^Demasiados envíos seguidos\. Vuelve a intentarlo en \d+ segundos\.$/,
    );
    expect(await stored()).toHaveLength(10);
  });

  it('keeps leads and their deduplication across a restart, after a torn last line', async () => {
    const first = await inbox();
    await first.post(lead({ nombre: 'Antes', submissionId: 'restart-0001' }));
    appendFileSync(first.leadsFile, '{"nombre":"cort');
    // A second inbox on the same file, as after a restart.
    const reopened = await openLeadInbox({ file: first.leadsFile, minSubmitMs: 0 });
    expect(
      await reopened.accept(
        JSON.stringify(lead({ nombre: 'Antes', submissionId: 'restart-0001' })),
      ),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    await reopened.accept(lead({ nombre: 'Después', submissionId: 'restart-0002' }));
    await reopened.close();
    const warnings: string[] = [];
    const names = (await readAllLeads(first.leadsFile, (warning) => warnings.push(warning))).map(
      (saved) => saved.nombre,
    );
    expect(names).toEqual(['Antes', 'Después']);
    expect(warnings).toEqual([
      expect.stringMatching(/^Línea 2 de .* ignorada: está cortada o no es JSON\.$/),
    ]);
  });
});
