import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertJsonRows } from '../../db/json-insert';
import { mailOutbox } from './mail.table';

/**
 * A message to queue. `kind` names the template, and decides whether the recipient's e-mail preferences apply
 * (mail.categories.ts). `headers` are added by the outbox itself (List-Unsubscribe), not by callers.
 */
export type TNewMail = { to: string; subject: string; text: string; html?: string | null; kind: string; headers?: Record<string, string> | null };

export const insertMail = (db: Db, mail: TNewMail) => db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });

/** Many messages, a statement per 1,000 (a Multi Invite upload queues one per row). */
export async function insertMails(db: Db, mails: TNewMail[]) {
  // As JSON (db/json-insert): a multi-row VALUES of 10,000 messages costs more to build than to write.
  for (let i = 0; i < mails.length; i += 1000) await insertJsonRows(db, mailOutbox, mails.slice(i, i + 1000));
}

/**
 * Takes up to `limit` messages to deliver and holds them until `leaseUntil`, in one statement: rows another delivery
 * run holds are skipped (FOR UPDATE SKIP LOCKED), so with several API processes on one PostgreSQL each message is
 * sent by one of them. A run that died leaves its hold to run out, and the message is taken again.
 */
export function claimMail(db: Db, now: Date, leaseUntil: Date, maxAttempts: number, limit = 50) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['queued', 'failed']), lt(mailOutbox.attempts, maxAttempts), sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= ${now})`))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ lockedUntil: leaseUntil }).where(sql`${mailOutbox.id} in (${due})`).returning();
}

export const markSent = (db: Db, id: number, emlPath: string | null, at: Date) =>
  db.update(mailOutbox).set({ status: 'sent', emlPath, sentAt: at, lockedUntil: null, attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, id));

export const markFailed = (db: Db, id: number, error: string) =>
  db.update(mailOutbox).set({ status: 'failed', lastError: error.slice(0, 500), lockedUntil: null, attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, id));

export async function listMail(db: Db, opts: { to?: string; page: number; perPage: number }) {
  const where = opts.to ? eq(mailOutbox.to, opts.to.toLowerCase()) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(opts.perPage).offset((opts.page - 1) * opts.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
