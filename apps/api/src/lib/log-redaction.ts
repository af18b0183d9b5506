import type { FastifyRequest } from 'fastify';

/**
 * What the logs may keep of a request or an error. Secrets travel in URLs (invitation and reset tokens
 * in query strings, gift-link secrets and random file names in paths), in headers and bodies, and in
 * the parameters of a failed query: none of them is ever written. Bodies are never logged at all.
 */

// A path segment this long and this random is a secret (gift links, tokens, random file names).
const SECRET_SEGMENT_RE = /^[A-Za-z0-9_-]{20,}(\.[a-z0-9]{2,5})?$/;

/** The path without its query string, with secret-looking segments replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const safe = path
    .split('/')
    .map((seg) => (SECRET_SEGMENT_RE.test(seg) ? '[secret]' : seg))
    .join('/');
  return q === -1 ? safe : `${safe}?[query]`;
}

// Quoted words in a database message that are identifiers (constraints, tables, encodings) stay; any
// other quoted text is a value the query carried.
const quotedValue = (message: string) => message.replace(/"([^"]*)"/g, (m, inner: string) => (/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(inner) ? m : '"[value]"'));

type TLoggedError = { type: string; message: string; stack: string; code?: string; constraint?: string; cause?: TLoggedError };

/** An error as logged: a failed query keeps its SQL (placeholders only) and loses its parameters. */
export function serializeError(err: unknown, depth = 0): TLoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an error]', stack: '' };
  let message = err.message;
  // drizzle: "Failed query: <sql>\nparams: <values>"; the values are what must not be written.
  const params = message.indexOf('\nparams:');
  if (message.startsWith('Failed query:') && params !== -1) message = message.slice(0, params);
  message = quotedValue(message);
  const stackFrames = err.stack?.split('\n').filter((l) => l.startsWith('    at '));
  const out: TLoggedError = { type: err.constructor?.name ?? 'Error', message, stack: `${err.constructor?.name}: ${message}\n${(stackFrames ?? []).join('\n')}` };
  const extra = err as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (typeof extra.code === 'string') out.code = extra.code;
  if (typeof extra.constraint === 'string') out.constraint = extra.constraint;
  if (extra.cause && depth < 3) out.cause = serializeError(extra.cause, depth + 1);
  return out;
}

/** pino serializers for Fastify's logger: requests by method, redacted path and address; errors as above. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
  err: serializeError,
};
