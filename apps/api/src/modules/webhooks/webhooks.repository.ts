import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TWebhookEvent } from '@gifthub/shared/integrations';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, type TWebhookDeliveryRow, type TWebhookEndpointRow } from './webhooks.table';

const live = (teamId: number) => and(eq(webhookEndpoints.teamId, teamId), isNull(webhookEndpoints.deletedAt));

export const listEndpoints = (db: Db, teamId: number): Promise<TWebhookEndpointRow[]> =>
  db.select().from(webhookEndpoints).where(live(teamId)).orderBy(webhookEndpoints.id);

export const findEndpoint = async (db: Db, teamId: number, id: number): Promise<TWebhookEndpointRow | undefined> =>
  (await db.select().from(webhookEndpoints).where(and(live(teamId), eq(webhookEndpoints.id, id))).limit(1))[0];

/** Serialises endpoint creation per team until the transaction ends (the limit is counted under it). */
export async function lockTeamEndpoints(tx: Db, teamId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${teamId}`}))`);
}

export const countEndpoints = async (db: Db, teamId: number) => (await db.select({ n: count() }).from(webhookEndpoints).where(live(teamId)))[0]?.n ?? 0;

export const insertEndpoint = async (db: Db, v: { teamId: number; url: string; events: TWebhookEvent[]; secretSealed: string; createdAt: Date }) =>
  (await db.insert(webhookEndpoints).values(v).returning())[0]!;

/** Soft delete; its pending deliveries fail with it. False when it was not a live endpoint of the team. */
export async function deleteEndpoint(tx: Db, teamId: number, id: number, at: Date) {
  const rows = await tx
    .update(webhookEndpoints)
    .set({ deletedAt: at })
    .where(and(live(teamId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  if (!rows.length) return false;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lastError: 'The endpoint was deleted.' })
    .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
  return true;
}

/**
 * One pending delivery per live endpoint of the team subscribed to the type, in one statement, in the caller's
 * transaction (a rolled back change sends nothing). The ids of the deliveries made.
 */
export async function insertEventDeliveries(tx: Db, e: { teamId: number; eventId: string; type: TWebhookEvent; payload: Record<string, unknown>; at: Date }) {
  const at = e.at.toISOString();
  const res = await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, team_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at)
    select id, team_id, ${e.eventId}, ${e.type}, ${JSON.stringify(e.payload)}::jsonb, 'pending', 0, ${at}::timestamptz, ${at}::timestamptz
    from ${webhookEndpoints}
    where team_id = ${e.teamId} and deleted_at is null and events @> ${JSON.stringify([e.type])}::jsonb
    returning id`);
  return (res as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** A page of an endpoint's deliveries, newest first, on (endpoint_id, id). */
export async function listDeliveries(db: Db, endpointId: number, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export const findDelivery = async (db: Db, teamId: number, id: number): Promise<TWebhookDeliveryRow | undefined> =>
  (await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.teamId, teamId), eq(webhookDeliveries.id, id))).limit(1))[0];

/** Replay: a fresh attempt series of the same event, due now. */
export const restartDelivery = async (db: Db, id: number, at: Date) =>
  (
    await db
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lastStatusCode: null, lastError: null, deliveredAt: null })
      .where(eq(webhookDeliveries.id, id))
      .returning()
  )[0];

export type TDueDelivery = TWebhookDeliveryRow & { url: string; secretSealed: string };

/** One delivery with its endpoint's address and sealed secret (the endpoint may be deleted since). */
export async function findForSending(db: Db, id: number): Promise<TDueDelivery | undefined> {
  const [row] = await db
    .select({ d: webhookDeliveries, url: webhookEndpoints.url, secretSealed: webhookEndpoints.secretSealed })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row ? { ...row.d, url: row.url, secretSealed: row.secretSealed } : undefined;
}

/**
 * Claims one due delivery with a lease: next_attempt_at moves to leaseUntil, so nothing else sends it unless this
 * sender dies before settling it. Conditional on the row read (pending, the same attempt count, due), so of two
 * runs that read it only one claims it. The claimed row, or undefined.
 */
export async function claimDelivery(db: Db, d: Pick<TWebhookDeliveryRow, 'id' | 'attempts'>, now: Date, leaseUntil: Date) {
  const w = webhookDeliveries;
  const [row] = await db
    .update(w)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(eq(w.id, d.id), eq(w.status, 'pending'), eq(w.attempts, d.attempts), sql`${w.nextAttemptAt} <= ${now}`))
    .returning();
  return row;
}

/**
 * The metrics' figures, on the partial due index (pending rows only: the succeeded and failed ones grow without end
 * and need no watching): deliveries pending, how many are due now, and how long the oldest due one has waited.
 */
export async function pendingStats(db: Db, now: Date) {
  const w = webhookDeliveries;
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${w.nextAttemptAt} <= ${now}))::int`,
      oldestDueAgeMs: sql<number | null>`(extract(epoch from ${now}::timestamptz - min(${w.nextAttemptAt}) filter (where ${w.nextAttemptAt} <= ${now})) * 1000)::float8`,
    })
    .from(w)
    .where(eq(w.status, 'pending'));
  return { pending: row?.pending ?? 0, due: row?.due ?? 0, oldestDueAgeMs: row?.oldestDueAgeMs ?? null };
}

/**
 * An attempt's outcome, written only while the delivery is still the one this worker claimed: pending, the same
 * attempt count and still under this claim's lease. A replay meanwhile (attempts 0, due now) wins, even over the
 * first attempt of a series, whose attempt count a replay does not change.
 */
export async function settleAttempt(
  db: Db,
  d: Pick<TWebhookDeliveryRow, 'id' | 'attempts' | 'nextAttemptAt'>,
  v: { status: TWebhookDeliveryRow['status']; nextAttemptAt: Date | null; statusCode: number | null; error: string | null; deliveredAt: Date | null },
) {
  await db
    .update(webhookDeliveries)
    .set({ status: v.status, attempts: d.attempts + 1, nextAttemptAt: v.nextAttemptAt, lastStatusCode: v.statusCode, lastError: v.error, deliveredAt: v.deliveredAt })
    .where(
      and(
        eq(webhookDeliveries.id, d.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, d.attempts),
        d.nextAttemptAt ? eq(webhookDeliveries.nextAttemptAt, d.nextAttemptAt) : isNull(webhookDeliveries.nextAttemptAt),
      ),
    );
}
