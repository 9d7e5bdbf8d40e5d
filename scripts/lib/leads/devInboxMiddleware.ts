// The lead inbox for `npm run dev`, as a connect middleware: the same validation, spam flags
// and storage as `npm start`, without the rate limit a preview does not need.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { leadBodyLimit } from '../server/leadRoutes';
import type { LeadInbox } from './leadInbox';

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > leadBodyLimit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function devInboxMiddleware(inbox: LeadInbox) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return reply(405, { ok: false, error: 'method-not-allowed' });
    const body = await readBody(req);
    if (body === undefined)
      return reply(413, {
        ok: false,
        error: 'too-large',
        message: 'El mensaje es demasiado largo.',
      });
    const { status, body: answer } = await inbox.accept(body);
    reply(status, answer);
  };
}
