// npm start (after the build): serves dist/ and the lead inbox on 127.0.0.1 (HOST overrides,
// PORT overrides 4173). SIGTERM and SIGINT stop it cleanly: no new requests, leads in flight
// written and synced, then exit.
import { join, resolve } from 'node:path';
import { projectRoot } from '../src/content/load';
import { openLeadInbox } from './lib/leads/leadInbox';
import { inboxOptions, leadsFile } from './lib/leads/leadsFile';
import { createSiteServer } from './lib/server/createSiteServer';
import { securityHeaders, siteSettings } from './lib/securityHeaders';

const root = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const inbox = await openLeadInbox(inboxOptions());
const app = await createSiteServer({
  root,
  inbox,
  headers: securityHeaders(siteSettings(), process.env.LEAD_ENDPOINT || undefined),
  leadsPerMinute: Number(process.env.LEADS_PER_MINUTE ?? 30),
});

const address = await app.listen({ port, host });
console.log(
  `Sitio disponible en ${address.replace('127.0.0.1', 'localhost')} (contactos en ${leadsFile()}, npm run leads para verlos)`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  await app.close();
  await inbox.close();
  console.log(`Servidor detenido (${signal}); todos los contactos recibidos están guardados.`);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
