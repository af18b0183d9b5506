import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The access log: one line a request, when its answer has gone ('request completed', or 'request errored' at error
 * level, with the method, the redacted path and address of lib/log-redaction.ts, the status and the time taken).
 * Fastify's own writes two lines a request (one on arrival); its second line with the request added carries
 * everything, at half the logging cost (bench: RESULTS.md). Fastify's other lines (errors, a route not found,
 * stream errors) stay as they are. A URL Fastify cannot decode is answered 400 by Fastify before any of this.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
