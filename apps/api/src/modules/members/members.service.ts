import { INVITATION_TTL_MS } from '@gifthub/shared/constants';
import { effectivePermissions, PERMISSIONS, type TPermissionMap } from '@gifthub/shared/permissions';
import { invitableRoles, invitedAssociatePermissions, managesRoles, memberTexts, type TMember, type TMemberInvite, type TMemberUpdate } from '@gifthub/shared/members';
import { FREE_PLAN_MAX_MEMBERS, type TPlan } from '@gifthub/shared/plans';
import { pageMeta } from '@gifthub/shared/paging';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findUserByEmail, findUserById, insertUser } from '../users/users.service';
import type { TTeamAccess } from '../teams/team-access';
import { createTeam } from '../teams/teams.service';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './members.repository';

type TMemberRow = Omit<Awaited<ReturnType<typeof repo.findMember>> & {}, 'isBbAdmin' | 'isDemo'>;
const toMember = (r: TMemberRow): TMember => ({
  user_id: r.user_id,
  name: r.name,
  email: r.email,
  status: r.status,
  role: r.role,
  permissions: effectivePermissions(r.role, r.permissions),
});

/** A member row this team may change: never the Account Manager, staff accounts or the demo user. */
async function changeableMember(db: Db, access: TTeamAccess, userId: number, refusal: { accountManager: string; account: string }) {
  const row = await repo.findMember(db, access.team.id, userId);
  if (!row || row.role === 'bb_spectator') throw AppError.notFound('Team member');
  if (row.role === 'bb_admin') throw AppError.forbidden(refusal.accountManager);
  if (row.isBbAdmin || row.isDemo) throw AppError.forbidden(refusal.account);
  return row;
}

export async function createTeamWithManager(db: Db, p: { name: string; slugBase: string; plan: TPlan; userId: number; upgradeRequest: Record<string, unknown> | null }) {
  const team = await createTeam(db, { name: p.name, slugBase: p.slugBase, plan: p.plan, upgradeRequest: p.upgradeRequest });
  await repo.insertMember(db, { teamId: team.id, userId: p.userId, role: 'manager', status: 'active' });
  return team;
}

export async function listMembers(db: Db, access: TTeamAccess, q: { page: number; per_page: number; q?: string; sort?: string; direction?: 'asc' | 'desc' }) {
  const sort = (q.sort && q.sort in repo.MEMBER_SORTS ? q.sort : 'name') as keyof typeof repo.MEMBER_SORTS;
  const { rows, total } = await repo.listMembers(db, access.team.id, { page: q.page, perPage: q.per_page, q: q.q, sort, direction: q.direction ?? 'asc' });
  return { data: rows.map(toMember), meta: pageMeta(total, q.page, q.per_page) };
}

export async function getMember(db: Db, access: TTeamAccess, userId: number) {
  const row = await repo.findMember(db, access.team.id, userId);
  if (!row || row.role === 'bb_spectator') throw AppError.notFound('Team member');
  return toMember(row);
}

/** POST /teams/{teamId}/members: adds the person as 'invited' and e-mails a single-use sign-up link. */
export async function inviteMember(deps: TLinkDeps, access: TTeamAccess, input: TMemberInvite) {
  const { db, clock, config } = deps;
  if (!invitableRoles(access.role).includes(input.role)) throw AppError.forbidden(memberTexts.managerInvitesManager);
  if (access.team.plan === 'free' && (await repo.countMembers(db, access.team.id)) >= FREE_PLAN_MAX_MEMBERS)
    throw AppError.forbidden('The On Demand plan allows one user per team.');
  const inviter = await findUserById(db, access.userId);
  const token = randomSecret(32);
  const now = clock.now();
  const member = await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, input.email);
    if (user) {
      // Staff and the demo account belong to no team by invitation (staff reach teams as Account Managers).
      if (user.isBbAdmin || user.isDemo) throw AppError.field('email', memberTexts.notInvitable);
      const existing = await repo.findMember(tx, access.team.id, user.id);
      if (existing) throw AppError.field('email', existing.status === 'invited' ? 'This person has already been invited.' : 'This person is already a team member.');
    } else {
      user = await insertUser(tx, { email: input.email, name: '' });
    }
    // An existing account joins only when it accepts the e-mailed link with its own password (auth signUp).
    // An invited associate holds no permission the inviter lacks; managers hold all and store none.
    const permissions = input.role === 'associate' ? invitedAssociatePermissions(access.permissions) : null;
    await repo.insertMember(tx, { teamId: access.team.id, userId: user.id, role: input.role, status: 'invited', permissions });
    await repo.insertInvitation(tx, { teamId: access.team.id, userId: user.id, email: user.email, tokenHash: sha256(token), invitedBy: access.userId, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
    // send_email false: the invitation is recorded (listed as invited) and no e-mail leaves.
    if (input.send_email !== false) await deps.mailer.enqueue(mailTemplates.memberInvitation(config, { to: user.email, teamName: access.team.name, inviterName: inviter?.name || 'A colleague', token }), tx);
    return (await repo.findMember(tx, access.team.id, user.id))!;
  });
  deps.mailer.nudge();
  return toMember(member);
}

/**
 * PUT /teams/{teamId}/members/{userId}: the name this team shows (kept on the membership, never the person's
 * own name), and permissions for associates, set by managers and staff only.
 */
export async function updateMember(db: Db, access: TTeamAccess, userId: number, input: TMemberUpdate) {
  const member = await changeableMember(db, access, userId, { accountManager: 'The Account Manager cannot be edited.', account: memberTexts.notEditable });
  // An associate (with edit-team-members) edits associates only: a Team Manager's name is the managers' to change.
  if (member.role === 'manager' && !managesRoles(access.role)) throw AppError.forbidden(memberTexts.managerEditsManager);
  // Only managers (and staff) grant permissions; an associate may not widen their own.
  if (input.permissions && !managesRoles(access.role)) throw AppError.forbidden('Only Team Managers can change permissions.');
  const values: { name: string; permissions?: Partial<TPermissionMap> } = { name: input.name.trim() };
  if (input.permissions && member.role === 'associate') {
    const next: Partial<TPermissionMap> = { ...member.permissions };
    for (const p of PERMISSIONS) if (input.permissions[p] !== undefined) next[p] = input.permissions[p];
    values.permissions = next;
  }
  await repo.updateMemberRow(db, access.team.id, userId, values);
  return getMember(db, access, userId);
}

export async function removeMember(deps: TDeps, access: TTeamAccess, userId: number) {
  const member = await changeableMember(deps.db, access, userId, { accountManager: 'The Account Manager cannot be removed.', account: memberTexts.notRemovable });
  if (userId === access.userId) throw AppError.forbidden('You cannot remove yourself from the team.');
  if (member.role === 'manager' && !managesRoles(access.role)) throw AppError.forbidden('Only Team Managers can remove a Team Manager.');
  await deps.db.transaction(async (tx) => {
    await repo.deleteMemberRow(tx, access.team.id, userId);
    await repo.expireOpenInvitations(tx, access.team.id, [userId], deps.clock.now());
  });
}

/** A member invitation that is unused and not expired, by its e-mailed token. */
export async function liveInvitation(deps: TDeps, token: string) {
  const inv = await repo.findInvitationByHash(deps.db, sha256(token));
  if (!inv || inv.usedAt || inv.expiresAt <= deps.clock.now()) throw new AppError(ERROR_CODES.inviteInvalid, 404, texts.inviteInvalid);
  return inv;
}

/** Uses the invitation (once, even under concurrent sign-ups) and activates the membership. */
export async function acceptInvitation(db: Db, invitationId: number, teamId: number, userId: number, at: Date) {
  const used = await repo.consumeInvitation(db, invitationId, at);
  if (!used.length) throw new AppError(ERROR_CODES.inviteInvalid, 404, texts.inviteInvalid);
  await repo.updateMemberRow(db, teamId, userId, { status: 'active' });
}
