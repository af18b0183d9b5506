import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { users } from '../users/users.table';
import { batchedReads } from '../../db/batched-reads';
import { liveSessions, loginThrottle, passwordResets, SESSION_BATCH, SESSION_BATCHING, sessions } from './auth.table';

export const insertSession = (db: Db, values: typeof sessions.$inferInsert) => db.insert(sessions).values(values);

// Every authenticated request runs this: an indexed read of the sessions joined to their users, prepared once, for
// all the requests of one event-loop turn together (db/batched-reads.ts). Session ids are base64url (no comma).
const liveSessionsQuery = preparedPerDb((db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, userId: users.id, isBbAdmin: users.isBbAdmin, isDemo: users.isDemo })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessions(sql.placeholder('ids'), sql.placeholder('now')))
    .limit(SESSION_BATCH)
    .prepare('find_live_sessions'),
);
const liveSessionBatch = preparedPerDb((db) =>
  batchedReads(
    async (ids: string[], now: Date) => {
      const rows = await liveSessionsQuery(db).execute({ ids: ids.join(','), now: now.toISOString() });
      return new Map(rows.map((r) => [r.sessionId, r]));
    },
    SESSION_BATCHING,
  ),
);

export const findLiveSession = (db: Db, id: string, now: Date) => liveSessionBatch(db)(id, now);

export const revokeSession = (db: Db, id: string, at: Date) =>
  db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Db, userId: number, at: Date, except?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));

// ---------------------------------------------------------------- login throttle

/**
 * Counts one attempt on every key in a single upsert and answers each key's count in its window. A row whose
 * window has passed starts again at 1. Parallel attempts each get their own count, so none can read a stale one.
 * Keys are given in a fixed order (account, then address) so concurrent statements lock rows in the same order.
 */
export async function countAttempt(db: Db, keys: string[], now: Date, windowEnd: Date) {
  const expired = sql`${loginThrottle.resetAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, count: 1, resetAt: windowEnd })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginThrottle.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${loginThrottle.resetAt} end`,
      },
    })
    .returning({ key: loginThrottle.key, count: loginThrottle.count });
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** Takes back one counted attempt while its window lasts (a success is not a failure). */
export const uncountAttempt = (db: Db, key: string, now: Date) =>
  db
    .update(loginThrottle)
    .set({ count: sql`greatest(${loginThrottle.count} - 1, 0)` })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.resetAt, now)));

export const clearAttempts = (db: Db, key: string) => db.delete(loginThrottle).where(eq(loginThrottle.key, key));

export const pruneAttempts = (db: Db, now: Date) => db.delete(loginThrottle).where(lte(loginThrottle.resetAt, now));

// ---------------------------------------------------------------- password-reset links

export const insertPasswordReset = (db: Db, values: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(values);

export async function countPasswordResetsSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

/** The unused, unexpired link with this token hash, with the account it resets. */
export const findLivePasswordReset = async (db: Db, tokenHash: string, now: Date) =>
  (
    await db
      .select({ userId: users.id, email: users.email, name: users.name, isDemo: users.isDemo, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .limit(1)
  )[0];

/** Uses a link: one conditional update, so of concurrent uses exactly one gets the row back. */
export const consumePasswordReset = async (db: Db, tokenHash: string, now: Date) =>
  (
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId })
  )[0];

/** Ends the user's other outstanding links (their password has just changed). */
export const expirePasswordResets = (db: Db, userId: number, now: Date) =>
  db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));

export const prunePasswordResets = (db: Db, before: Date) => db.delete(passwordResets).where(lte(passwordResets.expiresAt, before));
