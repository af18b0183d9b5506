import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, isPublicRoute, type TDocRoute } from './openapi-document';
import { renderReferencePage, type TReferenceOptions } from './reference-page';

export const OPENAPI_JSON_URL = '/api/v1/openapi.json';
export const API_DOCS_URL = '/api/docs';

/**
 * The public API's OpenAPI document and reference page. Call before the routes are registered: an onRoute hook
 * collects the routes that declare `publicApi`; both answers are built on the first request for either and cached
 * (not when the app starts: every test file builds an app and few of them read the reference).
 */
export function registerOpenApi(app: FastifyInstance, opts: TReferenceOptions) {
  const documented: TDocRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      const route = { method, url: r.url, config: r.config ?? {}, schema: r.schema };
      if (isPublicRoute(route)) documented.push(route);
    }
  });

  let built: { json: string; html: string; csp: (policy: string) => string } | null = null;
  const build = () => {
    if (built) return built;
    const doc = buildOpenApiDocument(documented);
    const page = renderReferencePage(doc, opts);
    // The page's one inline stylesheet by its hash; nothing else inline, and no script at all.
    const styleHash = `'sha256-${createHash('sha256').update(page.css).digest('base64')}'`;
    const csp = (policy: string) => policy.replace(/style-src [^;]*/, `style-src ${styleHash}`).replace(/script-src [^;]*/, "script-src 'none'");
    return (built = { json: JSON.stringify(doc), html: page.html, csp });
  };

  app.get(OPENAPI_JSON_URL, { config: { public: true } }, (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').type('application/json; charset=utf-8').send(build().json),
  );
  app.get(API_DOCS_URL, { config: { public: true } }, (_req, reply) => {
    const page = build();
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    if (policy) reply.header('content-security-policy', page.csp(policy));
    return reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page.html);
  });
}
