import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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
