import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TDeps } from '../../deps';
import { poolStats } from '../../db/pool-stats';
import { outcomeCounts, type TOutcome } from '../../lib/outcome-tally';
import { jobQueueStats } from '../jobs/jobs.service';
import { outboxCounts } from '../mail/mail.service';
import { deliveryCounts } from '../webhooks/webhooks.service';

/** The route label of a request no route matched: a fixed value, so stray URLs cannot grow the label set. */
export const UNMATCHED_ROUTE = 'unmatched';

export type TMetrics = {
  registry: Registry;
  /** One answered request: its method, route pattern (never the raw URL), status and time in seconds. */
  observeRequest: (method: string, route: string | undefined, statusCode: number, seconds: number) => void;
  /** Sets the queue, outbox, webhook and pool gauges from the database as the scrape asks for them. */
  refresh: () => Promise<void>;
};

/**
 * One registry per app, never prom-client's global one: tests build many apps in one process. The queue, outbox and
 * webhook figures are SQL aggregates read at scrape time, so every process reports the same shared truth (a scrape
 * of any one is enough); the request histogram, the pool and the process figures are this process's own.
 */
export function createMetrics(deps: Pick<TDeps, 'db' | 'clock'>): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const gauge = <T extends string>(name: string, help: string, labelNames: readonly T[] = []) => new Gauge<T>({ name, help, labelNames, registers: [registry] });
  const jobsQueued = gauge('gifthub_jobs_queued', 'Unfinished jobs in the queue (recurring jobs included), by kind.', ['kind']);
  const jobsOldest = gauge('gifthub_job_oldest_age_seconds', 'How long the oldest job that is due has waited to run, by kind (0: none due).', ['kind']);
  const outbox = gauge('gifthub_mail_outbox', 'E-mails in the outbox: queued (waiting or retrying) and failed (given up).', ['status']);
  const webhooks = gauge('gifthub_webhook_deliveries', 'Webhook deliveries not yet settled, by status.', ['status']);
  const webhooksDue = gauge('gifthub_webhook_deliveries_due', 'Pending webhook deliveries whose next attempt is due now.');
  const webhooksOldest = gauge('gifthub_webhook_delivery_oldest_age_seconds', 'How long the oldest due webhook delivery has waited (0: none due).');
  // This process's own counts since it started (lib/outcome-tally.ts), set from the tally as the scrape reads them.
  const tallied = (name: string, help: string, outcome: TOutcome) =>
    new Counter({
      name,
      help,
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [result, n] of outcomeCounts(outcome)) this.inc({ result }, n);
      },
    });
  tallied('gifthub_webhook_delivery_attempts_total', 'Webhook delivery attempts by this process, by result: succeeded, retry (failed, tried again later) or failed (given up).', 'webhook_attempt');
  tallied('gifthub_mail_sends_total', 'E-mail send attempts by this process, by result: sent, retry (failed, tried again later) or failed (given up; staff can resend it).', 'mail_send');
  const pool = gauge('gifthub_db_pool_clients', "This process's PostgreSQL pool: clients open (total), idle, and queries waiting for one (waiting).", ['state']);

  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) => requests.observe({ method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) }, seconds),
    refresh: async () => {
      const now = deps.clock.now();
      const [jobs, mail, deliveries] = await Promise.all([jobQueueStats(deps.db, now), outboxCounts(deps.db), deliveryCounts(deps.db, now)]);
      // Reset first: a kind with no unfinished job any more leaves the output instead of keeping its last figure.
      jobsQueued.reset();
      jobsOldest.reset();
      for (const j of jobs) {
        jobsQueued.set({ kind: j.kind }, j.queued);
        jobsOldest.set({ kind: j.kind }, (j.oldestDueAgeMs ?? 0) / 1000);
      }
      outbox.set({ status: 'queued' }, mail.queued);
      outbox.set({ status: 'failed' }, mail.failed);
      webhooks.set({ status: 'pending' }, deliveries.pending);
      webhooksDue.set(deliveries.due);
      webhooksOldest.set((deliveries.oldestDueAgeMs ?? 0) / 1000);
      const stats = poolStats(deps.db);
      if (stats) for (const [state, n] of Object.entries(stats)) pool.set({ state }, n);
    },
  };
}
