// The local server under load (autocannon on loopback): GET / and POST /api/leads, 200
// connections for 20 s each. For leads, every request carries its own submissionId (and every
// tenth repeats the previous one, as a retry would); afterwards the inbox file must hold each
// accepted id exactly once.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p99Ms: number;
  rps: number;
}

function summary(label: string, result: autocannon.Result): LoadResult {
  return {
    label,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p99Ms: result.latency.p99,
    rps: Math.round(result.requests.average),
  };
}

const lead = {
  nombre: 'Carga de prueba',
  correo: 'carga@example.com',
  telefono: '+56 9 0000 0000',
  empresa: 'Bench',
  comentario: 'Lead de la prueba de carga',
  hora_de_envio: '22-11-2026, 10:00:00',
  website: '',
  elapsedMs: 5000,
};

export async function loadTest(
  baseUrl: string,
  leadsFile: string,
  options = { connections: 200, duration: 20 },
): Promise<{
  results: LoadResult[];
  sent: number;
  accepted: number;
  stored: number;
  duplicates: number;
  lost: number;
}> {
  const page = await autocannon({ url: `${baseUrl}/`, ...options });

  let counter = 0;
  let lastId = '';
  const accepted = new Set<string>();
  const posts = await autocannon({
    url: baseUrl,
    ...options,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        setupRequest: (request, state: object) => {
          const context = state as { id?: string };
          // Every tenth request repeats the previous id, like a client retrying.
          if (counter % 10 !== 9 || !lastId) lastId = `bench-${process.pid}-${counter}`;
          context.id = lastId;
          counter += 1;
          return { ...request, body: JSON.stringify({ ...lead, submissionId: lastId }) };
        },
        onResponse: (status, _body, state: object) => {
          if (status === 200) accepted.add(String((state as { id?: string }).id));
        },
      },
    ],
  });

  const stored = readFileSync(leadsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { submissionId: string }).submissionId)
    .filter((id) => id.startsWith(`bench-${process.pid}-`));
  const unique = new Set(stored);
  return {
    results: [summary('GET /', page), summary('POST /api/leads', posts)],
    sent: counter,
    accepted: accepted.size,
    stored: stored.length,
    duplicates: stored.length - unique.size,
    lost: [...accepted].filter((id) => !unique.has(id)).length,
  };
}
