import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMedia } from './media.table';

/** One page of a team's images, newest first, with the team's total in the same statement (index team_media_team_idx). */
export async function listTeamMedia(db: Db, teamId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ media: teamMedia, total: sql<number>`count(*) over ()::int` })
    .from(teamMedia)
    .where(eq(teamMedia.teamId, teamId))
    .orderBy(desc(teamMedia.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => r.media), total: rows[0]?.total ?? (page.offset ? await countTeamMedia(db, teamId) : 0) };
}

export const countTeamMedia = async (db: Db, teamId: number) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(teamMedia).where(eq(teamMedia.teamId, teamId)))[0]?.n ?? 0;

export const findTeamMedia = async (db: Db, teamId: number, filename: string) =>
  (await db.select().from(teamMedia).where(and(eq(teamMedia.teamId, teamId), eq(teamMedia.filename, filename))).limit(1))[0];

export const insertTeamMedia = async (db: Db, values: typeof teamMedia.$inferInsert) => (await db.insert(teamMedia).values(values).returning())[0]!;

/** Deletes the team's row only: another team's filename deletes nothing. */
export const deleteTeamMedia = async (db: Db, teamId: number, filename: string) =>
  (await db.delete(teamMedia).where(and(eq(teamMedia.teamId, teamId), eq(teamMedia.filename, filename))).returning())[0];

/** Locks the team's media count for an insert (two uploads at the cap cannot both pass): a transaction-scoped advisory lock. */
export const lockTeamMedia = (db: Db, teamId: number) => db.execute(sql`select pg_advisory_xact_lock(hashtext('team-media'), ${teamId})`);
