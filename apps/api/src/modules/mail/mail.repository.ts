import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertJsonRows } from '../../db/json-insert';
import { mailOutbox } from './mail.table';

/**
 * A message to queue. `kind` names the template, and decides whether the recipient's e-mail preferences apply
 * (mail.categories.ts). `headers` are added by the outbox itself (List-Unsubscribe), not by callers.
 */
export type TNewMail = { to: string; subject: string; text: string; html?: string | null; kind: string; headers?: Record<string, string> | null };

/** Due at `at` (the mailer's clock, so a fake clock in tests and the delivery runs agree). */
export const insertMail = (db: Db, mail: TNewMail, at: Date) => db.insert(mailOutbox).values({ ...mail, nextAttemptAt: at }).returning({ id: mailOutbox.id });

/** Many messages, a statement per 1,000 (a Multi Invite upload queues one per row). */
export async function insertMails(db: Db, mails: TNewMail[], at: Date) {
  // As JSON (db/json-insert): a multi-row VALUES of 10,000 messages costs more to build than to write.
  for (let i = 0; i < mails.length; i += 1000) await insertJsonRows(db, mailOutbox, mails.slice(i, i + 1000).map((m) => ({ ...m, nextAttemptAt: at })));
}

/**
 * Takes up to `limit` queued messages that are due and holds them until `leaseUntil`, in one statement: rows another
 * delivery run holds are skipped (FOR UPDATE SKIP LOCKED), so with several API processes on one PostgreSQL each
 * message is sent by one of them. A run that died leaves its hold to run out, and the message is taken again.
 */
export function claimMail(db: Db, now: Date, leaseUntil: Date, limit = 10) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now), sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= ${now})`))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ lockedUntil: leaseUntil }).where(sql`${mailOutbox.id} in (${due})`).returning();
}

export const markSent = (db: Db, id: number, emlPath: string | null, at: Date) =>
  db
    .update(mailOutbox)
    .set({ status: 'sent', emlPath, sentAt: at, lockedUntil: null, transportWait: false, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));

/**
 * A failed attempt: tried again at nextAttemptAt, or failed for good (nextAttemptAt null). transportWait: the
 * transport was down, so the message is made due again as soon as it answers.
 */
export const markAttemptFailed = (db: Db, id: number, v: { error: string; nextAttemptAt: Date | null; transportWait: boolean }) =>
  db
    .update(mailOutbox)
    .set({
      status: v.nextAttemptAt ? 'queued' : 'failed',
      lastError: v.error.slice(0, 500),
      lockedUntil: null,
      transportWait: v.nextAttemptAt ? v.transportWait : false,
      ...(v.nextAttemptAt ? { nextAttemptAt: v.nextAttemptAt } : {}),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, id));

/** Messages a run took but did not try (it stopped when the transport failed): free again, untouched. */
export const releaseMail = (db: Db, ids: number[]) => (ids.length ? db.update(mailOutbox).set({ lockedUntil: null }).where(inArray(mailOutbox.id, ids)) : Promise.resolve());

/** The transport answers again: the messages that waited on it are due now. The number made due. */
export async function releaseTransportWaits(db: Db, now: Date) {
  const rows = await db
    .update(mailOutbox)
    .set({ transportWait: false, nextAttemptAt: now })
    .where(and(eq(mailOutbox.transportWait, true), eq(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Whether any queued message waits on the transport (a partial index read). */
export const anyTransportWait = async (db: Db) => (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.transportWait, true)).limit(1)).length > 0;

/** A failed message queued again with fresh attempts, due now; undefined when it is not failed (or not there). */
export const requeueFailed = async (db: Db, id: number, at: Date) =>
  (
    await db
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: at, lockedUntil: null, transportWait: false })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning()
  )[0];

export const findMail = async (db: Db, id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1))[0];

/** The metrics' figures: messages by status among queued and failed (on the status index). */
export async function countByStatus(db: Db) {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'failed']))
    .groupBy(mailOutbox.status);
  return { queued: rows.find((r) => r.status === 'queued')?.n ?? 0, failed: rows.find((r) => r.status === 'failed')?.n ?? 0 };
}

export async function listMail(db: Db, opts: { to?: string; status?: 'queued' | 'sent' | 'failed'; page: number; perPage: number }) {
  const where = and(opts.to ? eq(mailOutbox.to, opts.to.toLowerCase()) : undefined, opts.status ? eq(mailOutbox.status, opts.status) : undefined);
  const [rows, [count]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(opts.perPage).offset((opts.page - 1) * opts.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
