import type { FastifyInstance, FastifyRequest } from 'fastify';

type TParams = Record<string, string | string[]>;

/** The query string as the list was asked it: each parameter once, a repeated one as its values in order. */
export function queryParams(url: string): TParams {
  const q = url.indexOf('?');
  const params: TParams = {};
  if (q < 0) return params;
  for (const [k, v] of new URLSearchParams(url.slice(q + 1))) {
    const seen = params[k];
    params[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
  }
  return params;
}

const isPage = (payload: unknown): payload is { meta: Record<string, unknown> } => {
  const meta = (payload as { meta?: unknown } | null)?.meta;
  return typeof meta === 'object' && meta !== null && typeof (meta as { current_page?: unknown }).current_page === 'number';
};

/**
 * Every paged answer's meta carries params, the query parameters the page was read with, so a client can ask the
 * next page with the same filters. One hook for every list: each list's service builds its meta without the request.
 */
export function registerPageParams(app: FastifyInstance) {
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload: unknown) =>
    isPage(payload) && !('params' in payload.meta) ? { ...payload, meta: { ...payload.meta, params: queryParams(req.url) } } : payload,
  );
}
