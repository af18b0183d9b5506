import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { msg } from '@gifthub/shared/messages';
import { labelOf } from '@gifthub/shared/zod-messages';
import { AppError, type TFieldErrors } from '../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../db/sql-state';

/** instancePath '/items/0/name' → 'items.0.name'; body-level problems go under '_'. */
const fieldName = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';

type TIssue = { key: string; code: string; message?: string; keys?: unknown };

/**
 * A 422 from zod's issues: the first failing rule per field. A key the schema does not take is reported under its
 * own name ("Unknown field: x."), one entry per key, so a client sees which of its fields was refused.
 */
function validationAnswer(issues: TIssue[]) {
  const errors: TFieldErrors = {};
  const add = (key: string, message: string) => {
    if (!errors[key]) errors[key] = [message];
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
      for (const k of issue.keys.map(String)) add(issue.key === '_' ? k : `${issue.key}.${k}`, msg.unknownField(k));
    } else add(issue.key, issue.message || msg.valid(labelOf(issue.key.split('.'))));
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Some values are missing or wrong.';
  return { message: first, code: ERROR_CODES.validation, errors };
}


/** One handler maps every failure to { message, code, errors }; 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code, errors: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ key: fieldName(v.instancePath), code: v.keyword, message: v.message, keys: (v.params as { keys?: unknown }).keys }));
      return reply.status(422).send(validationAnswer(issues));
    }
    if (error instanceof ZodError) {
      // A service that parses input itself reports it like route validation.
      return reply.status(422).send(validationAnswer(error.issues.map((i) => ({ key: i.path.join('.') || '_', code: i.code, message: i.message, keys: 'keys' in i ? i.keys : undefined }))));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side.', code: ERROR_CODES.internal });
    }
    // Two requests racing to create the same thing: the loser is told it exists, not that we failed.
    if (sqlState(error) === UNIQUE_VIOLATION) return reply.status(409).send({ message: 'This already exists. Please refresh and try again.', code: ERROR_CODES.conflict });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side.', code: ERROR_CODES.internal });
    }
    const code =
      status === 413 ? ERROR_CODES.payloadTooLarge : status === 404 ? ERROR_CODES.notFound : status === 429 ? ERROR_CODES.throttled : ERROR_CODES.badRequest;
    const message = status === 413 ? 'The request is too large.' : error.message || 'Bad request.';
    return reply.status(status).send({ message, code });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.`, code: ERROR_CODES.notFound }),
  );
}
