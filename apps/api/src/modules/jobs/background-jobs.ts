/**
 * The recurring background work every API process's worker runs from the job queue (server.ts): each is one row
 * in `jobs` keyed by its kind, so however many processes share the database, each run happens once.
 */
import type { TDeps } from '../../deps';
import { pruneAuthRecords } from '../auth/auth.service';
import { sweepCampaignInvitations } from '../campaign-registrations/campaign-expiry.service';
import { runPaymentReconcile } from '../payments/payments.reconcile.service';
import { sendStockAlerts } from '../catalogue/stock-alerts.service';
import { issueDueVouchers } from '../registrations/voucher-delivery.service';
import { deliverDueWebhooks } from '../webhooks/webhook-events.service';
import { pruneFinishedJobs, type TRecurringJob } from './jobs.service';

const MINUTE = 60_000;

export const BACKGROUND_JOBS: TRecurringJob[] = [
  // Card payments that succeeded but whose request died are applied or refunded; awaiting-funds claims retried.
  { kind: 'reconcile-payments', everyMs: 5 * MINUTE, handler: runPaymentReconcile },
  // Login throttles that ran out and spent password-reset links.
  { kind: 'prune-auth', everyMs: 60 * MINUTE, handler: pruneAuthRecords },
  // The outbox's failed deliveries (each send also flushes at once).
  { kind: 'mail-flush', everyMs: 30_000, handler: (deps: TDeps) => deps.mailer.flush() },
  // Campaign invitations' reminders and expiry, read from their partial indexes in pages.
  { kind: 'campaign-invitations', everyMs: MINUTE, handler: sweepCampaignInvitations },
  // Confirmed eGifts whose code a request could not issue (provider down, process gone).
  { kind: 'issue-vouchers', everyMs: MINUTE, handler: (deps: TDeps) => issueDueVouchers(deps) },
  // Signed webhook deliveries that are due (new events and retries), sent from here only, never from a request.
  { kind: 'webhook-deliveries', everyMs: 10_000, handler: deliverDueWebhooks },
  // Corporate products that fell low or out of stock: their teams are told by e-mail, once a fall.
  { kind: 'stock-alerts', everyMs: MINUTE, handler: sendStockAlerts },
  // Finished one-off jobs after 30 days.
  { kind: 'prune-jobs', everyMs: 24 * 60 * MINUTE, handler: pruneFinishedJobs },
];
