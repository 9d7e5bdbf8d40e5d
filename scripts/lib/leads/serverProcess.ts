// Starts `scripts/serve.ts` as its own process on a free port, for the crash tests and the
// bench: the real entry point, its real signals, its real lead file.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../../src/content/load';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'scripts/serve.ts')],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`The server stopped before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

export function benchLead(submissionId: string): string {
  return JSON.stringify({
    nombre: 'Carga de prueba',
    correo: 'carga@example.com',
    telefono: '+56 9 0000 0000',
    empresa: 'Bench',
    comentario: 'Lead de la prueba de carga',
    hora_de_envio: '22-11-2026, 10:00:00',
    submissionId,
    website: '',
    elapsedMs: 5000,
  });
}

/** Sends leads from `workers` concurrent clients until `stop()`; returns the ids the server
 * acknowledged with {ok: true}. */
export async function floodLeads(
  url: string,
  stop: () => boolean,
  acknowledged: Set<string>,
  workers = 20,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop()) {
        const id = `flood-${process.pid}-${(next += 1)}`;
        try {
          const response = await fetch(`${url}/api/leads`, { method: 'POST', body: benchLead(id) });
          if (response.status === 200 && ((await response.json()) as { ok: boolean }).ok)
            acknowledged.add(id);
        } catch {
          // The process is gone: this lead was never acknowledged.
        }
      }
    }),
  );
}

/** kill -9 in the middle of a flood of leads, once `minAcknowledged` were acknowledged. */
export async function crashTest(server: ServerProcess, minAcknowledged: number) {
  const acknowledged = new Set<string>();
  let killed = false;
  const sending = floodLeads(server.url, () => killed, acknowledged);
  while (acknowledged.size < minAcknowledged)
    await new Promise((resolve) => setTimeout(resolve, 5));
  server.child.kill('SIGKILL');
  killed = true;
  await Promise.all([sending, server.exited]);
  return acknowledged;
}
