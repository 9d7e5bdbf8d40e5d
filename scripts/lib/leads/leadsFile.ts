import { join, resolve } from 'node:path';
import { projectRoot } from '../../../src/content/load';

/** Where the local inbox keeps leads (git-ignored). LEADS_FILE overrides. */
export function leadsFile(): string {
  return resolve(process.env.LEADS_FILE ?? join(projectRoot, '.leads/leads.jsonl'));
}

/** The inbox settings shared by npm start and the dev server. */
export function inboxOptions() {
  return { file: leadsFile(), minSubmitMs: Number(process.env.LEADS_MIN_SUBMIT_MS ?? 2500) };
}
