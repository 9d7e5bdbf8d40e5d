// The local server of `npm start`: the pre-rendered site and the lead inbox on Fastify.
// Errors become answers, never a stopped process: Fastify catches what a handler throws, and
// the error handler below answers in the request's own terms (JSON for the API, the not-found
// page for the site).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyReply } from 'fastify';
import type { LeadInbox } from '../leads/leadInbox';
import { leadRoutes } from './leadRoutes';
import { sitePages } from './sitePages';

export interface SiteServerOptions {
  root: string;
  inbox: LeadInbox;
  headers: Record<string, string>;
  leadsPerMinute: number;
}

const apiErrors: Record<number, string> = {
  400: 'El envío no es válido.',
  413: 'El mensaje es demasiado largo: el límite es de 64 KB.',
  415: 'El envío debe ser texto JSON.',
};

export async function createSiteServer({
  root,
  inbox,
  headers,
  leadsPerMinute,
}: SiteServerOptions) {
  // Bad URLs are answered before routing, where the static-file decorators do not exist yet.
  const notFoundHtml = readFileSync(join(root, '404.html'));
  const app = Fastify({
    logger: false,
    return503OnClosing: true,
    // A path with a broken percent-escape names no file: the not-found page, not a bare 400.
    frameworkErrors: (error, request, untypedReply) => {
      const reply = untypedReply as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' && !request.url.startsWith('/api/'))
        return reply.code(404).headers(headers).type('text/html; charset=utf-8').send(notFoundHtml);
      return reply.code(400).send({ ok: false, error: error.code, message: apiErrors[400] });
    },
  });
  const answeredNotFound = new WeakSet<object>();

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) console.error(error);
    if (request.url.startsWith('/api/'))
      return reply.code(status).send({
        ok: false,
        error: status === 429 ? 'rate-limited' : (error.code ?? 'error'),
        // The rate limit's message says how long to wait; the others are fixed texts.
        message:
          status === 429 ? error.message : (apiErrors[status] ?? 'No pudimos procesar el envío.'),
      });
    // A path the static files refuse (traversal, a malformed name) is simply not a page here.
    if (status < 500 && !answeredNotFound.has(request)) {
      answeredNotFound.add(request);
      return reply.callNotFound();
    }
    return reply.code(status).type('text/plain; charset=utf-8').send('Error del servidor.');
  });

  // Called directly rather than registered: both belong to the root context, so the error
  // handler above and the not-found page apply to them as they are.
  await leadRoutes(app, { inbox, leadsPerMinute });
  await sitePages(app, { root });
  return app;
}
