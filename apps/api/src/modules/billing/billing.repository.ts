import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { directTransactions, teamTransactions, topUps, type TDirectTransactionRow, type TTeamTransactionRow, type TTopUpRow } from './billing.table';

/**
 * Locks the team row for the rest of the transaction: every ledger write for a team goes through this,
 * so balance checks and inserts are serialised per team and two spends can never both pass the check.
 */
export const lockTeam = async (db: Db, teamId: number) =>
  (await db.select({ id: teams.id, creditLimit: teams.creditLimit }).from(teams).where(eq(teams.id, teamId)).for('update').limit(1))[0];

export const ledgerBalance = async (db: Db, teamId: number) =>
  (await db.select({ balance: sql<number>`coalesce(sum(${teamTransactions.amount}), 0)::int` }).from(teamTransactions).where(eq(teamTransactions.teamId, teamId)))[0]?.balance ?? 0;

/**
 * The running balance after the team's latest row. Only read under lockTeam: every row is appended under that
 * lock with balance_after = previous + amount, so this equals the sum of the rows (the ledger tests check it)
 * and costs one index lookup instead of a scan of the team's history.
 */
export const lastBalanceAfter = async (db: Db, teamId: number) =>
  (await db.select({ balance: teamTransactions.balanceAfter }).from(teamTransactions).where(eq(teamTransactions.teamId, teamId)).orderBy(desc(teamTransactions.id)).limit(1))[0]?.balance ?? 0;

export const creditLimitOf = async (db: Db, teamId: number) =>
  (await db.select({ creditLimit: teams.creditLimit }).from(teams).where(eq(teams.id, teamId)).limit(1))[0]?.creditLimit;

export const insertLedgerRow = async (db: Db, values: typeof teamTransactions.$inferInsert) =>
  (await db.insert(teamTransactions).values(values).returning())[0] as TTeamTransactionRow;

export const findLedgerRow = async (db: Db, id: number) => (await db.select().from(teamTransactions).where(eq(teamTransactions.id, id)).limit(1))[0];

export const markReverted = (db: Db, id: number, at: Date) =>
  db.update(teamTransactions).set({ revertedAt: at }).where(and(eq(teamTransactions.id, id), isNull(teamTransactions.revertedAt))).returning({ id: teamTransactions.id });

export const insertDirectTransaction = async (db: Db, values: typeof directTransactions.$inferInsert) =>
  (await db.insert(directTransactions).values(values).onConflictDoNothing().returning())[0];

/** A refunded card payment shows as reverted in the direct history. */
export const markDirectRefunded = (db: Db, paymentIntentId: string, at: Date) =>
  db.update(directTransactions).set({ status: 'refunded', refundedAt: at }).where(and(eq(directTransactions.paymentIntentId, paymentIntentId), isNull(directTransactions.refundedAt)));

export const lastLedgerRows = (db: Db, teamId: number, limit: number) =>
  db.select().from(teamTransactions).where(eq(teamTransactions.teamId, teamId)).orderBy(desc(teamTransactions.id)).limit(limit);

// ---- Histories: paged in SQL on the (team_id, id) and (team_id, created_at) indexes ----

export type THistoryFilter = { type?: string; from?: Date; to?: Date; userId?: number };
export type THistoryPage = THistoryFilter & { page: number; perPage: number; sort: 'id' | 'date'; direction: 'asc' | 'desc' };

const ledgerWhere = (teamId: number, f: THistoryFilter) => {
  const c: SQL[] = [eq(teamTransactions.teamId, teamId)];
  if (f.type) c.push(eq(teamTransactions.type, f.type as TTeamTransactionRow['type']));
  if (f.from) c.push(gte(teamTransactions.createdAt, f.from));
  if (f.to) c.push(lt(teamTransactions.createdAt, f.to));
  if (f.userId !== undefined) c.push(eq(teamTransactions.userId, f.userId));
  return and(...c);
};

const directWhere = (teamId: number, f: THistoryFilter) => {
  const c: SQL[] = [eq(directTransactions.teamId, teamId)];
  if (f.type) c.push(eq(directTransactions.type, f.type));
  if (f.from) c.push(gte(directTransactions.createdAt, f.from));
  if (f.to) c.push(lt(directTransactions.createdAt, f.to));
  if (f.userId !== undefined) c.push(eq(directTransactions.userId, f.userId));
  return and(...c);
};

export async function listLedger(db: Db, teamId: number, p: THistoryPage) {
  const where = ledgerWhere(teamId, p);
  const dir = p.direction === 'asc' ? asc : desc;
  const order = p.sort === 'date' ? [dir(teamTransactions.createdAt), dir(teamTransactions.id)] : [dir(teamTransactions.id)];
  const [rows, [count]] = await Promise.all([
    db.select().from(teamTransactions).where(where).orderBy(...order).limit(p.perPage).offset((p.page - 1) * p.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(teamTransactions).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function listDirect(db: Db, teamId: number, p: THistoryPage) {
  const where = directWhere(teamId, p);
  const dir = p.direction === 'asc' ? asc : desc;
  const order = p.sort === 'date' ? [dir(directTransactions.createdAt), dir(directTransactions.id)] : [dir(directTransactions.id)];
  const [rows, [count]] = await Promise.all([
    db.select().from(directTransactions).where(where).orderBy(...order).limit(p.perPage).offset((p.page - 1) * p.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(directTransactions).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export type TExportRange = { from?: Date; to?: Date; idStart?: number; idEnd?: number; userId?: number };

/** One chunk of an export, keyset by id: the rows after `afterId`, ascending. */
export const ledgerChunk = (db: Db, teamId: number, r: TExportRange, afterId: number, limit: number): Promise<TTeamTransactionRow[]> =>
  db
    .select()
    .from(teamTransactions)
    .where(
      and(
        ledgerWhere(teamId, r),
        gt(teamTransactions.id, Math.max(afterId, (r.idStart ?? 1) - 1)),
        r.idEnd !== undefined ? lte(teamTransactions.id, r.idEnd) : undefined,
      ),
    )
    .orderBy(asc(teamTransactions.id))
    .limit(limit);

export const directChunk = (db: Db, teamId: number, r: TExportRange, afterId: number, limit: number): Promise<TDirectTransactionRow[]> =>
  db
    .select()
    .from(directTransactions)
    .where(
      and(
        directWhere(teamId, r),
        gt(directTransactions.id, Math.max(afterId, (r.idStart ?? 1) - 1)),
        r.idEnd !== undefined ? lte(directTransactions.id, r.idEnd) : undefined,
      ),
    )
    .orderBy(asc(directTransactions.id))
    .limit(limit);

export const latestLedgerId = async (db: Db, teamId: number) =>
  (await db.select({ id: sql<number>`coalesce(max(${teamTransactions.id}), 0)::int` }).from(teamTransactions).where(eq(teamTransactions.teamId, teamId)))[0]?.id ?? 0;

export const latestDirectId = async (db: Db, teamId: number, userId?: number) =>
  (
    await db
      .select({ id: sql<number>`coalesce(max(${directTransactions.id}), 0)::int` })
      .from(directTransactions)
      .where(directWhere(teamId, { userId }))
  )[0]?.id ?? 0;

// ---- Top-ups ----

export const insertTopUp = async (db: Db, values: typeof topUps.$inferInsert) => (await db.insert(topUps).values(values).returning())[0] as TTopUpRow;

export const findTopUp = async (db: Db, id: number) => (await db.select().from(topUps).where(eq(topUps.id, id)).limit(1))[0];

export const findTopUpByPaymentIntent = async (db: Db, paymentIntentId: string) =>
  (await db.select().from(topUps).where(eq(topUps.paymentIntentId, paymentIntentId)).limit(1))[0];

/** requested → paid or cancelled; only from 'requested', so a second call changes nothing. */
export const setTopUpStatus = async (db: Db, id: number, status: 'paid' | 'cancelled', at: Date) =>
  (
    await db
      .update(topUps)
      .set(status === 'paid' ? { status, paidAt: at } : { status, cancelledAt: at })
      .where(and(eq(topUps.id, id), eq(topUps.status, 'requested')))
      .returning()
  )[0];

const topUpWithNames = {
  topUp: topUps,
  teamName: teams.name,
  requesterName: users.name,
  requesterEmail: users.email,
};

export async function listTopUps(db: Db, p: { status?: TTopUpRow['status']; teamId?: number; page: number; perPage: number }) {
  const where = and(p.status ? eq(topUps.status, p.status) : undefined, p.teamId ? eq(topUps.teamId, p.teamId) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select(topUpWithNames)
      .from(topUps)
      .innerJoin(teams, eq(teams.id, topUps.teamId))
      .leftJoin(users, eq(users.id, topUps.userId))
      .where(where)
      .orderBy(desc(topUps.id))
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(topUps).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const findTopUpWithNames = async (db: Db, id: number) =>
  (
    await db
      .select(topUpWithNames)
      .from(topUps)
      .innerJoin(teams, eq(teams.id, topUps.teamId))
      .leftJoin(users, eq(users.id, topUps.userId))
      .where(eq(topUps.id, id))
      .limit(1)
  )[0];

/** Who to write to about a top-up: the requester's name and e-mail. */
export const findUserContact = async (db: Db, userId: number) =>
  (await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1))[0];

// ---- The team row's money settings: read here; the credit limit is written through teams.service ----

export const findTeamSummary = async (db: Db, teamId: number) =>
  (await db.select({ id: teams.id, name: teams.name, slug: teams.slug, plan: teams.plan, creditLimit: teams.creditLimit }).from(teams).where(eq(teams.id, teamId)).limit(1))[0];

