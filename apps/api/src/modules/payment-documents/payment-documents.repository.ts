import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { paymentDocuments } from './payment-documents.table';

export type TPaymentDocumentRow = typeof paymentDocuments.$inferSelect;
export type TDocumentType = TPaymentDocumentRow['type'];

/** Inserts a document; a second generated invoice or receipt for the same top-up inserts nothing (unique index). */
export const insertDocument = async (db: Db, values: typeof paymentDocuments.$inferInsert): Promise<TPaymentDocumentRow | undefined> =>
  (await db.insert(paymentDocuments).values(values).onConflictDoNothing().returning())[0];

export const updateDocument = (db: Db, id: number, values: Partial<Pick<TPaymentDocumentRow, 'filePath' | 'name'>>) =>
  db.update(paymentDocuments).set(values).where(eq(paymentDocuments.id, id));

export const findDocument = async (db: Db, id: number) => (await db.select().from(paymentDocuments).where(eq(paymentDocuments.id, id)).limit(1))[0];

/** A team's document; another team's id answers nothing. */
export const findTeamDocument = async (db: Db, teamId: number, id: number) =>
  (await db.select().from(paymentDocuments).where(and(eq(paymentDocuments.teamId, teamId), eq(paymentDocuments.id, id))).limit(1))[0];

export const listTopUpDocuments = (db: Db, topUpId: number) => db.select().from(paymentDocuments).where(eq(paymentDocuments.topUpId, topUpId)).orderBy(paymentDocuments.id);

/** A team's documents, newest first, paged in SQL on the (team_id, type, id) index. */
export async function listTeamDocuments(db: Db, teamId: number, p: { type?: TDocumentType; page: number; perPage: number }) {
  const where = and(eq(paymentDocuments.teamId, teamId), p.type ? eq(paymentDocuments.type, p.type) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(paymentDocuments)
      .where(where)
      .orderBy(desc(paymentDocuments.id))
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(paymentDocuments).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

const withNames = { doc: paymentDocuments, teamName: teams.name, creatorName: users.name, creatorEmail: users.email };

/** Staff: every team's documents (or one team's), newest first, with the team and creator names. */
export async function listDocuments(db: Db, p: { teamId?: number; type?: TDocumentType; page: number; perPage: number }) {
  const c: SQL[] = [];
  if (p.teamId) c.push(eq(paymentDocuments.teamId, p.teamId));
  if (p.type) c.push(eq(paymentDocuments.type, p.type));
  const where = c.length ? and(...c) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(withNames)
      .from(paymentDocuments)
      .innerJoin(teams, eq(teams.id, paymentDocuments.teamId))
      .leftJoin(users, eq(users.id, paymentDocuments.createdBy))
      .where(where)
      .orderBy(desc(paymentDocuments.id))
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(paymentDocuments).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const findDocumentWithNames = async (db: Db, id: number) =>
  (
    await db
      .select(withNames)
      .from(paymentDocuments)
      .innerJoin(teams, eq(teams.id, paymentDocuments.teamId))
      .leftJoin(users, eq(users.id, paymentDocuments.createdBy))
      .where(eq(paymentDocuments.id, id))
      .limit(1)
  )[0];

export const deleteDocument = async (db: Db, id: number) => (await db.delete(paymentDocuments).where(eq(paymentDocuments.id, id)).returning())[0];

export const findTeamName = async (db: Db, teamId: number) => (await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1))[0];

export const findUserContact = async (db: Db, userId: number) =>
  (await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1))[0];
