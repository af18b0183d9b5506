/**
 * Webhook events: emitted inside the caller's transaction (one pending delivery per live endpoint subscribed to
 * the type, each with its own job, so a rolled back change sends nothing), and sent by the job runner only, never
 * from the request: every process's worker takes delivery jobs in parallel, so a slow or dead receiver holds up
 * its own deliveries only (each attempt bounded by the sender's timeout, at most ENDPOINT_IN_FLIGHT_MAX at once to
 * one endpoint from a process). Each attempt is signed afresh; a failed one waits WEBHOOK_RETRY_DELAYS_MS (1 min,
 * 5 min, 30 min, 2 h, 6 h, 15 h) as its job's next run, and after the seventh the delivery is failed, about a day
 * after the event. Time comes from the injectable clock.
 */
import { randomBytes } from 'node:crypto';
import type { TWebhookEvent } from '@gifthub/shared/integrations';
import { toPounds } from '@gifthub/shared/pricing';
import { WEBHOOK_BALANCE_LOW_PENCE, WEBHOOK_RETRY_DELAYS_MS } from '@gifthub/shared/webhooks';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { openSecret } from '../../lib/secrets';
import { enqueueJobs, RunJobLater, type TJob } from '../jobs/jobs.service';
import { sendWebhook } from './webhook-sender';
import * as repo from './webhooks.repository';
import { deliveryJobKey, WEBHOOK_DELIVERY_JOB, WEBHOOK_SECRET_SEAL } from './webhooks.service';
import { tallyOutcome } from '../../lib/outcome-tally';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const newEventId = () => `evt_${randomBytes(18).toString('base64url')}`;

/**
 * Emits one event to the team's subscribed endpoints, in tx (the caller's transaction). The payload is
 * { id, type, created (unix seconds), data }; the same id goes to every endpoint and again on replays.
 */
export async function emitWebhookEvent(tx: Db, e: { teamId: number; type: TWebhookEvent; data: Record<string, unknown>; at: Date }) {
  const id = newEventId();
  const payload = { id, type: e.type, created: unix(e.at), data: e.data };
  const deliveries = await repo.insertEventDeliveries(tx, { teamId: e.teamId, eventId: id, type: e.type, payload, at: e.at });
  await enqueueJobs(
    { db: tx, clock: { now: () => e.at } },
    deliveries.map((deliveryId) => ({ kind: WEBHOOK_DELIVERY_JOB, key: deliveryJobKey(deliveryId), payload: { deliveryId } })),
  );
  return id;
}

/** A registration as gift events read it (structural, so this module needs nothing of registrations). */
export type TGiftLike = {
  id: number;
  teamId: number;
  platform: string;
  type: string;
  campaignId: number | null;
  optionId: number | null;
  optionName: string | null;
  productName: string | null;
  quantity: number;
  firstName: string;
  lastName: string;
  email: string | null;
  registeredAt: Date | null;
  confirmedAt: Date | null;
  rejectedAt: Date | null;
  sentAt: Date | null;
  expiredAt: Date | null;
  deliveryStatus: string | null;
  carrier: string | null;
  trackingUrl: string | null;
};

/** Where a gift stands, in the events' words. */
export function giftStatus(r: TGiftLike) {
  if (r.expiredAt) return 'expired';
  if (r.rejectedAt) return 'declined';
  if (r.deliveryStatus) return r.deliveryStatus === 'return' ? 'returned' : r.deliveryStatus;
  if (r.sentAt) return 'sent';
  // A campaign claim is approved by the team; a marketplace gift is confirmed by its claim.
  if (r.confirmedAt && r.platform === 'gifting') return 'approved';
  if (r.registeredAt) return 'claimed';
  return 'invited';
}

/** The registration's public fields (as the order history names them), with its status. */
export const giftEventData = (r: TGiftLike) => ({
  id: r.id,
  status: giftStatus(r),
  platform: r.platform,
  type: r.type,
  campaign_id: r.campaignId,
  option_id: r.optionId,
  option_name: r.optionName,
  product_name: r.productName,
  quantity: r.quantity,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  registered_at: iso(r.registeredAt),
  confirmed_at: iso(r.confirmedAt),
  rejected_at: iso(r.rejectedAt),
  sent_at: iso(r.sentAt),
  expired_at: iso(r.expiredAt),
  delivery_status: r.deliveryStatus,
  carrier: r.carrier,
  tracking_url: r.trackingUrl,
});

/** gift.* and invitation.expired: the registration's fields as data. */
export const emitGiftEvent = (tx: Db, type: TWebhookEvent, r: TGiftLike, at: Date) => emitWebhookEvent(tx, { teamId: r.teamId, type, data: giftEventData(r), at });

/** Fulfilment steps that are events: sent, delivered, return. */
export const FULFILMENT_EVENTS: Partial<Record<string, TWebhookEvent>> = { sent: 'gift.sent', delivered: 'gift.delivered', return: 'gift.returned' };
/** A fulfilment step's event, if it has one. */
export async function emitFulfilmentEvent(tx: Db, step: string, r: TGiftLike, at: Date) {
  const type = FULFILMENT_EVENTS[step];
  if (type) await emitGiftEvent(tx, type, r, at);
}

/**
 * balance.low, in the ledger's transaction: when a debit takes what the team can spend (balance plus credit left)
 * from WEBHOOK_BALANCE_LOW_PENCE or more to below it. Once per crossing.
 */
export async function emitBalanceLowIfCrossed(tx: Db, b: { teamId: number; before: { total_available: number }; after: { balance: number; credit_available: number; total_available: number }; at: Date }) {
  if (!(b.before.total_available >= WEBHOOK_BALANCE_LOW_PENCE && b.after.total_available < WEBHOOK_BALANCE_LOW_PENCE)) return;
  const data = {
    team_id: b.teamId,
    balance: toPounds(b.after.balance),
    credit_available: toPounds(b.after.credit_available),
    total_available: toPounds(b.after.total_available),
    threshold: toPounds(WEBHOOK_BALANCE_LOW_PENCE),
  };
  await emitWebhookEvent(tx, { teamId: b.teamId, type: 'balance.low', data, at: b.at });
}

/** survey.response_completed (a team's survey; templates have no team). */
export async function emitSurveyCompleted(db: Db, s: { id: number; teamId: number | null; name: string }, r: { token: string }, at: Date) {
  if (s.teamId === null) return;
  await emitWebhookEvent(db, { teamId: s.teamId, type: 'survey.response_completed', data: { survey_id: s.id, survey_name: s.name, response_id: r.token, completed_at: at.toISOString() }, at });
}

/** A claimed delivery is held this long (twice an attempt's timeout); a sender that died leaves it due again after, so
 * another process sends it within half a minute. */
const LEASE_MS = 20_000;
/** A process sends at most this many deliveries to one endpoint at once; the others wait their turn. */
export const ENDPOINT_IN_FLIGHT_MAX = 4;
const ENDPOINT_BUSY_WAIT_MS = 250;
/** This process's attempts under way, by endpoint. */
const inFlight = new Map<number, number>();

/** The next wait after `attempts` failed attempts, or null: give up. */
export const retryDelayMs = (attempts: number): number | null => WEBHOOK_RETRY_DELAYS_MS[attempts - 1] ?? null;

async function attempt(deps: TDeps, d: repo.TDueDelivery) {
  const secret = openSecret(d.secretSealed, deps.config.tokenKey, WEBHOOK_SECRET_SEAL);
  const now = deps.clock.now();
  const p = d.payload as { id?: string; type?: string; created?: number; data?: unknown };
  // The body keeps the documented key order (jsonb does not).
  const body = JSON.stringify({ id: p.id, type: p.type, created: p.created, data: p.data });
  const result = secret
    ? await sendWebhook({ url: d.url, secret, body, eventId: d.eventId, eventType: d.eventType, deliveryId: d.id, t: unix(now), allowPrivate: deps.config.webhooksAllowPrivateNetwork })
    : { ok: false, statusCode: null, error: 'The signing secret could not be opened (the server key changed). Add the endpoint again.' };
  const after = deps.clock.now();
  const wait = secret ? retryDelayMs(d.attempts + 1) : null;
  const status = result.ok ? 'succeeded' : wait === null ? 'failed' : 'pending';
  tallyOutcome('webhook_attempt', status === 'pending' ? 'retry' : status);
  await repo.settleAttempt(deps.db, d, {
    status,
    nextAttemptAt: result.ok || wait === null ? null : new Date(after.getTime() + wait),
    statusCode: result.statusCode,
    error: result.error,
    deliveredAt: result.ok ? after : null,
  });
  if (!result.ok) deps.log.info({ deliveryId: d.id, endpointId: d.endpointId, statusCode: result.statusCode, attempts: d.attempts + 1 }, 'a webhook attempt failed');
}

/** The job again when its delivery is still pending (a retry, a replay, another sender's lease), else finished. */
async function untilSettled(deps: TDeps, deliveryId: number) {
  const d = await repo.findForSending(deps.db, deliveryId);
  return d?.status === 'pending' && d.nextAttemptAt ? new RunJobLater(d.nextAttemptAt) : undefined;
}

/**
 * A 'webhook-delivery' job: one attempt of its delivery when it is due, claimed on the delivery row too (so a
 * replay's job and a retry's never send it twice at once), then the job runs again at the delivery's next attempt
 * or finishes with it. A delivery already settled (succeeded, failed, its endpoint deleted) finishes the job.
 */
export async function deliverWebhook(deps: TDeps, job: Pick<TJob, 'payload'>) {
  const deliveryId = Number(job.payload.deliveryId);
  const d = await repo.findForSending(deps.db, deliveryId);
  if (!d || d.status !== 'pending' || !d.nextAttemptAt) return undefined;
  const now = deps.clock.now();
  if (d.nextAttemptAt > now) return new RunJobLater(d.nextAttemptAt);
  const busy = inFlight.get(d.endpointId) ?? 0;
  if (busy >= ENDPOINT_IN_FLIGHT_MAX) return new RunJobLater(new Date(now.getTime() + ENDPOINT_BUSY_WAIT_MS));
  // Counted before the first await, so parallel jobs to one endpoint cannot all pass the cap.
  inFlight.set(d.endpointId, busy + 1);
  try {
    const claimed = await repo.claimDelivery(deps.db, d, now, new Date(now.getTime() + LEASE_MS));
    if (claimed) await attempt(deps, { ...d, ...claimed });
  } finally {
    const left = (inFlight.get(d.endpointId) ?? 1) - 1;
    if (left > 0) inFlight.set(d.endpointId, left);
    else inFlight.delete(d.endpointId);
  }
  return untilSettled(deps, deliveryId);
}
