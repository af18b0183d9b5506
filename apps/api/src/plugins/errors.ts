import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { AppError, type TFieldErrors } from '../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../db/sql-state';

/** instancePath '/items/0/name' → 'items.0.name'; body-level problems go under '_'. */
const fieldName = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';


/** One handler maps every failure to { message, code, errors }; 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code, errors: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: TFieldErrors = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath);
        // Only the first failing rule per field is reported (spec 1 §5).
        if (!errors[key]) errors[key] = [issue.message ?? 'Invalid value.'];
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Some values are missing or wrong.';
      return reply.status(422).send({ message: first, code: ERROR_CODES.validation, errors });
    }
    if (error instanceof ZodError) {
      // A service that parses input itself reports it like route validation.
      const errors: TFieldErrors = {};
      for (const issue of error.issues) {
        const key = issue.path.join('.') || '_';
        if (!errors[key]) errors[key] = [issue.message];
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Some values are missing or wrong.';
      return reply.status(422).send({ message: first, code: ERROR_CODES.validation, errors });
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
