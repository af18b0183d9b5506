import { z } from 'zod';
import { PASSWORD_TYPES } from './gifts';
import { ZPounds } from './pricing';
import { ZVoucherReveal } from './claims';
import { text } from './fields';

/**
 * The campaign claim page (spec 1 §2 public claim page, §4, §5; spec 3 §2.1): a campaign's own page
 * /pick-a-gift/{teamSlug}/c/{campaignSlug} (public and internal campaigns) and a personal campaign invitation
 * /pick-a-gift/{teamSlug}/{secret} (GET /public/gifts/{secret} answers this view for a campaign invitation).
 * Money in pounds. The light page imports only types from here (and texts from claim-texts.ts).
 */

export const CAMPAIGN_PAGE_STATES = ['open', 'claimed', 'declined', 'closed'] as const;
export type TCampaignPageState = (typeof CAMPAIGN_PAGE_STATES)[number];

export const ZCampaignPageOption = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['physical', 'voucher']),
  image_url: z.string().nullable(),
  description: z.string(),
  /** Two or fewer left (spec 1 §9); an option with none left is not offered. */
  low_availability: z.boolean(),
  /** Where it ships (ISO codes): GB, and the countries of its shipping cost groups. */
  countries: z.array(z.string()),
  /** A voucher option: a fixed value, or the value the recipient chooses within the limits (or one of the denominations). */
  voucher: z
    .object({ brand: z.string().nullable(), fixed_value: ZPounds.nullable(), lower: ZPounds, upper: ZPounds, minor_unit: ZPounds, denominations: z.array(ZPounds) })
    .nullable(),
});
export type TCampaignPageOption = z.infer<typeof ZCampaignPageOption>;

export const ZCampaignPageView = z.object({
  page: z.literal('campaign'),
  /** invitation: a personal link (the recipient is known); campaign: the campaign's own page (the visitor registers). */
  kind: z.enum(['invitation', 'campaign']),
  state: z.enum(CAMPAIGN_PAGE_STATES),
  /** Why the page is closed (paused, leaked, completed, not yet active, invitation only). */
  message: z.string().nullable(),
  team: z.object({ name: z.string(), slug: z.string(), logo_url: z.string().nullable() }),
  campaign: z.object({ name: z.string(), slug: z.string(), page_title: z.string(), page_text: z.string(), hero_url: z.string().nullable() }),
  options: z.array(ZCampaignPageOption),
  /** A personal link's verification (none on the campaign's own page). */
  verification: z.enum(PASSWORD_TYPES),
  recipient: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  sender_name: z.string().nullable(),
  invitation_message: z.string().nullable(),
  /** The option picked, once claimed. */
  option_name: z.string().nullable(),
});
export type TCampaignPageView = z.infer<typeof ZCampaignPageView>;

export const ZCampaignPageParams = z.object({ teamSlug: text('Team', 200), campaignSlug: text('Campaign', 200) });

export const ZCampaignClaimResult = z.object({
  state: z.enum(CAMPAIGN_PAGE_STATES),
  message: z.string(),
  /** confirmed: charged and on its way; received: waiting for the team's approval (or its balance). */
  outcome: z.enum(['confirmed', 'received']),
  option_name: z.string(),
  voucher_code: ZVoucherReveal.nullable(),
});
export type TCampaignClaimResult = z.infer<typeof ZCampaignClaimResult>;
export const ZCampaignOptOutResult = z.object({ state: z.enum(CAMPAIGN_PAGE_STATES), message: z.string() });
export type TCampaignOptOutResult = z.infer<typeof ZCampaignOptOutResult>;
