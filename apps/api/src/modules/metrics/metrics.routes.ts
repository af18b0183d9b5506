import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createMetrics } from './metrics.registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

// Both sides hashed first: equal lengths for timingSafeEqual, and the comparison's time says nothing of the token.
function hasToken(req: FastifyRequest, expected: Buffer) {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), expected);
}

/**
 * GET /metrics in Prometheus's text format, at the root (not under /api/v1, so the API's auth plugin never sees it).
 * Public in the auth sense, guarded by its own token: 404 while METRICS_TOKEN is unset (nothing is collected then),
 * 401 without `Authorization: Bearer <METRICS_TOKEN>`. Registered before the routes, so its onResponse hook times
 * every request after it.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<TDeps, 'db' | 'clock' | 'config'>) {
  const token = deps.config.metricsToken;
  const metrics = token ? createMetrics(deps) : null;
  const expected = token ? digest(token) : null;
  if (metrics) {
    app.addHook('onResponse', async (req, reply) => {
      metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  app.get('/metrics', { config: { public: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metrics || !expected) throw new AppError(ERROR_CODES.notFound, 404, 'No route GET /metrics.');
    // The auth plugin's onError names the Bearer scheme on every 401, this one's included.
    if (!hasToken(req, expected)) throw new AppError(ERROR_CODES.invalidToken, 401, 'A valid metrics token is required.');
    await metrics.refresh();
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
