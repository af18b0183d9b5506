import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built portal: hashed assets under /assets, and index.html for every path under the
 * two router bases (/pro/, /demo/) so deep links work in history mode. `/` goes to the dashboard.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'portal build not found; serving the API only');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false, decorateReply: false, maxAge: '1y', immutable: true, preCompressed: true });
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  for (const base of ['/pro', '/demo', '/welcome', '/pick-a-gift']) {
    app.get(base, { config: { public: true } }, sendIndex);
    app.get(`${base}/*`, { config: { public: true } }, sendIndex);
  }
  app.get('/', { config: { public: true } }, (_req, reply) => reply.redirect('/pro/dashboard'));
}
