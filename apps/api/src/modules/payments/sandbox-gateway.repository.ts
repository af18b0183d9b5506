import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxObjects } from './payments.table';

export type TSandboxKind = 'setup_intent' | 'payment_method' | 'payment_intent' | 'refund';
export type TSandboxObject = typeof sandboxObjects.$inferSelect;

/** The sandbox gateway's own store: only sandbox-gateway.ts uses it, as Stripe would keep its own data. */
export const insertObject = async (db: Db, values: { id: string; kind: TSandboxKind; clientSecret?: string | null; data: Record<string, unknown>; createdAt: Date }) =>
  (await db.insert(sandboxObjects).values(values).onConflictDoNothing().returning())[0];

export const findObject = async (db: Db, id: string, kind: TSandboxKind) =>
  (await db.select().from(sandboxObjects).where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind))).limit(1))[0];

/** Replaces data only while the object's status is one of `from`: a state change happens once. */
export const transition = async (db: Db, id: string, from: string[], data: Record<string, unknown>) =>
  (
    await db
      .update(sandboxObjects)
      .set({ data })
      .where(and(eq(sandboxObjects.id, id), inArray(sql`${sandboxObjects.data}->>'status'`, from)))
      .returning()
  )[0];

/** Adds to a payment intent's refunded amount only while the total stays within what was paid. */
export const addRefunded = async (db: Db, id: string, amount: number) =>
  (
    await db
      .update(sandboxObjects)
      .set({ data: sql`jsonb_set(${sandboxObjects.data}, '{amount_refunded}', to_jsonb(coalesce((${sandboxObjects.data}->>'amount_refunded')::int, 0) + ${amount}::int))` })
      .where(
        and(
          eq(sandboxObjects.id, id),
          eq(sandboxObjects.kind, 'payment_intent'),
          sql`${sandboxObjects.data}->>'status' = 'succeeded'`,
          sql`coalesce((${sandboxObjects.data}->>'amount_refunded')::int, 0) + ${amount}::int <= (${sandboxObjects.data}->>'amount')::int`,
        ),
      )
      .returning()
  )[0];

export const countObjects = async (db: Db, kind: TSandboxKind) =>
  (await db.select({ n: count() }).from(sandboxObjects).where(eq(sandboxObjects.kind, kind)))[0]?.n ?? 0;
