import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCards, paymentIntents, type TPaymentCardRow, type TPaymentIntentRow } from './payments.table';

const owned = (teamId: number, userId: number) => and(eq(paymentCards.teamId, teamId), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt));

export const listCards = (db: Db, teamId: number, userId: number) =>
  db.select().from(paymentCards).where(owned(teamId, userId)).orderBy(desc(paymentCards.preferred), asc(paymentCards.id));

export const findCard = async (db: Db, teamId: number, userId: number, id: number) =>
  (await db.select().from(paymentCards).where(and(owned(teamId, userId), eq(paymentCards.id, id))).limit(1))[0];

/** Also a removed card: saving the same gateway card again brings it back. */
export const findCardByGatewayId = async (db: Db, teamId: number, userId: number, gatewayId: string) =>
  (await db.select().from(paymentCards).where(and(eq(paymentCards.teamId, teamId), eq(paymentCards.userId, userId), eq(paymentCards.gatewayId, gatewayId))).limit(1))[0];

export const findCardById = async (db: Db, id: number) => (await db.select().from(paymentCards).where(eq(paymentCards.id, id)).limit(1))[0];

/** Locks the owner's cards for the rest of the transaction, so preferred changes are serialised. */
export const lockCards = (db: Db, teamId: number, userId: number) =>
  db.select({ id: paymentCards.id }).from(paymentCards).where(and(eq(paymentCards.teamId, teamId), eq(paymentCards.userId, userId))).for('update');

export const insertCard = async (db: Db, values: typeof paymentCards.$inferInsert) =>
  (await db.insert(paymentCards).values(values).onConflictDoNothing().returning())[0] as TPaymentCardRow | undefined;

export const updateCard = (db: Db, id: number, set: Partial<typeof paymentCards.$inferInsert>) => db.update(paymentCards).set(set).where(eq(paymentCards.id, id));

export const clearPreferred = (db: Db, teamId: number, userId: number, exceptId: number) =>
  db
    .update(paymentCards)
    .set({ preferred: false })
    .where(and(eq(paymentCards.teamId, teamId), eq(paymentCards.userId, userId), eq(paymentCards.preferred, true), ne(paymentCards.id, exceptId)));

export const insertIntent = async (db: Db, values: typeof paymentIntents.$inferInsert) =>
  (await db.insert(paymentIntents).values(values).onConflictDoNothing().returning())[0] as TPaymentIntentRow | undefined;

export const findIntent = async (db: Db, id: string) => (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1))[0];

/** The intent a portal's payment attempt created (payWithCard keeps the attempt's Idempotency-Key in purpose.attempt). */
export const findIntentByAttempt = async (db: Db, teamId: number, userId: number, attempt: string) =>
  (
    await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.teamId, teamId), eq(paymentIntents.userId, userId), sql`${paymentIntents.purpose}->>'attempt' = ${attempt}`))
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1)
  )[0];

export const updateIntent = (db: Db, id: string, set: Partial<typeof paymentIntents.$inferInsert>) => db.update(paymentIntents).set(set).where(eq(paymentIntents.id, id));

/** Sets applied_at once, and only on a succeeded, unapplied intent: the business record is written once. */
export const claimApplied = async (db: Db, id: string, at: Date) =>
  (
    await db
      .update(paymentIntents)
      .set({ appliedAt: at, updatedAt: at })
      .where(and(eq(paymentIntents.id, id), isNull(paymentIntents.appliedAt), eq(paymentIntents.status, 'succeeded')))
      .returning()
  )[0];

/** Moves an unapplied intent from one status to another only if nobody else moved it first. */
export const moveStatus = async (db: Db, id: string, from: string, to: string, at: Date) =>
  (
    await db
      .update(paymentIntents)
      .set({ status: to, updatedAt: at })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, from), isNull(paymentIntents.appliedAt)))
      .returning()
  )[0];

export const listUnapplied = (db: Db, statuses: string[], createdBefore: Date, limit: number) =>
  db
    .select()
    .from(paymentIntents)
    .where(and(isNull(paymentIntents.appliedAt), inArray(paymentIntents.status, statuses), lt(paymentIntents.createdAt, createdBefore)))
    .orderBy(asc(paymentIntents.createdAt))
    .limit(limit);

export const listTeamIntents = (db: Db, teamId: number) => db.select().from(paymentIntents).where(eq(paymentIntents.teamId, teamId)).orderBy(asc(paymentIntents.createdAt));
