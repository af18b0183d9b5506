import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, type TApiKeyRow } from './api-keys.table';

type TNewKey = Pick<TApiKeyRow, 'teamId' | 'createdBy' | 'name' | 'lookup' | 'keyHash' | 'preview' | 'role' | 'createdAt'>;
const live = (teamId: number) => and(eq(apiKeys.teamId, teamId), isNull(apiKeys.revokedAt));

/** Serialises key creation for one team until the transaction ends, so the per-team cap holds under races. */
export async function lockTeamKeys(tx: Db, teamId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${teamId}`}))`);
}

export const countLiveKeys = async (db: Db, teamId: number) =>
  (await db.select({ n: count() }).from(apiKeys).where(live(teamId)))[0]?.n ?? 0;

export const insertKey = async (db: Db, v: TNewKey): Promise<TApiKeyRow> => (await db.insert(apiKeys).values(v).returning())[0]!;

/** The team's live keys, newest first (a team holds a few dozen at most: API_KEYS_MAX_PER_TEAM). */
export const listLiveKeys = (db: Db, teamId: number): Promise<TApiKeyRow[]> =>
  db.select().from(apiKeys).where(live(teamId)).orderBy(desc(apiKeys.id));

export const findLiveKey = async (db: Db, teamId: number, id: number): Promise<TApiKeyRow | undefined> =>
  (await db.select().from(apiKeys).where(and(live(teamId), eq(apiKeys.id, id))).limit(1))[0];

/** The master key: the team's oldest live full-access key. */
export const findMasterKey = async (db: Db, teamId: number): Promise<TApiKeyRow | undefined> =>
  (await db.select().from(apiKeys).where(and(live(teamId), eq(apiKeys.role, 'full'))).orderBy(asc(apiKeys.id)).limit(1))[0];

/** The live key a bearer token names by its lookup part (unique index); a revoked key is not found. */
export const findKeyByLookup = async (db: Db, lookup: string): Promise<TApiKeyRow | undefined> =>
  (await db.select().from(apiKeys).where(and(eq(apiKeys.lookup, lookup), isNull(apiKeys.revokedAt))).limit(1))[0];

export async function revokeKey(db: Db, teamId: number, id: number, at: Date) {
  const rows = await db.update(apiKeys).set({ revokedAt: at }).where(and(live(teamId), eq(apiKeys.id, id))).returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Last used, written only when the stored time is older than staleBefore: at most one write a minute a key. */
export async function touchLastUsed(db: Db, id: number, at: Date, staleBefore: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
