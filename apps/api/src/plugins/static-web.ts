import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PORTAL_BASE, PUBLIC_BASES } from '@gifthub/shared/routes';

/**
 * Serves the built portal: hashed assets under /assets (looked up per request, so a rebuild is served
 * without a restart), and index.html for every path under the public bases (shared/routes.ts: the portal's
 * /pro and /demo, /welcome, the recipients' /pick-a-gift) so deep links work in history mode. `/` goes to the dashboard.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'portal build not found; serving the API only');
    return;
  }
  let index = { mtimeMs: 0, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return index.html;
  };
  await app.register(fastifyStatic, { root: path.join(webDist, 'assets'), prefix: '/assets/', wildcard: true, index: false, decorateReply: false, maxAge: '1y', immutable: true, preCompressed: true });
  app.get('/favicon.svg', { config: { public: true } }, (_req, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(readFileSync(path.join(webDist, 'favicon.svg'))),
  );
  const sendIndex = (_req: unknown, reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  for (const segment of PUBLIC_BASES) {
    const base = `/${segment}`;
    app.get(base, { config: { public: true } }, sendIndex);
    app.get(`${base}/*`, { config: { public: true } }, sendIndex);
  }
  app.get('/', { config: { public: true } }, (_req, reply) => reply.redirect(`/${PORTAL_BASE}/dashboard`));
}
