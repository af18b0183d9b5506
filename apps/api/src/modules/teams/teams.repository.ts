import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { batchedReads } from '../../db/batched-reads';
import { equalsIgnoringCase } from '../../db/case-fold';
import { liveSessions, SESSION_BATCH, SESSION_BATCHING, sessions } from '../auth/auth.table';
import { crmConnections } from '../crm/crm.table';
import { users } from '../users/users.table';
import { teamMembers } from '../members/members.table';
import { teamDomains, teams } from './teams.table';

export const findTeam = async (db: Db, id: number) => (await db.select().from(teams).where(eq(teams.id, id)).limit(1))[0];
export const findTeamByOmsCustomer = async (db: Db, omsCustomerId: number) =>
  (await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.omsCustomerId, omsCustomerId)).limit(1))[0];
/** The team a slug names, whatever its case (the unique index is on lower(slug)). */
export const findTeamBySlug = async (db: Db, slug: string) => (await db.select().from(teams).where(equalsIgnoringCase(teams.slug, slug)).limit(1))[0];

export const insertTeam = async (db: Db, values: typeof teams.$inferInsert) => (await db.insert(teams).values(values).returning())[0]!;
export const updateTeamRow = (db: Db, id: number, values: Partial<typeof teams.$inferInsert>) => db.update(teams).set(values).where(eq(teams.id, id));

/** The team and the user's membership in one query (every team-scoped request runs this). */
export const findAccess = async (db: Db, teamId: number, userId: number) =>
  (
    await db
      .select({ team: teams, role: teamMembers.role, status: teamMembers.status, permissions: teamMembers.permissions })
      .from(teams)
      .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
      .where(eq(teams.id, teamId))
      .limit(1)
  )[0];

// A user's teams: active memberships, the team joined first first (it is the default one).
const summaryColumns = { id: teams.id, name: teams.name, slug: teams.slug, plan: teams.plan, logoPath: teams.logoPath, role: teamMembers.role };
const joinedFirst = [asc(teamMembers.createdAt), asc(teams.id)];
const activeMember = (userId: SQLWrapper) => and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active'));

// Prepared once per database, so neither Drizzle nor PostgreSQL plans them again.
const userTeams = preparedPerDb((db) =>
  db.select(summaryColumns).from(teamMembers).innerJoin(teams, eq(teams.id, teamMembers.teamId)).where(activeMember(sql.placeholder('userId'))).orderBy(...joinedFirst).limit(500).prepare('list_user_teams'),
);

export const listUserTeams = (db: Db, userId: number) => userTeams(db).execute({ userId });

// The shell asks for this on every page, with nothing else: the session check and the team list in one round trip,
// for all the requests of one event-loop turn together (db/batched-reads.ts). A session that does not open the API
// (revoked, expired, unknown) has no row; a live one without a team, one row of nulls; each session's teams in a
// lateral read of its user's memberships, joined first first, at most 500.
const sessionsTeams = preparedPerDb((db) => {
  const mine = db
    .select({ ...summaryColumns, joinedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(activeMember(sessions.userId))
    .orderBy(...joinedFirst)
    .limit(500)
    .as('mine');
  return db
    .select({ sessionId: sessions.id, team: { id: mine.id, name: mine.name, slug: mine.slug, plan: mine.plan, logoPath: mine.logoPath, role: mine.role } })
    .from(sessions)
    .leftJoinLateral(mine, sql`true`)
    .where(liveSessions(sql.placeholder('ids'), sql.placeholder('now')))
    .orderBy(asc(sessions.id), asc(mine.joinedAt), asc(mine.id))
    .limit(SESSION_BATCH * 500)
    .prepare('list_sessions_teams');
});
type TSessionTeamRow = Awaited<ReturnType<ReturnType<typeof sessionsTeams>['execute']>>[number];
const sessionTeamsBatch = preparedPerDb((db) =>
  batchedReads(
    async (ids: string[], now: Date) => {
      const bySession = new Map<string, TSessionTeamRow[]>();
      for (const row of await sessionsTeams(db).execute({ ids: ids.join(','), now: now.toISOString() })) {
        const list = bySession.get(row.sessionId);
        if (list) list.push(row);
        else bySession.set(row.sessionId, [row]);
      }
      return bySession;
    },
    SESSION_BATCHING,
  ),
);

export const listSessionTeams = async (db: Db, sessionId: string, now: Date) => (await sessionTeamsBatch(db)(sessionId, now)) ?? [];

// The name the team gave the member (Edit member modal), else the person's own.
const memberName = sql<string>`coalesce(${teamMembers.name}, ${users.name})`;

export const listManagers = (db: Db, teamId: number) =>
  db
    .select({ user_id: users.id, name: memberName, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['manager', 'associate', 'bb_admin']), eq(teamMembers.status, 'active')))
    .orderBy(asc(memberName))
    .limit(500);

/** The team's active managers and associates with their e-mail address: who hears of the team's work by e-mail. */
export const listMemberContacts = (db: Db, teamId: number) =>
  db
    .select({ email: users.email, name: memberName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['manager', 'associate']), eq(teamMembers.status, 'active')))
    .orderBy(asc(users.id))
    .limit(500);

export const listDomains = (db: Db, teamId: number) =>
  db.select({ domain: teamDomains.domain }).from(teamDomains).where(eq(teamDomains.teamId, teamId)).orderBy(asc(teamDomains.domain)).limit(200);
export const addDomain = (db: Db, teamId: number, domain: string) =>
  db.insert(teamDomains).values({ teamId, domain }).onConflictDoNothing();
export const removeDomain = (db: Db, teamId: number, domain: string) =>
  db.delete(teamDomains).where(and(eq(teamDomains.teamId, teamId), eq(teamDomains.domain, domain))).returning({ id: teamDomains.id });

export const TEAM_SORTS = { id: teams.id, name: teams.name, slug: teams.slug, plan: teams.plan, created_at: teams.createdAt } as const;

/** Staff back office: all teams, paged and filtered in SQL. */
export async function listTeams(
  db: Db,
  opts: { page: number; perPage: number; q?: string; plan?: string; pending?: boolean; sort: keyof typeof TEAM_SORTS; direction: 'asc' | 'desc' },
) {
  const conds: SQL[] = [];
  if (opts.q) conds.push(or(ilike(teams.name, `%${opts.q}%`), ilike(teams.slug, `%${opts.q}%`))!);
  if (opts.plan) conds.push(eq(teams.plan, opts.plan as 'free'));
  if (opts.pending !== undefined) conds.push(eq(teams.pendingUpgrade, opts.pending));
  const where = conds.length ? and(...conds) : undefined;
  const order = opts.direction === 'asc' ? asc(TEAM_SORTS[opts.sort]) : desc(TEAM_SORTS[opts.sort]);
  const [rows, [count]] = await Promise.all([
    db.select().from(teams).where(where).orderBy(order, asc(teams.id)).limit(opts.perPage).offset((opts.page - 1) * opts.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(teams).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const userEmails = async (db: Db, ids: number[]) =>
  ids.length ? (await db.select({ email: users.email }).from(users).where(inArray(users.id, ids))).map((r) => r.email) : [];

/** The CRM connections a team has made (connected, with a token): the team as read names them. */
export const connectedCrms = (db: Db, teamId: number) =>
  db
    .select({ teamId: crmConnections.teamId })
    .from(crmConnections)
    .where(and(eq(crmConnections.teamId, teamId), sql`${crmConnections.connectedAt} is not null and ${crmConnections.accessToken} is not null`));
