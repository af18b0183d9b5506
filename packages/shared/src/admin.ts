import { z } from 'zod';
import { text } from './fields';
import { pageQuery, perPage, ZPage } from './paging';
import { ZPounds } from './pricing';
import { MEMBER_STATUSES } from './members';
import { ROLES } from './permissions';
import { PLANS } from './plans';
import { ZTeamFeatureFlags } from './teams';

export const ZAdminTeam = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(PLANS),
  pending_upgrade: z.boolean(),
  upgrade_request: z.record(z.string(), z.unknown()).nullable(),
  credit_limit: ZPounds,
  created_at: z.string(),
});
export type TAdminTeam = z.infer<typeof ZAdminTeam>;

/** GET /admin/teams/{id}: the team with its members and domains, so staff can contact whoever asked for an upgrade. */
export const ZAdminTeamDetail = ZAdminTeam.extend({
  features: ZTeamFeatureFlags,
  members: z.array(z.object({ user_id: z.number(), name: z.string(), email: z.string(), role: z.enum(ROLES), status: z.enum(MEMBER_STATUSES) })),
  members_total: z.number(),
  domains: z.array(z.string()),
});
export type TAdminTeamDetail = z.infer<typeof ZAdminTeamDetail>;

export const ZAdminTeamUpdate = z.strictObject({ plan: z.enum(PLANS, { error: 'Plan is required.' }) });

/** PUT /admin/teams/{id}/features: both switches, as the back office shows them. */
export const ZAdminTeamFeaturesUpdate = z.strictObject(ZTeamFeatureFlags.shape);

export const ZAdminUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_bb_admin: z.boolean(),
  is_demo: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZOutboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** GET /admin/teams: sortable columns, plan and pending-upgrade filters. */
export const ADMIN_TEAM_SORTS = ['id', 'name', 'slug', 'plan', 'created_at'] as const;
export const ZAdminTeamsQuery = pageQuery(20, ADMIN_TEAM_SORTS).extend({ plan: z.enum(PLANS).optional(), pending: z.enum(['true', 'false']).optional() });

/** GET /admin/users. */
export const ADMIN_USER_SORTS = ['id', 'name', 'email', 'created_at'] as const;
export const ZAdminUsersQuery = pageQuery(20, ADMIN_USER_SORTS);

/** GET /admin/outbox: by recipient, at most 100 a page. */
export const ZOutboxQuery = z.object({ to: text('To', 254).optional(), page: ZPage, per_page: perPage(20, 100) });
