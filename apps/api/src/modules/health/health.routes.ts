import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth, ZNotReady, ZReady } from '@gifthub/shared/health';
import type { TDeps } from '../../deps';
import { noStore } from '../../lib/no-store';
import { notReadyReason } from './health.service';

/**
 * Liveness and readiness, for process managers and load balancers; an answer is about this moment, so never cached.
 * /health only says the process runs (restart it if not); /ready says whether to send it traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/health', { config: { public: true }, onSend: noStore, schema: { response: { 200: ZHealth } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { config: { public: true }, onSend: noStore, schema: { response: { 200: ZReady, 503: ZNotReady } } }, async (_req, reply) => {
    const reason = await notReadyReason(deps);
    if (reason) return reply.code(503).send({ status: 'not ready' as const, reason });
    return { status: 'ready' as const };
  });
};
