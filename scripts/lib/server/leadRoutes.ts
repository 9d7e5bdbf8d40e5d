// POST /api/leads on the HTTP server: a 64 KB body limit (413), a per-client rate limit (429)
// that an office behind one address never meets, and the inbox's Spanish answers.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { LeadInbox } from '../leads/leadInbox';

export const leadBodyLimit = 64 * 1024;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
};

export interface LeadRouteOptions {
  inbox: LeadInbox;
  /** Leads one client may send per minute. */
  leadsPerMinute: number;
}

export async function leadRoutes(
  app: FastifyInstance,
  { inbox, leadsPerMinute }: LeadRouteOptions,
) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ok: false,
      error: 'rate-limited',
      message: `Demasiados envíos seguidos. Vuelve a intentarlo en ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });

  app.options('/api/leads', (_request, reply) => reply.code(204).headers(corsHeaders).send());

  app.post(
    '/api/leads',
    {
      bodyLimit: leadBodyLimit,
      config: { rateLimit: { max: leadsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { status, body } = await inbox.accept(request.body);
      return reply
        .code(status)
        .headers({ ...corsHeaders, 'cache-control': 'no-store' })
        .send(body);
    },
  );
}
