import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contactPayload } from '../../src/leads/payload';
import { createLeadInbox, readStoredLeads } from './leadInbox';

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function startInbox(file: string, minSubmitMs = 2000) {
  const handle = createLeadInbox({ file, minSubmitMs });
  const server = createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`;
  const post = async (body: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    return { status: response.status, body: (await response.json()) as { ok: boolean } };
  };
  return { post, server };
}

const lead = (
  overrides: Partial<{
    nombre: string;
    website: string;
    elapsedMs: number;
    submissionId: string;
  }> = {},
) =>
  JSON.stringify({
    ...contactPayload(
      {
        nombre: overrides.nombre ?? 'Ana',
        correo: 'ana@empresa.cl',
        telefono: '+56 9 1234 5678',
        empresa: '',
        comentario: '',
      },
      {
        submissionId: overrides.submissionId ?? crypto.randomUUID(),
        website: overrides.website ?? '',
        elapsedMs: overrides.elapsedMs ?? 9000,
      },
    ),
  });

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'inbox-')), 'leads.jsonl');

describe('lead inbox', () => {
  it('stores a valid lead before answering {ok: true}, without the spam fields', async () => {
    const file = tempFile();
    const { post } = await startInbox(file);
    expect(await post(lead({ nombre: 'Ana Guardada' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
    const [stored] = readStoredLeads(file);
    expect(stored).toMatchObject({ nombre: 'Ana Guardada', correo: 'ana@empresa.cl' });
    expect(stored).not.toHaveProperty('website');
    expect(stored?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses bodies over 16 KB, bad JSON and wrong types with 4xx, storing nothing', async () => {
    const file = tempFile();
    const { post } = await startInbox(file);
    expect((await post('x'.repeat(17 * 1024))).status).toBe(413);
    expect(await post('{nombre:')).toEqual({
      status: 400,
      body: { ok: false, error: 'invalid-json' },
    });
    expect(
      (await post(JSON.stringify({ ...JSON.parse(lead()), telefono: 56912345678 }))).status,
    ).toBe(422);
    expect((await post('[]')).status).toBe(422);
    expect(readStoredLeads(file)).toEqual([]);
  });

  it('stores a retried lead once', async () => {
    const file = tempFile();
    const { post } = await startInbox(file);
    const body = lead({ submissionId: 'retry-0000-aaaa' });
    await post(body);
    await post(body);
    expect(readStoredLeads(file)).toHaveLength(1);
  });

  it('answers spam like a lead but never stores it (honeypot, too fast)', async () => {
    const file = tempFile();
    const { post } = await startInbox(file, 2000);
    expect(await post(lead({ website: 'https://spam.example' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await post(lead({ elapsedMs: 300 }))).toEqual({ status: 200, body: { ok: true } });
    expect(readStoredLeads(file)).toEqual([]);
  });

  it('keeps leads and their deduplication across a restart, and survives a torn last line', async () => {
    const file = tempFile();
    const first = await startInbox(file);
    await first.post(lead({ nombre: 'Antes', submissionId: 'restart-0001' }));
    first.server.close();
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"nombre":"cort`);
    const second = await startInbox(file);
    await second.post(lead({ nombre: 'Antes', submissionId: 'restart-0001' }));
    await second.post(lead({ nombre: 'Después', submissionId: 'restart-0002' }));
    expect(readStoredLeads(file).map((stored) => stored.nombre)).toEqual(['Antes', 'Después']);
  });
});
