import { z } from 'zod';
import { ZPounds } from './pricing';
import { domain, requiredString, slug, text } from './fields';
import { PLANS } from './plans';
import { INTEGRATION_TYPES } from './crm';
import { ROLES } from './permissions';
import { msg } from './messages';
import {
  ACTION_PAGE_LABELS,
  ACTION_PAGE_TEXT_MAX,
  COLOUR_RE,
  colourMessage,
  type TActionPageColour,
  type TActionPageFlag,
  type TActionPageSettings,
} from './action-pages';

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

/**
 * Beta areas staff switch on per team (stored on the team, PUT /admin/teams/{id}/features). fulfilment lists the team
 * for warehouse fulfilment; fulfilment_import lets it bulk-import orders (integrated clients, spec 3 §5);
 * fulfilment_fees shows the fee columns of its orders (spec 3 §2.6). Flags a stored team lacks read as off.
 */
export const ZTeamFeatureFlags = z.object({
  fulfilment: z.boolean(),
  surveys: z.boolean(),
  fulfilment_import: z.boolean().default(false),
  fulfilment_fees: z.boolean().default(false),
});
export type TTeamFeatureFlags = z.infer<typeof ZTeamFeatureFlags>;
/** What the portal reads: oms follows the order-system link; surveys also need Pro. */
export const ZTeamFeatures = z.object({ oms: z.boolean(), fulfilment: z.boolean(), surveys: z.boolean(), fulfilment_import: z.boolean(), fulfilment_fees: z.boolean() });
export type TTeamFeatures = z.infer<typeof ZTeamFeatures>;

const flag = (key: TActionPageFlag) => z.boolean({ error: msg.oneOf(ACTION_PAGE_LABELS[key]) });
const colour = (key: TActionPageColour) => text(ACTION_PAGE_LABELS[key], 7).regex(COLOUR_RE, { error: colourMessage(ACTION_PAGE_LABELS[key]) }).toLowerCase();
// The button texts are the buttons' only words: required (spec 3 §5: at most 25 characters).
const buttonText = (key: 'buttonTextSingle' | 'buttonTextMultiple') => requiredString(ACTION_PAGE_LABELS[key], { max: ACTION_PAGE_TEXT_MAX[key] });
const pageText = (key: 'marketplaceTitle' | 'marketplaceDescription') => text(ACTION_PAGE_LABELS[key], ACTION_PAGE_TEXT_MAX[key]);
const actionPageShape = {
  displayHero: flag('displayHero'),
  displayLogo: flag('displayLogo'),
  displayTeamName: flag('displayTeamName'),
  displayCampaignName: flag('displayCampaignName'),
  displayCampaignDescription: flag('displayCampaignDescription'),
  displayGiftNameMultiple: flag('displayGiftNameMultiple'),
  textColour: colour('textColour'),
  backgroundColour: colour('backgroundColour'),
  buttonColour: colour('buttonColour'),
  buttonBackground: colour('buttonBackground'),
  buttonRoundedCorners: flag('buttonRoundedCorners'),
  buttonShadow: flag('buttonShadow'),
  buttonTextSingle: buttonText('buttonTextSingle'),
  buttonTextMultiple: buttonText('buttonTextMultiple'),
  marketplaceTitle: pageText('marketplaceTitle'),
  marketplaceDescription: pageText('marketplaceDescription'),
} satisfies Record<keyof TActionPageSettings, z.ZodType>;
/** One view's settings, every one given (the portal's form). */
export const ZActionPageSettings = z.strictObject(actionPageShape);
/** PUT /teams/{teamId} action_page: each view given replaces that view's settings (a setting left out reads as its default, {} resets the view); {} resets both. */
export const ZActionPage = z.strictObject({ mobile: ZActionPageSettings.partial().optional(), desktop: ZActionPageSettings.partial().optional() });
export type TActionPageInput = z.infer<typeof ZActionPage>;
// Answers carry the resolved values as stored (colours already lower case): plain strings, no input rules.
const ZActionPageView = ZActionPageSettings.extend({
  textColour: z.string(),
  backgroundColour: z.string(),
  buttonColour: z.string(),
  buttonBackground: z.string(),
  buttonTextSingle: z.string(),
  buttonTextMultiple: z.string(),
  marketplaceTitle: z.string(),
  marketplaceDescription: z.string(),
}).strip();
/** Both views with every setting (the stored partial merged over the defaults, shared/action-pages.ts). */
export const ZResolvedActionPage = z.object({ mobile: ZActionPageView, desktop: ZActionPageView });

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
  /** The action pages' look (spec 3 §2.4), both views resolved. */
  action_page: ZResolvedActionPage,
  /** The team's claim page preview with its saved look (a sample gift; the key makes it unguessable). */
  preview_url: z.string(),
  domains: z.array(z.string()),
  managers: z.array(z.object({ user_id: z.number(), name: z.string(), role: z.enum(ROLES) })),
  corporation_id: z.number().nullable(),
  oms_customer_id: z.number().nullable(),
  /** The integrations the team has connected (POST /teams/{teamId}/integrations). */
  integrations: z.array(z.enum(INTEGRATION_TYPES)),
  notecard_url: z.string().nullable(),
  features: ZTeamFeatures,
  is_demo: z.boolean(),
});
export type TTeam = z.infer<typeof ZTeam>;

/** GET /public/action-pages/{teamSlug}/preview?key=…: the preview link's params (preview_url). */
export const ZActionPagePreviewParams = z.object({ teamSlug: text('Team', 200) });
export const ZActionPagePreviewQuery = z.object({ key: text('Key', 100) });

/** Each field given is changed; the action pages' look is saved on its own (the name is then left out). */
export const ZTeamUpdate = z.strictObject({
  name: requiredString('Team Name', { max: 100 }).optional(),
  slug: slug('Team Slug').optional(),
  action_page: ZActionPage.optional(),
});
export type TTeamUpdate = z.infer<typeof ZTeamUpdate>;

export const ZDomain = z.strictObject({ domain: domain('Domain') });
export type TDomain = z.infer<typeof ZDomain>;
/** The team's eligible domains, as adding or removing one answers them. */
export const ZTeamDomains = z.object({ domains: z.array(z.string()) });
/** GET /files/{name}: an uploaded team image by its random name. */
export const ZTeamFileParams = z.object({ name: z.string().regex(/^[a-z0-9-]+\.(png|jpg|gif|webp|svg)$/) });

export const LOGO_UPLOAD_TYPES = ['logo_url', 'hero_url', 'action_logo_url'] as const;
