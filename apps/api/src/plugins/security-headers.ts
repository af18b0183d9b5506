import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { EARLY_SUBMIT_SCRIPT } from '@gifthub/shared/early-submit';

/**
 * helmet's headers (CSP, nosniff, frame deny…) and `x-request-id` on every answer, errors and 404s included.
 * Our helmet options are fixed at start, so its middleware is run once here to learn the headers it sets, and each
 * request only copies them: @fastify/helmet rebuilds helmet (CSP parsing included) on every request, ~25 µs each.
 * A route may still replace one (the product images' stricter CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { stripe: boolean }) {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Stripe Elements loads from Stripe's hosts only when the Stripe gateway is on.
        // The public pages' one inline script (shared/early-submit.ts), by its hash.
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(EARLY_SUBMIT_SCRIPT).digest('base64')}'`, ...(opts.stripe ? ['https://js.stripe.com'] : [])],
        // Our own pages only: the action pages' editor frames the gift page preview (its page allows that alone).
        frameSrc: ["'self'", ...(opts.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(opts.stripe ? ['https://api.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const headers = helmetHeaders(middleware);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', req.id);
    done();
  });
}

/** The headers a helmet middleware sets, read by running it once against a response that only records them. */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let ran = false;
  middleware({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
    ran = true;
  });
  // helmet calls next synchronously; a later version that did not would leave us without headers.
  if (!ran || !headers['content-security-policy']) throw new Error('helmet did not set its headers synchronously');
  return headers;
}
