import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per client address and route; for public routes that send e-mail or create accounts. */
    rateLimit?: { max: number; windowMs: number };
  }
}

/** A fixed-window counter per address and route, in memory (one process serves the app). */
export function registerRateLimit(app: FastifyInstance) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Only the routes that declare a limit get the hook: the others (every read) pay nothing for it.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const hook: onRequestHookHandler = (req, _reply, done) => {
      const key = `${req.ip}|${req.routeOptions.url}`;
      const now = Date.now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) hits.set(key, { count: 1, resetAt: now + limit.windowMs });
      else if (++entry.count > limit.max) return done(new AppError(ERROR_CODES.throttled, 429, 'Too many requests. Please try again in a minute.'));
      done();
    };
    route.onRequest = [hook, ...[route.onRequest ?? []].flat()];
  });
}

/**
 * The public API's limit: every request an API key authenticates is counted per key in a fixed window, and answered
 * with the IETF draft's RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds) headers; over the limit,
 * 429 with Retry-After. Session (portal) requests are not counted here. One limiter per app, in memory.
 */
export function createApiKeyLimiter(app: FastifyInstance, limit: { max: number; windowMs: number }, nowMs: () => number) {
  const windows = new Map<number, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = nowMs();
    for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
  }, limit.windowMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return (reply: FastifyReply, keyId: number, message: string) => {
    const now = nowMs();
    let entry = windows.get(keyId);
    if (!entry || entry.resetAt <= now) windows.set(keyId, (entry = { count: 0, resetAt: now + limit.windowMs }));
    entry.count += 1;
    const reset = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    reply.header('RateLimit-Limit', String(limit.max));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit.max - entry.count)));
    reply.header('RateLimit-Reset', String(reset));
    if (entry.count > limit.max) {
      reply.header('Retry-After', String(reset));
      throw new AppError(ERROR_CODES.throttled, 429, message);
    }
  };
}
