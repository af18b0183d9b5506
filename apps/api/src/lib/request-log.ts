import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Services log through deps.log, which buildApp makes once per app. Inside a request it writes through that
 * request's logger instead, so a service's line carries the request's reqId as the access line does; outside
 * one (jobs, start-up) it is the app's logger. Set in preValidation: after the body is read, whose stream events
 * would leave the async context, and before any handler or service runs.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => requestLog.run(req.log, done));
}

/**
 * Runs fn outside any request's context: work a request only starts (a job worker woken by it) logs as itself, not
 * with the reqId of the request that happened to wake it.
 */
export const outsideRequest = <T>(fn: () => T): T => requestLog.exit(fn);

type TLogFn = (...args: unknown[]) => void;

/** A logger that is the current request's logger while one runs, else `base`. */
export function requestAwareLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  const current = () => requestLog.getStore() ?? base;
  const call = (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'): TLogFn => (...args) => (current()[level] as TLogFn)(...args);
  return {
    get level() {
      return base.level;
    },
    set level(value) {
      base.level = value;
    },
    fatal: call('fatal'),
    error: call('error'),
    warn: call('warn'),
    info: call('info'),
    debug: call('debug'),
    trace: call('trace'),
    silent: call('silent'),
    child: (bindings, options) => current().child(bindings, options),
  } as FastifyBaseLogger;
}
