import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { memberInvitations, teamMembers } from './members.table';

/**
 * The name this team shows: its own (Edit member modal) or else the person's, once they have accepted. Until then an
 * invited account of another team shows nothing of its profile, as a new e-mail would. Listed, searched and sorted by.
 */
const memberName = sql<string>`coalesce(${teamMembers.name}, case when ${teamMembers.status} = 'active' then ${users.name} else '' end)`;

export const MEMBER_SORTS = { name: memberName, email: users.email, role: teamMembers.role, status: teamMembers.status, created_at: teamMembers.createdAt } as const;

const memberColumns = {
  user_id: users.id,
  name: memberName,
  email: users.email,
  status: teamMembers.status,
  role: teamMembers.role,
  permissions: teamMembers.permissions,
};

/** Members of a team, paged in SQL; bb_spectator is never listed. */
export async function listMembers(
  db: Db,
  teamId: number,
  opts: { page: number; perPage: number; q?: string; sort: keyof typeof MEMBER_SORTS; direction: 'asc' | 'desc' },
) {
  const conds: SQL[] = [eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'bb_spectator')];
  if (opts.q) conds.push(or(ilike(memberName, `%${opts.q}%`), ilike(users.email, `%${opts.q}%`))!);
  const where = and(...conds);
  const order = opts.direction === 'asc' ? asc(MEMBER_SORTS[opts.sort]) : desc(MEMBER_SORTS[opts.sort]);
  const [rows, [count]] = await Promise.all([
    db
      .select(memberColumns)
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId)).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One member, with the account flags the service checks (staff and the demo user are never a team's to change). */
export const findMember = async (db: Db, teamId: number, userId: number) =>
  (
    await db
      .select({ ...memberColumns, isBbAdmin: users.isBbAdmin, isDemo: users.isDemo })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .limit(1)
  )[0];

export const countMembers = async (db: Db, teamId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['manager', 'associate'])))
  )[0]?.n ?? 0;

export const insertMember = (db: Db, values: typeof teamMembers.$inferInsert) => db.insert(teamMembers).values(values);
export const updateMemberRow = (db: Db, teamId: number, userId: number, values: Partial<typeof teamMembers.$inferInsert>) =>
  db.update(teamMembers).set(values).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
export const deleteMemberRow = (db: Db, teamId: number, userId: number) =>
  db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));


export const insertInvitation = (db: Db, values: typeof memberInvitations.$inferInsert) => db.insert(memberInvitations).values(values);

export const findInvitationByHash = async (db: Db, tokenHash: string) =>
  (await db.select().from(memberInvitations).where(eq(memberInvitations.tokenHash, tokenHash)).limit(1))[0];

/** Marks an invitation used only if it still is unused: the single-use guarantee under concurrent sign-ups. */
export const consumeInvitation = (db: Db, id: number, at: Date) =>
  db.update(memberInvitations).set({ usedAt: at }).where(and(eq(memberInvitations.id, id), isNull(memberInvitations.usedAt))).returning({ id: memberInvitations.id });

export const expireOpenInvitations = (db: Db, teamId: number, userIds: number[], at: Date) =>
  userIds.length
    ? db.update(memberInvitations).set({ usedAt: at }).where(and(eq(memberInvitations.teamId, teamId), inArray(memberInvitations.userId, userIds), isNull(memberInvitations.usedAt)))
    : Promise.resolve();
