import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from './idempotency.table';

export type TIdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key for a first request; undefined when the key is already taken. */
export const claim = async (db: Db, values: { userId: number; key: string; route: string; requestHash: string; createdAt: Date }) =>
  (await db.insert(idempotencyKeys).values({ ...values, state: 'pending' }).onConflictDoNothing().returning())[0];

export const find = async (db: Db, userId: number, key: string) =>
  (await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1))[0];

/** Takes over a pending key whose first request died (pending since before `staleBefore`). */
export const takeOverStale = async (db: Db, userId: number, key: string, requestHash: string, staleBefore: Date, at: Date) =>
  (
    await db
      .update(idempotencyKeys)
      .set({ createdAt: at })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'pending'),
          eq(idempotencyKeys.requestHash, requestHash),
          lt(idempotencyKeys.createdAt, staleBefore),
        ),
      )
      .returning()
  )[0];

export const complete = (db: Db, userId: number, key: string, statusCode: number, body: unknown) =>
  db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode, body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'pending')));

export const release = (db: Db, userId: number, key: string) =>
  db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'pending')));

export const purgeBefore = (db: Db, before: Date) => db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
