import { z } from 'zod';
import { ZPounds } from './pricing';
import { domain, requiredString, slug } from './fields';
import { PLANS } from './plans';
import { ROLES } from './permissions';

export const ZTeamSummary = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(PLANS),
  logo_url: z.string().nullable(),
  role: z.enum(ROLES),
});
export const ZTeamSummaries = z.array(ZTeamSummary);
export type TTeamSummary = z.infer<typeof ZTeamSummary>;

/** Beta areas staff switch on per team (stored on the team, PUT /admin/teams/{id}/features). */
export const ZTeamFeatureFlags = z.object({ fulfilment: z.boolean(), surveys: z.boolean() });
export type TTeamFeatureFlags = z.infer<typeof ZTeamFeatureFlags>;
/** What the portal reads: oms follows the order-system link; surveys also need Pro. */
export const ZTeamFeatures = z.object({ oms: z.boolean(), fulfilment: z.boolean(), surveys: z.boolean() });
export type TTeamFeatures = z.infer<typeof ZTeamFeatures>;

export const ZTeam = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(PLANS),
  pending_upgrade: z.boolean(),
  balance: ZPounds,
  credit_limit: ZPounds,
  credit_available: ZPounds,
  total_available: ZPounds,
  logo_url: z.string().nullable(),
  hero_url: z.string().nullable(),
  action_logo_url: z.string().nullable(),
  domains: z.array(z.string()),
  managers: z.array(z.object({ user_id: z.number(), name: z.string(), role: z.enum(ROLES) })),
  corporation_id: z.number().nullable(),
  oms_customer_id: z.number().nullable(),
  features: ZTeamFeatures,
  is_demo: z.boolean(),
});
export type TTeam = z.infer<typeof ZTeam>;

export const ZTeamUpdate = z.strictObject({
  name: requiredString('Team Name', { max: 100 }),
  slug: slug('Team Slug').optional(),
});
export type TTeamUpdate = z.infer<typeof ZTeamUpdate>;

export const ZDomain = z.strictObject({ domain: domain('Domain') });
export type TDomain = z.infer<typeof ZDomain>;
/** The team's eligible domains, as adding or removing one answers them. */
export const ZTeamDomains = z.object({ domains: z.array(z.string()) });
/** GET /files/{name}: an uploaded team image by its random name. */
export const ZTeamFileParams = z.object({ name: z.string().regex(/^[a-z0-9-]+\.(png|jpg|gif|webp|svg)$/) });

export const LOGO_UPLOAD_TYPES = ['logo_url', 'hero_url', 'action_logo_url'] as const;
