// npm run leads [-- --csv | --json] [--sin-spam]: the leads stored by the local inbox.
import { exportLeads } from './lib/leads/exportLeads';
import { leadsFile } from './lib/leads/leadsFile';

const flags = new Set(process.argv.slice(2));
// `npm run leads -- --csv | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

await exportLeads({
  file: leadsFile(),
  format: flags.has('--csv') ? 'csv' : flags.has('--json') ? 'json' : 'table',
  withoutSpam: flags.has('--sin-spam'),
  write: (text) => process.stdout.write(text),
});
