import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { TDeps } from '../deps';
import { AppError } from '../lib/app-error';
import { countRequest } from '../modules/rate-limits/rate-limits.service';

const ROUTE_LIMIT_MESSAGE = 'Too many requests. Please try again in a minute.';
const DEFAULT_WINDOW_MS = 60_000;

type TStoreDeps = Pick<TDeps, 'db' | 'clock'>;
type TStoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store on the `rate_limits` table (modules/rate-limits): every process on the database counts
 * into the same rows, so N processes enforce the limit one would. A route's child store puts the route pattern
 * and method in front of the client's key, so each route counts apart (a GET and its HEAD together).
 */
function databaseStore(deps: TStoreDeps): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
      private readonly windowMs = DEFAULT_WINDOW_MS,
    ) {}

    incr(key: string, callback: TStoreCallback, timeWindow?: number) {
      countRequest(deps, `${this.prefix}${key}`, timeWindow ?? this.windowMs).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string }; timeWindow?: unknown }) {
      const { method, url } = options.routeInfo ?? {};
      const windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : this.windowMs;
      if (!url || !method) return new DatabaseStore(undefined, this.prefix, windowMs);
      // HEAD is the GET route's own head (Fastify adds it): one count for both.
      const methods = [method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
      return new DatabaseStore(undefined, `route:${[...new Set(methods)].join(',')} ${url}|`, windowMs);
    }
  };
}

/**
 * The per-route limits: a route that declares `config.rateLimit` ({ max, timeWindow } in ms) is counted per client
 * address (req.ip, as TRUST_PROXY makes it) in PostgreSQL, and answers 429 `throttled` in the app's error shape
 * over it, with the RateLimit headers and Retry-After. Routes without it pay nothing. Registered before the routes.
 */
export async function registerRateLimit(app: FastifyInstance, deps: TStoreDeps) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(deps),
    enableDraftSpec: true,
    errorResponseBuilder: () => new AppError(ERROR_CODES.throttled, 429, ROUTE_LIMIT_MESSAGE),
  });
}

/**
 * The public API's limit: every request an API key authenticates is counted per key in a fixed window that starts
 * at the key's first request, refused ones included, and answered with the IETF draft's RateLimit-Limit,
 * RateLimit-Remaining and RateLimit-Reset (seconds) headers; over the limit, 429 with Retry-After. The key is known
 * only inside the auth hook, so the hook calls the library's checker (createRateLimit) there, whose key generator
 * reads the id the hook has just found; it counts in the same shared store as the routes. Session (portal)
 * requests never reach it. Needs registerRateLimit first.
 */
export function createApiKeyLimiter(app: FastifyInstance, limit: { max: number; windowMs: number }) {
  const keyIds = new WeakMap<FastifyRequest, number>();
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (req) => `api-key:${keyIds.get(req)}` });
  return async (req: FastifyRequest, reply: FastifyReply, keyId: number, message: string) => {
    keyIds.set(req, keyId);
    const result = await check(req);
    if (result.isAllowed) return;
    reply.header('RateLimit-Limit', String(result.max));
    reply.header('RateLimit-Remaining', String(result.remaining));
    reply.header('RateLimit-Reset', String(result.ttlInSeconds));
    if (result.isExceeded) {
      reply.header('Retry-After', String(result.ttlInSeconds));
      throw new AppError(ERROR_CODES.throttled, 429, message);
    }
  };
}
