import type { FastifyInstance, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { TDeps } from '../deps';
import { AppError } from '../lib/app-error';
import { beginIdempotent, finishIdempotent, idempotencyTexts, requestHash } from '../modules/idempotency/idempotency.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes money: honours an Idempotency-Key header (a retry gets the first answer). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, when it is the first with that key. */
    idempotencyKey: string | null;
  }
}

/**
 * Runs after auth and validation (preHandler), so only well-formed, permitted requests claim a key.
 * The answer is stored in onSend, which also sees error answers (a decline is replayed as a decline).
 */
export function registerIdempotency(app: FastifyInstance, deps: TDeps) {
  app.decorateRequest('idempotencyKey', null);

  const claim: preHandlerAsyncHookHandler = async (req, reply) => {
    if (!req.auth) return;
    const header = req.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string') throw AppError.validation({ 'idempotency-key': [idempotencyTexts.badKey] }, idempotencyTexts.badKey);
    const route = `${req.method} ${req.routeOptions.url}`;
    const start = await beginIdempotent(deps, { userId: req.auth.userId, key: header, route, hash: requestHash({ method: req.method, route, params: req.params, body: req.body }) });
    if (start.kind === 'replay') {
      reply.header('idempotent-replayed', 'true').code(start.statusCode).send(start.body);
      return reply;
    }
    req.idempotencyKey = header;
  };

  const store: onSendHookHandler = async (req, reply, payload) => {
    const key = req.idempotencyKey;
    if (!key || !req.auth) return payload;
    req.idempotencyKey = null;
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = payload;
    }
    await finishIdempotent(deps.db, { userId: req.auth.userId, key, statusCode: reply.statusCode, body });
    return payload;
  };

  // Only the routes that take money get the hooks, ahead of their own: the others (every read) pay nothing for them.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [claim, ...[route.preHandler ?? []].flat()];
    route.onSend = [store, ...[route.onSend ?? []].flat()];
  });
  // Old keys are purged by the job queue (background-jobs.ts, purge-idempotency-keys), once for all processes.
}
