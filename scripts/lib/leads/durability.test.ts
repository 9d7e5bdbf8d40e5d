// The real server process, killed: with kill -9 in the middle of a flood of leads, every lead
// it acknowledged is in the file; with SIGTERM, it stops taking requests, finishes the writes
// under way and exits 0.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFixtureSite } from '../server/testSite';
import { readAllLeads } from './readLeads';
import { crashTest, floodLeads, startServerProcess } from './serverProcess';

async function start() {
  const leadsFile = join(mkdtempSync(join(tmpdir(), 'crash-')), 'leads.jsonl');
  const server = await startServerProcess({
    OUT_DIR: writeFixtureSite(),
    LEADS_FILE: leadsFile,
    LEADS_PER_MINUTE: '100000',
  });
  const storedIds = async () =>
    new Set((await readAllLeads(leadsFile, () => {})).map((saved) => saved.submissionId));
  return { server, storedIds };
}

describe('lead durability of the server process', () => {
  it('loses no acknowledged lead when killed with SIGKILL mid-flood', async () => {
    const { server, storedIds } = await start();
    const acknowledged = await crashTest(server, 300);
    const stored = await storedIds();
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
  });

  it('on SIGTERM finishes the leads under way, stores them and exits 0', async () => {
    const { server, storedIds } = await start();
    const acknowledged = new Set<string>();
    let stop = false;
    const sending = floodLeads(server.url, () => stop, acknowledged);
    while (acknowledged.size < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    stop = true;
    await sending;
    const stored = await storedIds();
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    expect(server.output()).toContain('Servidor detenido (SIGTERM)');
  });
});
