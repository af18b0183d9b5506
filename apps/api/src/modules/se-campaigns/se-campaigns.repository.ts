import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TSeCampaignStatus } from '@gifthub/shared/se-campaigns';
import type { Db } from '../../db/client';
import { teamMembers } from '../members/members.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { seCampaignFiles, seCampaigns, type TSeCampaignFileRow, type TSeCampaignRow } from './se-campaigns.table';

export type TSeCampaignInsert = typeof seCampaigns.$inferInsert;
export type TSeCampaignFileInsert = typeof seCampaignFiles.$inferInsert;

export const insertSeCampaign = async (db: Db, values: TSeCampaignInsert) => (await db.insert(seCampaigns).values(values).returning())[0] as TSeCampaignRow;

export const findSeCampaign = async (db: Db, id: number) => (await db.select().from(seCampaigns).where(eq(seCampaigns.id, id)).limit(1))[0];

/** The campaign with its team's name (staff's view). */
export const findSeCampaignWithTeam = async (db: Db, id: number) =>
  (
    await db
      .select({ campaign: seCampaigns, teamName: teams.name })
      .from(seCampaigns)
      .innerJoin(teams, eq(teams.id, seCampaigns.teamId))
      .where(eq(seCampaigns.id, id))
      .limit(1)
  )[0];

/**
 * A change made only from the status (and, when given, the price) the caller read, so a team's accept and a staff change
 * cannot cross: the row as changed, or undefined when it had moved on meanwhile.
 */
export const updateSeCampaignFrom = async (db: Db, id: number, from: TSeCampaignStatus, values: Partial<TSeCampaignInsert>, price?: number | null) =>
  (
    await db
      .update(seCampaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(seCampaigns.id, id),
          eq(seCampaigns.status, from),
          price === undefined ? undefined : price === null ? isNull(seCampaigns.totalPrice) : eq(seCampaigns.totalPrice, price),
        ),
      )
      .returning()
  )[0];

// Spelled out: inside a select list drizzle leaves columns unqualified, and a bare "id" would name the file's own id.
const filesCount = sql<number>`(select count(*)::int from se_campaign_files f where f.se_campaign_id = "se_campaigns"."id")`;

/** A team's campaigns, newest first (se_campaigns_team_idx), with each one's number of files. */
export async function listTeamSeCampaigns(db: Db, teamId: number, page: number, perPage: number) {
  const where = eq(seCampaigns.teamId, teamId);
  const [rows, totals] = await Promise.all([
    db
      .select({ campaign: seCampaigns, filesCount })
      .from(seCampaigns)
      .where(where)
      .orderBy(desc(seCampaigns.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(seCampaigns).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every team's campaigns for staff: requested ones first, then newest first; one status on se_campaigns_status_idx. */
export async function listAllSeCampaigns(db: Db, q: { page: number; perPage: number; status?: TSeCampaignStatus }) {
  const where: SQL | undefined = q.status ? eq(seCampaigns.status, q.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ campaign: seCampaigns, teamName: teams.name, filesCount })
      .from(seCampaigns)
      .innerJoin(teams, eq(teams.id, seCampaigns.teamId))
      .where(where)
      .orderBy(sql`(${seCampaigns.status} = 'requested') desc`, desc(seCampaigns.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(seCampaigns).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export const listFiles = (db: Db, seCampaignId: number) =>
  db.select().from(seCampaignFiles).where(eq(seCampaignFiles.seCampaignId, seCampaignId)).orderBy(seCampaignFiles.id);

export const countFiles = async (db: Db, seCampaignId: number) =>
  (await db.select({ n: count() }).from(seCampaignFiles).where(eq(seCampaignFiles.seCampaignId, seCampaignId)))[0]?.n ?? 0;

export const findFile = async (db: Db, fileId: number) => (await db.select().from(seCampaignFiles).where(eq(seCampaignFiles.id, fileId)).limit(1))[0];

/**
 * Adds a file row only while the campaign has fewer than max files and files are open (the campaign row is locked,
 * so two uploads at once cannot pass the cap together). Answers the row, or the reason it was not added.
 */
export async function insertFileCapped(
  db: Db,
  values: TSeCampaignFileInsert,
  max: number,
  open: (s: TSeCampaignStatus) => boolean,
): Promise<TSeCampaignFileRow | 'closed' | 'full' | 'gone'> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select({ status: seCampaigns.status }).from(seCampaigns).where(eq(seCampaigns.id, values.seCampaignId)).for('update');
    if (!c) return 'gone';
    if (!open(c.status)) return 'closed';
    if ((await countFiles(tx, values.seCampaignId)) >= max) return 'full';
    return (await tx.insert(seCampaignFiles).values(values).returning())[0]!;
  });
}

export const deleteFile = async (db: Db, fileId: number) => (await db.delete(seCampaignFiles).where(eq(seCampaignFiles.id, fileId)).returning())[0];

/** Whom a quote is mailed to: the person who asked and the team's managers, while they are active members, once each. */
export async function quoteRecipients(db: Db, teamId: number, requesterId: number | null) {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.status, 'active'),
        requesterId ? or(eq(teamMembers.role, 'manager'), eq(teamMembers.userId, requesterId)) : eq(teamMembers.role, 'manager'),
      ),
    );
  return rows.map((r) => r.email);
}
