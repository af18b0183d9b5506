import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams } from '../teams/teams.table';
import { directTransactions, teamTransactions, type TTeamTransactionRow } from './billing.table';

/**
 * Locks the team row for the rest of the transaction: every ledger write for a team goes through this,
 * so balance checks and inserts are serialised per team and two spends can never both pass the check.
 */
export const lockTeam = async (db: Db, teamId: number) =>
  (await db.select({ id: teams.id, creditLimit: teams.creditLimit }).from(teams).where(eq(teams.id, teamId)).for('update').limit(1))[0];

export const ledgerBalance = async (db: Db, teamId: number) =>
  (await db.select({ balance: sql<number>`coalesce(sum(${teamTransactions.amount}), 0)::int` }).from(teamTransactions).where(eq(teamTransactions.teamId, teamId)))[0]?.balance ?? 0;

export const creditLimitOf = async (db: Db, teamId: number) =>
  (await db.select({ creditLimit: teams.creditLimit }).from(teams).where(eq(teams.id, teamId)).limit(1))[0]?.creditLimit;

export const insertLedgerRow = async (db: Db, values: typeof teamTransactions.$inferInsert) =>
  (await db.insert(teamTransactions).values(values).returning())[0] as TTeamTransactionRow;

export const findLedgerRow = async (db: Db, id: number) => (await db.select().from(teamTransactions).where(eq(teamTransactions.id, id)).limit(1))[0];

export const markReverted = (db: Db, id: number, at: Date) =>
  db.update(teamTransactions).set({ revertedAt: at }).where(and(eq(teamTransactions.id, id), isNull(teamTransactions.revertedAt))).returning({ id: teamTransactions.id });

export const insertDirectTransaction = async (db: Db, values: typeof directTransactions.$inferInsert) =>
  (await db.insert(directTransactions).values(values).onConflictDoNothing().returning())[0];

export const lastLedgerRows = (db: Db, teamId: number, limit: number) =>
  db.select().from(teamTransactions).where(eq(teamTransactions.teamId, teamId)).orderBy(desc(teamTransactions.id)).limit(limit);
