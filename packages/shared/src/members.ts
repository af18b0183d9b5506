import { z } from 'zod';
import { email, enumField, requiredString } from './fields';
import { msg } from './messages';
import { INVITE_EMAIL_MIN } from './constants';
import { defaultPermissions, MEMBER_ROLES, PERMISSIONS, ROLES, type TPermissionMap, type TRole } from './permissions';
import { ZPermissionMap } from './users';

export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

export const ZMember = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
  role: z.enum(ROLES),
  permissions: ZPermissionMap,
});
export type TMember = z.infer<typeof ZMember>;

/** POST /teams/{teamId}/members: a new member is always invited; send_email false adds the invitation without its e-mail. */
export const ZMemberInvite = z.strictObject({
  email: email('Email', { min: INVITE_EMAIL_MIN }),
  role: enumField('Role', MEMBER_ROLES),
  status: enumField('Status', ['invited'] as const).optional(),
  send_email: z.boolean({ error: msg.mustBe('Send email', 'true or false') }).default(true),
});
/** What a client sends (send_email may be left out). */
export type TMemberInvite = z.input<typeof ZMemberInvite>;

export const ZMemberUpdate = z.strictObject({
  name: requiredString('Name', { max: 100 }),
  permissions: ZPermissionMap.partial().optional(),
});
export type TMemberUpdate = z.infer<typeof ZMemberUpdate>;

export const memberTexts = {
  notInvitable: 'This account cannot be invited to a team.',
  managerInvitesManager: 'Only Team Managers can invite a Team Manager.',
  managerEditsManager: 'Only Team Managers can edit a Team Manager.',
  notEditable: 'This account cannot be edited by a team.',
  notRemovable: 'This account cannot be removed by a team.',
} as const;

/** Team Managers and staff grant permissions and create managers; an associate does neither. */
export const managesRoles = (role: TRole) => role === 'manager' || role === 'bb_admin';

/** The roles a member may invite: an associate invites associates only, so nobody creates a role above their own. */
export const invitableRoles = (role: TRole): readonly TMemberRole[] => (managesRoles(role) ? MEMBER_ROLES : ['associate']);

/** An invited associate's permissions: the associate defaults, but none the inviter lacks. */
export function invitedAssociatePermissions(inviter: TPermissionMap): TPermissionMap {
  const defaults = defaultPermissions('associate');
  return Object.fromEntries(PERMISSIONS.map((p) => [p, defaults[p] && inviter[p]])) as TPermissionMap;
}
