import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, exportLeads, terminalText, type LeadFormat } from './exportLeads';
import type { StoredLead } from './readLeads';

const stored = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  nombre: 'Ana',
  correo: 'ana@empresa.cl',
  telefono: '+56 9 1234 5678',
  empresa: 'Viña Andes',
  comentario: 'Hola',
  hora_de_envio: '28-06-2025, 14:05:09',
  submissionId: crypto.randomUUID(),
  receivedAt: '2025-06-28T18:05:09.000Z',
  spam: false,
  ...overrides,
});

function leadsFile(lines: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'export-')), 'leads.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function run(file: string, format: LeadFormat, withoutSpam = false) {
  let out = '';
  const warnings: string[] = [];
  await exportLeads({
    file,
    format,
    withoutSpam,
    write: (text) => (out += text),
    warn: (warning) => warnings.push(warning),
  });
  return { out, warnings };
}

describe('lead exports', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+cmd|/c calc', "'+cmd|/c calc"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['+56 9 1234 5678', "'+56 9 1234 5678"],
    ['Ana, Pérez', '"Ana, Pérez"'],
    ['Hola', 'Hola'],
    ['\u0000=SUM(1)', "'=SUM(1)"],
  ])('neutralises the CSV cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('strips terminal escape sequences and bidirectional overrides from the table', () => {
    expect(terminalText('\u001b[31mRojo\u001b[0m\u0007 y \u202eatrás\r\nfin')).toBe(
      '[31mRojo[0m y atrás fin',
    );
  });

  it('writes CSV and JSON with a spam column, and --sin-spam leaves spam out', async () => {
    const file = leadsFile([
      JSON.stringify(stored({ nombre: 'Persona' })),
      JSON.stringify(stored({ nombre: 'Bot', spam: true, spamReason: 'honeypot' })),
    ]);
    const csv = (await run(file, 'csv')).out.trim().split('\n');
    expect(csv[0]).toBe(
      'receivedAt,nombre,correo,telefono,revisar_telefono,empresa,comentario,hora_de_envio,submissionId,spam',
    );
    expect(csv.slice(1).map((line) => line.split(',').at(-1))).toEqual(['no', 'sí']);
    const json = JSON.parse((await run(file, 'json')).out) as StoredLead[];
    expect(json.map((lead) => [lead.nombre, lead.spam])).toEqual([
      ['Persona', false],
      ['Bot', true],
    ]);
    const clean = JSON.parse((await run(file, 'json', true)).out) as StoredLead[];
    expect(clean.map((lead) => lead.nombre)).toEqual(['Persona']);
  });

  it('marks a phone with too few digits to call, which the form let through, in every format', async () => {
    const file = leadsFile([
      JSON.stringify(stored({ nombre: 'Corto', telefono: '9 1234' })),
      JSON.stringify(stored({ nombre: 'Completo' })),
      JSON.stringify(stored({ nombre: 'Suscriptor', telefono: 'No proporcionado' })),
    ]);
    const csv = (await run(file, 'csv')).out.trim().split('\n');
    expect(csv.slice(1).map((line) => line.split(',').slice(1, 5))).toEqual([
      ['Corto', 'ana@empresa.cl', '9 1234', 'sí'],
      ['Completo', 'ana@empresa.cl', "'+56 9 1234 5678", 'no'],
      ['Suscriptor', 'ana@empresa.cl', 'No proporcionado', 'no'],
    ]);
    const json = JSON.parse((await run(file, 'json')).out) as { revisarTelefono: boolean }[];
    expect(json.map((lead) => lead.revisarTelefono)).toEqual([true, false, false]);
    const { out } = await run(file, 'table');
    expect(out).toMatch(/Corto .*9 1234 +sí/);
  });

  it('shows suspected spam in its own section of the table', async () => {
    const file = leadsFile([
      JSON.stringify(stored({ nombre: 'Bot', spam: true, spamReason: 'too-fast' })),
      JSON.stringify(stored({ nombre: 'Persona' })),
    ]);
    const { out } = await run(file, 'table');
    const [real, spam] = out.split('Posible spam (1)');
    expect(real).toContain('Contactos (1)');
    expect(real).toContain('Persona');
    expect(real).not.toContain('Bot');
    expect(spam).toContain('Bot');
    expect(out).toContain('1 contacto(s) y 1 posible(s) spam');
    expect((await run(file, 'table', true)).out).not.toContain('Posible spam');
  });

  it('skips a null, a torn or a foreign line with a warning and keeps every lead', async () => {
    const file = leadsFile([
      JSON.stringify(stored({ nombre: 'Uno' })),
      'null',
      '{"nombre":"cort',
      '[1,2]',
      JSON.stringify(stored({ nombre: 'Dos' })),
    ]);
    const { out, warnings } = await run(file, 'json');
    expect((JSON.parse(out) as StoredLead[]).map((lead) => lead.nombre)).toEqual(['Uno', 'Dos']);
    expect(warnings).toEqual([
      expect.stringMatching(/Línea 2 .* ignorada: no es un contacto\.$/),
      expect.stringMatching(/Línea 3 .* ignorada: está cortada o no es JSON\.$/),
      expect.stringMatching(/Línea 4 .* ignorada: no es un contacto\.$/),
    ]);
  });

  it('streams 200,000 leads in every format without overflowing the stack', async () => {
    const line = JSON.stringify(stored());
    const file = leadsFile(Array.from({ length: 200_000 }, () => line));
    for (const format of ['csv', 'table'] as const) {
      const { out } = await run(file, format);
      expect(out.split('\n').length).toBeGreaterThan(200_000);
    }
  }, 120_000);
});
