/**
 * A team's webhook endpoints and their delivery log (issue 17). Routes carry :teamId, so membership,
 * edit-team-settings, Pro (writes) and demo read-only are checked before these run; another team's endpoint or
 * delivery answers 404. The signing secret is random (256 bits), sealed at rest and answered once, at creation.
 */
import { pageMeta } from '@gifthub/shared/paging';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_PREFIX,
  webhookTexts,
  type TWebhookDelivery,
  type TWebhookDeliveriesQuery,
  type TWebhookDeliveryPage,
  type TWebhookEndpoint,
  type TWebhookEndpointCreated,
  type TWebhookEndpointList,
  type TWebhookOk,
} from '@gifthub/shared/webhooks';
import type { TWebhookEvent } from '@gifthub/shared/integrations';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { randomSecret, sealSecret } from '../../lib/secrets';
import type { TTeamAccess } from '../teams/team-access';
import { reviveJob } from '../jobs/jobs.service';
import { checkEndpointAddress } from './webhook-address';
import * as repo from './webhooks.repository';
import type { TWebhookDeliveryRow, TWebhookEndpointRow } from './webhooks.table';

type TWebhookDeps = Pick<TDeps, 'db' | 'clock' | 'config'>;

/** The purpose the endpoint secrets are sealed under (lib/secrets). */
export const WEBHOOK_SECRET_SEAL = 'webhook-secret';
/** Each delivery is sent by a job of its own (webhook-events.service deliverWebhook), keyed by the delivery. */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const deliveryJobKey = (deliveryId: number) => `webhook-delivery ${deliveryId}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toEndpointView = (r: TWebhookEndpointRow): TWebhookEndpoint => ({ id: r.id, url: r.url, events: r.events, created_at: r.createdAt.toISOString() });
const toDeliveryView = (r: TWebhookDeliveryRow): TWebhookDelivery => ({
  id: r.id,
  endpoint_id: r.endpointId,
  event_id: r.eventId,
  event_type: r.eventType,
  status: r.status,
  attempts: r.attempts,
  last_status_code: r.lastStatusCode,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  next_attempt_at: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
  delivered_at: iso(r.deliveredAt),
});
const endpointNotFound = () => AppError.notFound('Webhook endpoint');

/** GET /teams/{teamId}/webhooks: the live endpoints, oldest first (at most WEBHOOK_ENDPOINTS_MAX). */
export async function listWebhookEndpoints(deps: TWebhookDeps, access: TTeamAccess): Promise<TWebhookEndpointList> {
  return { data: (await repo.listEndpoints(deps.db, access.team.id)).map(toEndpointView) };
}

/** POST /teams/{teamId}/webhooks: a public address only (SSRF), at most WEBHOOK_ENDPOINTS_MAX; the secret answered once. */
export async function createWebhookEndpoint(deps: TWebhookDeps, access: TTeamAccess, body: { url: string; events: TWebhookEvent[] }): Promise<TWebhookEndpointCreated> {
  const address = await checkEndpointAddress(body.url, deps.config.webhooksAllowPrivateNetwork);
  if (address !== 'ok') throw AppError.field('url', address === 'private' ? webhookTexts.privateAddress : webhookTexts.unresolvable);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomSecret(32)}`;
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockTeamEndpoints(tx, access.team.id);
    if ((await repo.countEndpoints(tx, access.team.id)) >= WEBHOOK_ENDPOINTS_MAX) throw AppError.conflict(webhookTexts.tooMany);
    return repo.insertEndpoint(tx, {
      teamId: access.team.id,
      url: body.url,
      events: body.events,
      secretSealed: sealSecret(secret, deps.config.tokenKey, WEBHOOK_SECRET_SEAL),
      createdAt: deps.clock.now(),
    });
  });
  return { ...toEndpointView(row), secret };
}

/** DELETE /teams/{teamId}/webhooks/{id}: no more events go to it; its pending deliveries fail. */
export async function deleteWebhookEndpoint(deps: TWebhookDeps, access: TTeamAccess, id: number): Promise<TWebhookOk> {
  const deleted = await deps.db.transaction((tx) => repo.deleteEndpoint(tx, access.team.id, id, deps.clock.now()));
  if (!deleted) throw endpointNotFound();
  return { ok: true, message: webhookTexts.deleted };
}

/** GET /teams/{teamId}/webhooks/{id}/deliveries: newest first, paged in SQL. */
export async function listWebhookDeliveries(deps: TWebhookDeps, access: TTeamAccess, id: number, q: TWebhookDeliveriesQuery): Promise<TWebhookDeliveryPage> {
  const endpoint = await repo.findEndpoint(deps.db, access.team.id, id);
  if (!endpoint) throw endpointNotFound();
  const { rows, total } = await repo.listDeliveries(deps.db, endpoint.id, q.page, q.per_page);
  return { data: rows.map(toDeliveryView), meta: pageMeta(total, q.page, q.per_page) };
}

/** POST /teams/{teamId}/webhooks/deliveries/{deliveryId}/replay: the same event id again, a fresh attempt series due now. */
export async function replayWebhookDelivery(deps: TWebhookDeps, access: TTeamAccess, deliveryId: number): Promise<TWebhookDelivery> {
  const delivery = await repo.findDelivery(deps.db, access.team.id, deliveryId);
  if (!delivery) throw AppError.notFound('Webhook delivery');
  if (!(await repo.findEndpoint(deps.db, access.team.id, delivery.endpointId))) throw AppError.conflict(webhookTexts.endpointDeleted);
  const at = deps.clock.now();
  // The fresh series and its job together: its job is reopened (or brought forward), so any process sends it now.
  const row = await deps.db.transaction(async (tx) => {
    const restarted = await repo.restartDelivery(tx, delivery.id, at);
    await reviveJob({ db: tx, clock: { now: () => at } }, { kind: WEBHOOK_DELIVERY_JOB, key: deliveryJobKey(delivery.id), payload: { deliveryId: delivery.id } });
    return restarted;
  });
  return toDeliveryView(row!);
}

/** The metrics' figures: webhook deliveries pending, due now, and how long the oldest due one has waited. */
export const deliveryCounts = (db: TDeps['db'], now: Date = new Date()) => repo.pendingStats(db, now);
