import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertJsonRows } from '../../db/json-insert';
import { registrationEvents, registrations } from './registrations.table';
import type { TRegistrationInsert } from './registrations.repository';

/** Rows per statement (one JSON parameter each), so no statement carries a whole 10,000-row upload. */
const CHUNK = 2000;

export type TBulkInserted = { id: number; secret: string; email: string };

/**
 * Writes many registrations with their first events in the caller's transaction: rows go as JSON (db/json-insert),
 * a statement per chunk; the answer is in the rows' order (matched by their unique secrets).
 */
export async function insertRegistrations(tx: Db, rows: TRegistrationInsert[], event: { type: string; data: Record<string, unknown>; byUserId: number; at: Date }) {
  const out: TBulkInserted[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const inserted = new Map((await insertJsonRows<TBulkInserted>(tx, registrations, chunk, ['id', 'secret', 'email'])).map((r) => [r.secret, r]));
    const ordered = chunk.map((r) => inserted.get(r.secret)!);
    await insertJsonRows(tx, registrationEvents, ordered.map((r) => ({ registrationId: r.id, type: event.type, data: event.data, byUserId: event.byUserId, at: event.at })));
    out.push(...ordered);
  }
  return out;
}

/** The 'emailed' events of many registrations, a multi-row INSERT per chunk. */
export async function insertEmailedEvents(tx: Db, ids: number[], kind: string, at: Date) {
  for (let i = 0; i < ids.length; i += CHUNK)
    await insertJsonRows(tx, registrationEvents, ids.slice(i, i + CHUNK).map((registrationId) => ({ registrationId, type: 'emailed', data: { kind }, byUserId: null, at })));
}

const inBatch = (campaignId: number, sharedSecret: string) => and(eq(registrations.campaignId, campaignId), eq(registrations.sharedSecret, sharedSecret));

/** A batch's figures (spec 1 §3 Batch) in one statement on the batch index; undefined when it has no rows. */
export async function batchStats(db: Db, campaignId: number, sharedSecret: string) {
  const [row] = await db
    .select({
      label: sql<string>`min(${registrations.batchLabel})`,
      created: sql<Date>`min(${registrations.createdAt})`,
      method: sql<string>`min(${registrations.registrationMethod})`,
      total: sql<number>`count(*)::int`,
      registered: sql<number>`count(${registrations.registeredAt})::int`,
      confirmed: sql<number>`count(${registrations.confirmedAt})::int`,
      sent: sql<number>`count(${registrations.sentAt})::int`,
    })
    .from(registrations)
    .where(inBatch(campaignId, sharedSecret));
  return row && row.total > 0 ? { ...row, created: new Date(row.created) } : undefined;
}

/** Renames a batch: every row of it carries the label. */
export const renameBatch = async (tx: Db, campaignId: number, sharedSecret: string, label: string) =>
  (await tx.update(registrations).set({ batchLabel: label }).where(inBatch(campaignId, sharedSecret)).returning({ id: registrations.id })).length;

/** Which of these e-mails (lower-cased) a batch already holds. */
export async function batchEmails(db: Db, campaignId: number, sharedSecret: string, emails: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .select({ email: sql<string>`lower(${registrations.email})` })
      .from(registrations)
      .where(and(inBatch(campaignId, sharedSecret), inArray(sql`lower(${registrations.email})`, emails.slice(i, i + CHUNK))));
    for (const r of rows) found.add(r.email);
  }
  return found;
}

/** The batch registration an e-mail holds (the batch link's claim), locked for the claim's transaction. */
export const findBatchRegistration = async (db: Db, campaignId: number, sharedSecret: string, email: string) =>
  (
    await db
      .select()
      .from(registrations)
      .where(and(inBatch(campaignId, sharedSecret), sql`lower(${registrations.email}) = ${email.toLowerCase()}`))
      .limit(1)
  )[0];
