import type { FastifyInstance } from 'fastify';

/**
 * The access log: one line a request, when its answer has gone ('request completed', with the method, the redacted
 * path and address of lib/log-redaction.ts, the status and the time taken). Fastify's own request logging writes two
 * lines a request (one on arrival); its second line alone carries everything, at half the logging cost (bench: RESULTS.md).
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
