/**
 * The background work every API process's worker runs from the job queue (server.ts), wired here beside app.ts
 * because it names every module's job while modules add jobs through modules/jobs. Recurring jobs are one row
 * in `jobs` keyed by their kind, so however many processes share the database, each run happens once; one-off jobs
 * (JOB_HANDLERS) are rows their module adds, each run by whichever worker claims it.
 */
import type { TDeps } from './deps';
import { pruneAuthRecords } from './modules/auth/auth.service';
import { pruneRateLimits } from './modules/rate-limits/rate-limits.service';
import { sweepCampaignInvitations } from './modules/campaign-registrations/campaign-expiry.service';
import { runPaymentReconcile } from './modules/payments/payments.reconcile.service';
import { sendStockAlerts } from './modules/catalogue/stock-alerts.service';
import { issueDueVouchers } from './modules/registrations/voucher-delivery.service';
import { deliverWebhook } from './modules/webhooks/webhook-events.service';
import { WEBHOOK_DELIVERY_JOB } from './modules/webhooks/webhooks.service';
import { MAIL_JOB } from './modules/mail/mail.service';
import { purgeIdempotencyKeys } from './modules/idempotency/idempotency.service';
import { pruneFinishedJobs, type TJobHandler, type TRecurringJob } from './modules/jobs/jobs.service';

const MINUTE = 60_000;

export const BACKGROUND_JOBS: TRecurringJob[] = [
  // Card payments that succeeded but whose request died are applied or refunded; awaiting-funds claims retried.
  { kind: 'reconcile-payments', everyMs: 5 * MINUTE, handler: runPaymentReconcile },
  // Login throttles that ran out and spent password-reset links.
  { kind: 'prune-auth', everyMs: 60 * MINUTE, handler: pruneAuthRecords },
  // The mail outbox: what is due (new mail, retries); requests wake it at once, and while the transport is down each
  // run probes it, so this interval bounds how soon mail goes after an outage.
  { kind: MAIL_JOB, everyMs: 15_000, handler: (deps: TDeps) => deps.mailer.flush() },
  // Campaign invitations' reminders and expiry, read from their partial indexes in pages.
  { kind: 'campaign-invitations', everyMs: MINUTE, handler: sweepCampaignInvitations },
  // Confirmed eGifts whose code a request could not issue (provider down, process gone).
  { kind: 'issue-vouchers', everyMs: MINUTE, handler: (deps: TDeps) => issueDueVouchers(deps) },
  // Corporate products that fell low or out of stock: their teams are told by e-mail, once a fall.
  { kind: 'stock-alerts', everyMs: MINUTE, handler: sendStockAlerts },
  // Idempotency keys' stored answers past their keeping time.
  { kind: 'purge-idempotency-keys', everyMs: 60 * MINUTE, handler: purgeIdempotencyKeys },
  // Rate-limit counters whose window has ended (the next request of their key starts a new one anyway).
  { kind: 'prune-rate-limits', everyMs: 10 * MINUTE, handler: pruneRateLimits },
  // Finished one-off jobs after 30 days.
  { kind: 'prune-jobs', everyMs: 24 * 60 * MINUTE, handler: pruneFinishedJobs },
];

/** One-off jobs' handlers by kind: each signed webhook delivery is a job of its own (sent from here, never a request). */
export const JOB_HANDLERS: Record<string, TJobHandler> = {
  [WEBHOOK_DELIVERY_JOB]: deliverWebhook,
};
