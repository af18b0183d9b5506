import { z } from 'zod';
import { ZPounds } from './pricing';
import { msg } from './messages';
import { id, pounds, text, UK_POSTCODE_RE } from './fields';
import { PHONE_RE } from './patterns';
import { NOTECARD_TYPES, PASSWORD_TYPES, texts as giftTexts } from './gifts';
import { claimTexts } from './claim-texts';
import { CAMPAIGN_PAGE_STATES } from './campaign-pages';
import { ZCampaignPageReview } from './campaign-feedback';
import { ZResolvedActionPage } from './teams';

/** The recipient's public gift page (/pick-a-gift/{team-slug}/{secret}): no login, the secret is the key. */

export { claimTexts };

export const GIFT_STATES = ['open', 'claimed', 'declined', 'unknown'] as const;
export type TGiftState = (typeof GIFT_STATES)[number];

/** A secret from a link: URL-safe base64, as the server makes them (anything else is unknown). */
export const ZGiftSecretParams = z.object({ secret: text('Secret', 200) });
/** GET /public/gifts/{secret}?token=…: a verified link's claim token shows the eGift code. */
export const ZGiftViewQuery = z.object({ token: text('Token', 500).optional() });
export const SECRET_RE = /^[A-Za-z0-9_-]{22,100}$/;

export const ZVoucherReveal = z.object({ brand_name: z.string().nullable(), value: ZPounds, code: z.string(), redeem_url: z.string() });
export type TVoucherReveal = z.infer<typeof ZVoucherReveal>;

/**
 * The sending team as its gift pages show it: name, the page's logo (the action logo, else the team logo), the
 * hero and the action pages' look (spec 3 §2.4), both views resolved.
 */
export const ZPageTeam = z.object({ name: z.string(), slug: z.string(), logo_url: z.string().nullable(), hero_url: z.string().nullable(), action_page: ZResolvedActionPage });
export type TPageTeam = z.infer<typeof ZPageTeam>;

export const ZGiftView = z.object({
  state: z.enum(GIFT_STATES),
  type: z.enum(['physical', 'voucher']),
  team: ZPageTeam,
  product: z.object({ id: z.number().nullable(), name: z.string(), image_url: z.string().nullable(), description: z.string() }),
  quantity: z.number(),
  sender_name: z.string().nullable(),
  message: z.string().nullable(),
  notecard_type: z.enum(NOTECARD_TYPES),
  notecard_text: z.string().nullable(),
  /** none: claim straight away; email or name: POST verify first and claim with its token. */
  verification: z.enum(PASSWORD_TYPES),
  /** Names the sender gave, to prefill the form (only when no verification is asked). */
  recipient: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  voucher: z.object({ brand_name: z.string().nullable(), value: ZPounds }).nullable(),
  /** The eGift itself, once claimed (with the claim token for a verified link). */
  voucher_code: ZVoucherReveal.nullable(),
});
export type TGiftView = z.infer<typeof ZGiftView>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (label: string, max: number) => text(label, max).min(1, { error: msg.required(label) });

/** POST /public/gifts/{secret}/verify: the e-mail or the first and last name the sender gave. */
export const ZVerifyBody = z.strictObject({
  email: text('E-mail', 254).optional(),
  first_name: text('First Name', 100).optional(),
  last_name: text('Last Name', 100).optional(),
});
export type TVerifyBody = z.infer<typeof ZVerifyBody>;
export const ZVerifyResult = z.object({ token: z.string(), expires_at: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() });
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

/** UK postcodes, with or without the space (GIR 0AA included): one rule in fields.ts. */
export { UK_POSTCODE_RE };

/** What a claim may carry; the server applies ZClaimPhysical (address) or ZClaimVoucher by the gift's type. */
export const ZClaimBody = z.strictObject({
  token: text('Token', 500).optional(),
  first_name: text('First Name', 1000).optional(),
  last_name: text('Last Name', 1000).optional(),
  email: text('E-mail', 1000).optional(),
  address_line_1: text('Address line 1', 1000).optional(),
  address_line_2: text('Address line 2', 1000).optional(),
  city: text('City', 1000).optional(),
  region: text('Region', 1000).optional(),
  postcode: text('Postcode', 1000).optional(),
  country: text('Country', 10).optional(),
  phone: text('Phone', 1000).optional(),
  /** A campaign invitation or page: the gift option picked, and a voucher option's chosen value (pounds). */
  option_id: id('Gift Option').optional(),
  voucher_value: pounds('Voucher Value').optional(),
  /** A campaign page opened from a CRM multi-use link (i=hubspot): the registration is the CRM's (external). */
  integration: z.enum(['hubspot']).optional(),
});
export type TClaimBody = z.infer<typeof ZClaimBody>;

const optionalEmail = text('E-mail', 254)
  .optional()
  .default('')
  .refine((v) => v === '' || EMAIL_RE.test(v), { error: msg.email('E-mail') });

/** The recipient's details for a physical gift: a GB address and a phone number. */
export const ZClaimPhysical = z.object({
  first_name: required('First Name', 100),
  last_name: required('Last Name', 100),
  email: optionalEmail,
  address_line_1: required('Address line 1', 200),
  address_line_2: text('Address line 2', 200).optional().default(''),
  city: required('City', 100),
  region: text('Region', 100).optional().default(''),
  postcode: required('Postcode', 20).refine((v) => UK_POSTCODE_RE.test(v), { error: msg.email('Postcode') }),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .default('GB')
    .refine((v) => v === 'GB', { error: giftTexts.noShipping }),
  phone: required('Phone', 40).refine((v) => PHONE_RE.test(v), { error: msg.email('Phone') }),
});
export type TClaimPhysical = z.infer<typeof ZClaimPhysical>;

/** An eGift needs no address; names and e-mail are optional (the sender's are kept when empty). */
export const ZClaimVoucher = z.object({
  first_name: text('First Name', 100).optional().default(''),
  last_name: text('Last Name', 100).optional().default(''),
  email: optionalEmail,
});

export const ZClaimResult = z.object({ state: z.enum(GIFT_STATES), message: z.string(), voucher_code: ZVoucherReveal.nullable() });
export type TClaimResult = z.infer<typeof ZClaimResult>;
export const ZDeclineBody = z.strictObject({ token: text('Field', 500).optional() });
export const ZDeclineResult = z.object({ state: z.enum(GIFT_STATES), message: z.string() });

// ---------------------------------------------------------------- the campaign claim page (campaign-pages.ts)

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
  team: ZPageTeam,
  campaign: z.object({ name: z.string(), slug: z.string(), page_title: z.string(), page_text: z.string(), hero_url: z.string().nullable() }),
  options: z.array(ZCampaignPageOption),
  /** A personal link's verification (none on the campaign's own page). */
  verification: z.enum(PASSWORD_TYPES),
  recipient: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  sender_name: z.string().nullable(),
  invitation_message: z.string().nullable(),
  /** The option picked, once claimed. */
  option_name: z.string().nullable(),
  /** A reviews campaign's invitation: the rating asked before the gift (campaign-feedback.ts); null otherwise. */
  review: ZCampaignPageReview.nullable(),
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
