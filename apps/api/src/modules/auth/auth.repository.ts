import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { loginFailures, sessions } from './auth.table';

export const insertSession = (db: Db, values: typeof sessions.$inferInsert) => db.insert(sessions).values(values);

export const findLiveSession = async (db: Db, id: string, now: Date) =>
  (
    await db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, userId: users.id, isBbAdmin: users.isBbAdmin, isDemo: users.isDemo })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1)
  )[0];

export const revokeSession = (db: Db, id: string, at: Date) =>
  db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Db, userId: number, at: Date, except?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });

export const recordFailure = (db: Db, email: string, ip: string, at: Date) => db.insert(loginFailures).values({ email, ip, at });

export async function countFailures(db: Db, email: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.at, since), sql`(${loginFailures.email} = ${email} or ${loginFailures.ip} = ${ip})`));
  return { byEmail: row?.byEmail ?? 0, byIp: row?.byIp ?? 0 };
}

export const clearFailures = (db: Db, email: string) => db.delete(loginFailures).where(eq(loginFailures.email, email));
export const pruneFailures = (db: Db, before: Date) => db.delete(loginFailures).where(sql`${loginFailures.at} < ${before}`);

