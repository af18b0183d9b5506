import { INVITATION_TTL_MS } from '@gifthub/shared/constants';
import { effectivePermissions, PERMISSIONS, type TPermissionMap, type TRole } from '@gifthub/shared/permissions';
import type { TMember, TMemberInvite, TMemberUpdate } from '@gifthub/shared/members';
import { FREE_PLAN_MAX_MEMBERS, type TPlan } from '@gifthub/shared/plans';
import { pageMeta } from '@gifthub/shared/paging';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.service';
import { createTeam, type TTeamAccess } from '../teams/teams.service';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './members.repository';

export const findTeamName = repo.findTeamName;

type TMemberRow = Awaited<ReturnType<typeof repo.findMember>> & {};
const toMember = (r: TMemberRow): TMember => ({ ...r, permissions: effectivePermissions(r.role, r.permissions) });

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
export async function inviteMember(deps: TDeps, access: TTeamAccess, input: TMemberInvite) {
  const { db, clock, config } = deps;
  if (access.team.plan === 'free' && (await repo.countMembers(db, access.team.id)) >= FREE_PLAN_MAX_MEMBERS)
    throw AppError.forbidden('The On Demand plan allows one user per team.');
  const inviter = await findUserById(db, access.userId);
  const token = randomSecret(32);
  const now = clock.now();
  const member = await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, input.email);
    if (user) {
      const existing = await repo.findMember(tx, access.team.id, user.id);
      if (existing) throw AppError.field('email', existing.status === 'invited' ? 'This person has already been invited.' : 'This person is already a team member.');
    } else {
      user = await insertUser(tx, { email: input.email, name: '' });
    }
    await repo.insertMember(tx, { teamId: access.team.id, userId: user.id, role: input.role, status: 'invited' });
    await repo.insertInvitation(tx, { teamId: access.team.id, userId: user.id, email: user.email, tokenHash: sha256(token), invitedBy: access.userId, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
    await deps.mailer.enqueue(mailTemplates.memberInvitation(config, { to: user.email, teamName: access.team.name, inviterName: inviter?.name || 'A colleague', token }), tx);
    return (await repo.findMember(tx, access.team.id, user.id))!;
  });
  void deps.mailer.flush();
  return toMember(member);
}

/** PUT /teams/{teamId}/members/{userId}: name, and permissions for associates only; bb_admin is never editable. */
export async function updateMember(db: Db, access: TTeamAccess, userId: number, input: TMemberUpdate) {
  const member = await getMember(db, access, userId);
  if (member.role === 'bb_admin') throw AppError.forbidden('The Account Manager cannot be edited.');
  // Only managers (and staff) grant permissions; an associate may not widen their own.
  if (input.permissions && access.role !== 'manager' && access.role !== 'bb_admin')
    throw AppError.forbidden('Only Team Managers can change permissions.');
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { name: input.name.trim() });
    if (input.permissions && member.role === 'associate') {
      const next: Partial<TPermissionMap> = {};
      for (const p of PERMISSIONS) if (input.permissions[p] !== undefined) next[p] = input.permissions[p];
      await repo.updateMemberRow(tx, access.team.id, userId, { permissions: { ...(await repo.findMember(tx, access.team.id, userId))?.permissions, ...next } });
    }
  });
  return getMember(db, access, userId);
}

export async function removeMember(deps: TDeps, access: TTeamAccess, userId: number) {
  const member = await getMember(deps.db, access, userId);
  if (member.role === 'bb_admin') throw AppError.forbidden('The Account Manager cannot be removed.');
  if (userId === access.userId) throw AppError.forbidden('You cannot remove yourself from the team.');
  if (member.role === 'manager' && access.role !== 'manager' && access.role !== 'bb_admin')
    throw AppError.forbidden('Only Team Managers can remove a Team Manager.');
  await deps.db.transaction(async (tx) => {
    await repo.deleteMemberRow(tx, access.team.id, userId);
    await repo.expireOpenInvitations(tx, access.team.id, [userId], deps.clock.now());
  });
}

export const memberRoleIsEditable = (role: TRole) => role === 'associate';

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
