// npm run leads [-- --csv | --json]: the leads stored by the local inbox.
import { readStoredLeads, type StoredLead } from './lib/leadInbox';
import { leadsFile } from './lib/leadsFile';

const columns: (keyof StoredLead)[] = [
  'receivedAt',
  'nombre',
  'correo',
  'telefono',
  'empresa',
  'comentario',
  'hora_de_envio',
  'submissionId',
];
const file = leadsFile();
const leads = readStoredLeads(file);
const format = process.argv.includes('--csv')
  ? 'csv'
  : process.argv.includes('--json')
    ? 'json'
    : 'table';

const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

if (format === 'json') {
  console.log(JSON.stringify(leads, null, 2));
} else if (format === 'csv') {
  console.log(
    [
      columns.join(','),
      ...leads.map((lead) =>
        columns.map((column) => csvCell(String(lead[column] ?? ''))).join(','),
      ),
    ].join('\n'),
  );
} else if (leads.length === 0) {
  console.log(`No hay contactos guardados todavía (${file}).`);
} else {
  const shown = columns.filter((column) => column !== 'submissionId');
  const cut = (value: string) =>
    (value.length > 40 ? `${value.slice(0, 39)}…` : value).replace(/\s+/g, ' ');
  const rows = leads.map((lead) => shown.map((column) => cut(String(lead[column] ?? ''))));
  const widths = shown.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  console.log(
    [line(shown), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'),
  );
  console.log(`\n${leads.length} contacto(s) en ${file}`);
}
