import { z } from 'zod';
import { enumField, MAX_ID, text } from './fields';
import { msg } from './messages';
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
  oms_customer_id: z.number().nullable(),
});
export type TAdminTeamDetail = z.infer<typeof ZAdminTeamDetail>;

export const ZAdminTeamUpdate = z.strictObject({ plan: enumField('Plan', PLANS) });

/** PUT /admin/teams/{id}/features: both switches, as the back office shows them. */
export const ZAdminTeamFeaturesUpdate = z.strictObject(ZTeamFeatureFlags.shape);

/** The team's order-management customer link (teams.oms_customer_id, spec 3 §3) as the back office names it. */
export const OMS_CUSTOMER_LABEL = 'Order system customer ID';
export const adminTeamTexts = {
  omsCustomerTaken: (teamName: string) => `This order system customer is already linked to ${teamName}.`,
} as const;
const omsLabel = OMS_CUSTOMER_LABEL;
/**
 * PUT /admin/teams/{id}/oms-customer: the order system's customer number as staff type it (trimmed, digits, 1 to
 * MAX_ID); empty or null unlinks the team. Answers the number or null.
 */
export const ZAdminTeamOmsUpdate = z.strictObject({
  oms_customer_id: z.preprocess(
    (v) => (v === null ? '' : typeof v === 'number' && Number.isInteger(v) ? String(v) : v),
    text(omsLabel, 10)
      .regex(/^\d*$/, { error: msg.number(omsLabel) })
      .refine((v) => v === '' || Number(v) >= 1, { error: msg.atLeast(omsLabel, 1), abort: true })
      .refine((v) => v === '' || Number(v) <= MAX_ID, { error: msg.atMost(omsLabel, MAX_ID) })
      .transform((v) => (v === '' ? null : Number(v))),
  ),
});
export type TAdminTeamOmsUpdate = z.input<typeof ZAdminTeamOmsUpdate>;
export const ZAdminTeamOms = z.object({ oms_customer_id: z.number().nullable() });
export type TAdminTeamOms = z.infer<typeof ZAdminTeamOms>;

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

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const ZOutboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  /** The last failed attempt's error (the transport's words), while queued for a retry or once failed. */
  last_error: z.string().nullable(),
  /** When a queued message is tried next; null once sent or failed. */
  next_attempt_at: z.string().nullable(),
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

/** GET /admin/outbox: by recipient and status, at most 100 a page. */
export const ZOutboxQuery = z.object({ to: text('To', 254).optional(), status: z.enum(OUTBOX_STATUSES).optional(), page: ZPage, per_page: perPage(20, 100) });

export const outboxTexts = {
  resendNotFailed: 'Only a failed e-mail can be resent.',
  resent: 'The e-mail is queued to be sent again.',
} as const;
