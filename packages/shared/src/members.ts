import { z } from 'zod';
import { email, enumField, requiredString } from './fields';
import { INVITE_EMAIL_MIN } from './constants';
import { MEMBER_ROLES, ROLES } from './permissions';
import { ZPermissionMap } from './users';

export const MEMBER_STATUSES = ['invited', 'active'] as const;

export const ZMember = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
  role: z.enum(ROLES),
  permissions: ZPermissionMap,
});
export type TMember = z.infer<typeof ZMember>;

export const ZMemberInvite = z.strictObject({
  email: email('Email', { min: INVITE_EMAIL_MIN }),
  role: enumField('Role', MEMBER_ROLES),
});
export type TMemberInvite = z.infer<typeof ZMemberInvite>;

export const ZMemberUpdate = z.strictObject({
  name: requiredString('Name', { max: 100 }),
  permissions: ZPermissionMap.partial().optional(),
});
export type TMemberUpdate = z.infer<typeof ZMemberUpdate>;
