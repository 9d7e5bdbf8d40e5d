// The local server under load (autocannon on loopback). GET / alone with 200 connections, then
// the same while 100 more connections flood POST /api/leads (every tenth a retry of the one
// before): page serving must not wait on lead writes (p99 within 3x). Afterwards the inbox file
// must hold each acknowledged id exactly once. The per-client rate limit is lifted for the
// flood (LEADS_PER_MINUTE), or nearly every post would be a cheap 429.
import autocannon from 'autocannon';
import { readAllLeads } from '../lib/leads/readLeads';
import { benchLead } from '../lib/leads/serverProcess';

export interface LoadResult {
  label: string;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p50Ms: number;
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
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    rps: Math.round(result.requests.average),
  };
}

function leadFlood(baseUrl: string, duration: number, accepted: Set<string>) {
  let counter = 0;
  let lastId = '';
  const run = autocannon({
    url: baseUrl,
    connections: 100,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        setupRequest: (request, state: object) => {
          // Every tenth request repeats the previous id, like a client retrying.
          if (counter % 10 !== 9 || !lastId) lastId = `bench-${process.pid}-${counter}`;
          (state as { id?: string }).id = lastId;
          counter += 1;
          return { ...request, body: benchLead(lastId) };
        },
        onResponse: (status, _body, state: object) => {
          if (status === 200) accepted.add(String((state as { id?: string }).id));
        },
      },
    ],
  });
  return { run, sent: () => counter };
}

/** As a browser asks for a page: compressed. */
const pageRequest = (baseUrl: string, duration: number) =>
  autocannon({
    url: `${baseUrl}/`,
    connections: 200,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });

export async function loadTest(baseUrl: string, leadsFile: string, duration = 15) {
  const pageAlone = await pageRequest(baseUrl, duration);
  const accepted = new Set<string>();
  const flood = leadFlood(baseUrl, duration, accepted);
  const [pageLoaded, posts] = await Promise.all([pageRequest(baseUrl, duration), flood.run]);
  const stored = (await readAllLeads(leadsFile, () => {}))
    .map((lead) => lead.submissionId)
    .filter((id) => id.startsWith(`bench-${process.pid}-`));
  const unique = new Set(stored);
  return {
    results: [
      summary('GET / alone', pageAlone),
      summary('GET / + lead flood', pageLoaded),
      summary('POST /api/leads', posts),
    ],
    sent: flood.sent(),
    accepted: accepted.size,
    stored: stored.length,
    duplicates: stored.length - unique.size,
    lost: [...accepted].filter((id) => !unique.has(id)).length,
  };
}
