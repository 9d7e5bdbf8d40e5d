// `npm run leads` output: CSV, JSON or a table, written as the file is read (a million leads
// never sit in memory at once). What a visitor typed is data, never a command: CSV cells that
// a spreadsheet would run as a formula are neutralised, and the table never passes terminal
// control sequences through.
import { phoneLooksShort } from '../../../src/leads/messages';
import { readLeads, type StoredLead, type Warn } from './readLeads';

export type LeadFormat = 'csv' | 'json' | 'table';
export interface ExportOptions {
  file: string;
  format: LeadFormat;
  /** --sin-spam: leave out leads flagged as suspected spam. */
  withoutSpam: boolean;
  write: (text: string) => void;
  warn?: Warn;
}

/** A column read off the lead, not stored: the phone the form let through with a note because
 * its digits looked too few (the spec allows no format rule, and a lead is never refused). Sales
 * sees it before dialling, and writes to the e-mail instead (review 93N: '9 1234' went through). */
const phoneToCheck = 'revisar_telefono';

export const leadColumns = [
  'receivedAt',
  'nombre',
  'correo',
  'telefono',
  phoneToCheck,
  'empresa',
  'comentario',
  'hora_de_envio',
  'submissionId',
  'spam',
] as const satisfies readonly (keyof StoredLead | typeof phoneToCheck)[];

/** Control characters a person never types; printed, they drive the terminal (escape
 * sequences) or reorder text (bidirectional overrides). Tab, newline and return stay. */
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** OWASP's CSV injection rule: a cell starting with = + - @, a tab or a carriage return gets
 * a leading apostrophe, so a spreadsheet shows it as text ("+56 9 …" phones included). */
export function csvCell(value: string): string {
  const text = value.replace(controls, '');
  const neutral = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

/** Text safe to print on a terminal: no control characters, whitespace runs made one space. */
export function terminalText(value: string): string {
  return value.replace(controls, '').replace(/\s+/g, ' ').trim();
}

const yesNo = (flag: boolean) => (flag ? 'sí' : 'no');

function cellText(lead: StoredLead, column: (typeof leadColumns)[number]): string {
  if (column === 'spam') return yesNo(lead.spam);
  if (column === phoneToCheck) return yesNo(phoneLooksShort(lead.telefono));
  return String(lead[column] ?? '');
}

/** Buffers output lines so a million leads are a few thousand writes, not a million. */
function bufferedWriter(write: (text: string) => void) {
  let lines: string[] = [];
  return {
    line(text: string) {
      lines.push(text);
      if (lines.length >= 2000) this.flush();
    },
    flush() {
      if (lines.length > 0) write(`${lines.join('\n')}\n`);
      lines = [];
    },
  };
}

async function* selected(options: ExportOptions, warn?: Warn) {
  for await (const lead of readLeads(options.file, warn))
    if (!(options.withoutSpam && lead.spam)) yield lead;
}

export async function exportLeads(options: ExportOptions): Promise<void> {
  if (options.format === 'table') return printTable(options);
  const out = bufferedWriter(options.write);
  if (options.format === 'csv') {
    out.line(leadColumns.join(','));
    for await (const lead of selected(options, options.warn))
      out.line(leadColumns.map((column) => csvCell(cellText(lead, column))).join(','));
  } else {
    let first = true;
    out.line('[');
    for await (const lead of selected(options, options.warn)) {
      const flagged = { ...lead, spam: lead.spam, revisarTelefono: phoneLooksShort(lead.telefono) };
      out.line(`${first ? '' : ','}${JSON.stringify(flagged)}`);
      first = false;
    }
    out.line(']');
  }
  out.flush();
}

const tableColumns = leadColumns.filter((column) => column !== 'submissionId' && column !== 'spam');
const maxCell = 40;
const cut = (value: string) => {
  const text = terminalText(value);
  return text.length > maxCell ? `${text.slice(0, maxCell - 1)}…` : text;
};

/** Two passes over the file: column widths first, then the rows, real leads before suspected
 * spam, each under its own heading. */
async function printTable(options: ExportOptions): Promise<void> {
  const widths: number[] = tableColumns.map((column) => column.length);
  const counts = { leads: 0, spam: 0 };
  for await (const lead of selected(options, () => {})) {
    counts[lead.spam ? 'spam' : 'leads'] += 1;
    tableColumns.forEach((column, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cut(cellText(lead, column)).length);
    });
  }
  const out = bufferedWriter(options.write);
  if (counts.leads + counts.spam === 0) {
    out.line(`No hay contactos guardados todavía (${options.file}).`);
    return out.flush();
  }
  const row = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const header = [row([...tableColumns]), row(widths.map((width) => '-'.repeat(width)))];
  for (const spam of [false, true]) {
    const count = spam ? counts.spam : counts.leads;
    if (count === 0) continue;
    out.line(
      spam
        ? `\nPosible spam (${count}): revísalo, puede haber una persona detrás`
        : `Contactos (${count})`,
    );
    header.forEach((line) => out.line(line));
    for await (const lead of selected(options, spam ? () => {} : options.warn))
      if (lead.spam === spam)
        out.line(row(tableColumns.map((column) => cut(cellText(lead, column)))));
  }
  out.line(`\n${counts.leads} contacto(s) y ${counts.spam} posible(s) spam en ${options.file}`);
  out.flush();
}
