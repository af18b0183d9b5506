import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TEnquirySource, TInvoiceStatus, TOmsState, TOmsStatus } from '@gifthub/shared/print-orders';
import type { Db } from '../../db/client';
import { teamMembers } from '../members/members.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { omsCustomerPacks, omsFiles, omsJobs, type TOmsJobRow } from './print-orders.table';

export type TPackRow = typeof omsCustomerPacks.$inferSelect;
export type TFileRow = typeof omsFiles.$inferSelect;
export type TJobFilter = { teamId?: number; state: TOmsState; status?: TOmsStatus; source?: TEnquirySource; search?: string; page: number; perPage: number };

/** Search: the job's number (with or without #), or words of its name or order name. */
function searchCondition(search: string): SQL | undefined {
  const digits = search.replace(/^#/, '');
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byText = or(ilike(omsJobs.name, like), ilike(omsJobs.orderName, like));
  return /^\d{1,9}$/.test(digits) ? or(eq(omsJobs.id, Number(digits)), byText) : byText;
}

const listWhere = (f: TJobFilter) =>
  and(
    f.teamId === undefined ? undefined : eq(omsJobs.teamId, f.teamId),
    eq(omsJobs.state, f.state),
    f.status ? eq(omsJobs.status, f.status) : undefined,
    f.source ? eq(omsJobs.enquirySource, f.source) : undefined,
    f.search ? searchCondition(f.search) : undefined,
  );

/**
 * One page of a state's jobs, newest first, on the (team_id, state[, status | source], id) indexes; with the team's
 * name for staff lists. The page's last packs and invoices are read by lastPacks and filesOf (two queries, not one per row).
 */
export async function listJobs(db: Db, f: TJobFilter) {
  const where = listWhere(f);
  const [rows, [count]] = await Promise.all([
    db
      .select({ job: omsJobs, teamName: teams.name })
      .from(omsJobs)
      .innerJoin(teams, eq(teams.id, omsJobs.teamId))
      .where(where)
      .orderBy(desc(omsJobs.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(omsJobs).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const findJob = async (db: Db, id: number, teamId?: number) =>
  (
    await db
      .select({ job: omsJobs, teamName: teams.name })
      .from(omsJobs)
      .innerJoin(teams, eq(teams.id, omsJobs.teamId))
      .where(and(eq(omsJobs.id, id), teamId === undefined ? undefined : eq(omsJobs.teamId, teamId)))
      .limit(1)
  )[0];

/** The latest pack of each job (DISTINCT ON over the (job_id, version) index). */
export const lastPacks = (db: Db, jobIds: number[]) =>
  jobIds.length
    ? db.selectDistinctOn([omsCustomerPacks.jobId]).from(omsCustomerPacks).where(inArray(omsCustomerPacks.jobId, jobIds)).orderBy(omsCustomerPacks.jobId, desc(omsCustomerPacks.version))
    : Promise.resolve([] as TPackRow[]);

export const packsOf = (db: Db, jobId: number) => db.select().from(omsCustomerPacks).where(eq(omsCustomerPacks.jobId, jobId)).orderBy(desc(omsCustomerPacks.version));

export const filesOf = (db: Db, jobIds: number[], kind?: TFileRow['kind']) =>
  jobIds.length
    ? db
        .select()
        .from(omsFiles)
        .where(and(inArray(omsFiles.jobId, jobIds), kind ? eq(omsFiles.kind, kind) : undefined))
        .orderBy(desc(omsFiles.id))
    : Promise.resolve([] as TFileRow[]);

export const findPackByKey = async (db: Db, key: string) =>
  (
    await db
      .select({ pack: omsCustomerPacks, job: omsJobs, teamName: teams.name })
      .from(omsCustomerPacks)
      .innerJoin(omsJobs, eq(omsJobs.id, omsCustomerPacks.jobId))
      .innerJoin(teams, eq(teams.id, omsJobs.teamId))
      .where(eq(omsCustomerPacks.key, key))
      .limit(1)
  )[0];

/** A file by its public key, with the team of its job (the owner check is the caller's). */
export const findFileByKey = async (db: Db, publicKey: string) =>
  (await db.select({ file: omsFiles, teamId: omsJobs.teamId }).from(omsFiles).innerJoin(omsJobs, eq(omsJobs.id, omsFiles.jobId)).where(eq(omsFiles.publicKey, publicKey)).limit(1))[0];

export const insertJob = async (db: Db, values: typeof omsJobs.$inferInsert) => (await db.insert(omsJobs).values(values).returning())[0]!;

/** Changes a job; `when` adds conditions (a state, a status) so a change that lost a race changes nothing. */
export const updateJob = async (db: Db, id: number, values: Partial<typeof omsJobs.$inferInsert>, when?: SQL) =>
  (await db.update(omsJobs).set(values).where(and(eq(omsJobs.id, id), when)).returning())[0] as TOmsJobRow | undefined;

export const jobIsFresh = and(eq(omsJobs.state, 'enquiry'), eq(omsJobs.status, 'enquiry_fresh'));
export const isState = (state: TOmsState) => eq(omsJobs.state, state);

/** The next pack version of a job (locks the job row so two quotes at once number apart). */
export async function insertPack(db: Db, values: Omit<typeof omsCustomerPacks.$inferInsert, 'version'>) {
  await db.execute(sql`select id from oms_jobs where id = ${values.jobId} for update`);
  const [v] = await db.select({ n: sql<number>`coalesce(max(${omsCustomerPacks.version}), 0)::int` }).from(omsCustomerPacks).where(eq(omsCustomerPacks.jobId, values.jobId));
  return (await db.insert(omsCustomerPacks).values({ ...values, version: (v?.n ?? 0) + 1 }).returning())[0]!;
}

export const insertFile = async (db: Db, values: typeof omsFiles.$inferInsert) => (await db.insert(omsFiles).values(values).returning())[0]!;

export const updateInvoiceStatus = async (db: Db, jobId: number, fileId: number, status: TInvoiceStatus) =>
  (await db.update(omsFiles).set({ status }).where(and(eq(omsFiles.id, fileId), eq(omsFiles.jobId, jobId), eq(omsFiles.kind, 'invoice'))).returning())[0];

/** Where the team's news goes: its active managers' addresses, and the enquiry's author when another member. */
export async function teamContacts(db: Db, teamId: number, authorId: number | null) {
  const rows = await db
    .select({ email: users.email, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active'), or(eq(teamMembers.role, 'manager'), authorId === null ? undefined : eq(teamMembers.userId, authorId))));
  return rows;
}

/** The team's order-system customer link (teams.oms_customer_id), read only. */
export const omsCustomerOf = async (db: Db, teamId: number) => (await db.select({ id: teams.omsCustomerId }).from(teams).where(eq(teams.id, teamId)).limit(1))[0]?.id ?? null;

export const userName = async (db: Db, id: number) => (await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id)).limit(1))[0];
