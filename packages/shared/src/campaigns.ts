import { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from './constants';
import { expirySettingsFields } from './campaign-expiry';
import { boolish, domain, enumField, id, optionalString, pounds, requiredString, slug, slugify, text } from './fields';
import { NOTECARD_MAX, NOTECARD_MAX_PORTRAIT } from './gifts';
import { ZMediaFilename } from './media';
import { msg } from './messages';
import { pageQuery } from './paging';
import { ZPounds } from './pricing';

// Gifting campaigns and their gift options (spec 1 §3, §4, §5, §7; spec 3 §6). Money is pounds here (the API edge).

export const CAMPAIGN_STATUSES = ['new', 'requested', 'active', 'paused', 'leaked', 'completed'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_TYPES = ['year-round', 'seasonal', 'event', 'onboarding', 'sales', 'reviews', 'other'] as const;
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];
export const REWARD_TYPES = ['physical', 'voucher', 'mixed'] as const;
export type TRewardType = (typeof REWARD_TYPES)[number];
/** invite is shown as Private, internal as Internal, public as Open (spec 3 §6). */
export const CAMPAIGN_PRIVACY = ['invite', 'internal', 'public'] as const;
export type TCampaignPrivacy = (typeof CAMPAIGN_PRIVACY)[number];
export const PRIVACY_LABELS: Record<TCampaignPrivacy, string> = { invite: 'Private', internal: 'Internal', public: 'Open' };
export const OPTION_TYPES = ['physical', 'voucher'] as const;
export const NOTECARD_FORMATS = ['landscape', 'portrait'] as const;
export type TNotecardFormat = (typeof NOTECARD_FORMATS)[number];

/** How every screen names a campaign's status, type and reward (spec 1 §4, §9), and the colour of its status badge. */
export const CAMPAIGN_STATUS_LABELS: Record<TCampaignStatus, string> = { new: 'New', requested: 'Requested', active: 'Active', paused: 'Paused', leaked: 'Leaked', completed: 'Completed' };
export const CAMPAIGN_STATUS_COLORS: Record<TCampaignStatus, string> = { new: 'gray', requested: 'yellow', active: 'green', paused: 'orange', leaked: 'red', completed: 'blue' };
export const CAMPAIGN_TYPE_LABELS: Record<TCampaignType, string> = {
  'year-round': 'Year-round',
  seasonal: 'Seasonal',
  event: 'Event',
  onboarding: 'Onboarding',
  sales: 'Sales',
  reviews: 'Reviews',
  other: 'Other',
};
export const REWARD_TYPE_LABELS: Record<TRewardType, string> = { physical: 'Physical', voucher: 'Voucher', mixed: 'Mixed' };

export const CAMPAIGN_NAME_MAX = 100;
export const PAGE_TITLE_MAX = 100;
export const DISABLED_DOMAINS_MAX = 180;
export const REVIEW_THRESHOLD_DEFAULT = 2;
export const REVIEW_BUTTONS_DEFAULT = ['Very Happy', 'Happy', 'OK', 'Unhappy'] as const;

export const CAMPAIGN_LABELS = {
  name: 'Name',
  type: 'Type',
  rewardType: 'Reward Type',
  slug: 'Slug',
  privacy: 'Privacy',
  pageTitle: 'Page Title',
  pageText: 'Page Text',
  disabledDomains: 'Disabled e-mail domains',
  submissionUrl: 'Review submission URL',
  notecardText: 'Notecard text',
} as const;

// ---------------------------------------------------------------- rules

type TForcedInput = { type: TCampaignType; reward_type: TRewardType; privacy: TCampaignPrivacy; auto_approve: boolean; page_restricted: boolean };

/**
 * The forced values of spec 1 §4, applied on create and on every save: voucher and mixed campaigns are private
 * with auto_approve and page_restricted true; sales and reviews are private; a public campaign has auto_approve
 * and page_restricted false.
 */
export function applyCampaignRules<T extends TForcedInput>(c: T): T {
  if (c.reward_type === 'voucher' || c.reward_type === 'mixed') return { ...c, privacy: 'invite', auto_approve: true, page_restricted: true };
  if (c.type === 'sales' || c.type === 'reviews') return { ...c, privacy: 'invite' };
  if (c.privacy === 'public') return { ...c, auto_approve: false, page_restricted: false };
  return c;
}

/** The slug a campaign gets from its name when none is given (spec 1 §5). */
export const campaignSlug = (name: string) => slugify(name).slice(0, 60);

/** What a campaign's status allows (spec 1 §4). */
export const campaignAllows = (status: TCampaignStatus) => ({
  /** New and requested wait for the Account Manager; leaked stops new invitations; paused and completed send none. */
  invitations: status === 'active',
  /** Claiming on the campaign page (a leaked campaign's page is closed). */
  claims: status === 'active',
  /** A completed campaign's settings are read-only. */
  editSettings: status !== 'completed',
  recipients: status === 'active' || status === 'paused' || status === 'leaked' || status === 'completed',
  csvSummary: status !== 'new' && status !== 'requested',
});

/** The status changes staff may make in the back office. */
export const CAMPAIGN_TRANSITIONS: Record<TCampaignStatus, readonly TCampaignStatus[]> = {
  new: ['requested', 'active'],
  requested: ['active'],
  active: ['paused', 'leaked', 'completed'],
  paused: ['active', 'leaked', 'completed'],
  leaked: ['active', 'paused', 'completed'],
  completed: [],
};
export const canTransition = (from: TCampaignStatus, to: TCampaignStatus) => CAMPAIGN_TRANSITIONS[from].includes(to);

/** Spec 1 §5: 'Review submission URL must start with {host}'. */
export const reviewUrlMessage = (host: string) => `${CAMPAIGN_LABELS.submissionUrl} must start with ${host}`;
export const reviewUrlAllowed = (url: string, host: string) => url.startsWith(host);

/** Notecard text limit: 1015 characters, 240 for a portrait card. */
export const campaignNotecardMax = (portrait: boolean) => (portrait ? NOTECARD_MAX_PORTRAIT : NOTECARD_MAX);

export const campaignTexts = {
  completedReadOnly: 'A completed campaign cannot have its settings edited.',
  notActive: 'Invitations cannot be sent until the campaign is active.',
  transition: (from: string, to: string) => `A ${from} campaign cannot be made ${to}.`,
  slugTaken: 'Slug is already used by another campaign of your team.',
} as const;

// ---------------------------------------------------------------- fields

// A yes/no field of the multipart settings form or a query string.
const flag = boolish();

/** Space-separated e-mail domains, at most 180 characters, each a valid domain. */
export const disabledDomains = () =>
  text(CAMPAIGN_LABELS.disabledDomains, 10_000)
    .max(DISABLED_DOMAINS_MAX, { error: msg.maxLength(CAMPAIGN_LABELS.disabledDomains, DISABLED_DOMAINS_MAX) })
    .refine((v) => v.split(/\s+/).filter(Boolean).every((d) => domain().safeParse(d).success), { error: msg.domain(CAMPAIGN_LABELS.disabledDomains) })
    .transform((v) => v.split(/\s+/).filter(Boolean).join(' ').toLowerCase());

export const ZCampaignReviews = z.object({
  submission_url: text(CAMPAIGN_LABELS.submissionUrl, 500).default(''),
  treshold: z.coerce.number().int().min(0).max(3).default(REVIEW_THRESHOLD_DEFAULT),
  buttons: z.array(text('Button', 50)).length(4).default([...REVIEW_BUTTONS_DEFAULT]),
  texts: z
    .object({
      invite: text('Invite text', 1015).default(''),
      rating: text('Rating text', 1015).default(''),
      feedback: text('Feedback text', 1015).default(''),
      review_top: text('Review top text', 1015).default(''),
      review_bottom: text('Review bottom text', 1015).default(''),
      gift_claim: text('Gift claim text', 1015).default(''),
    })
    .default({ invite: '', rating: '', feedback: '', review_top: '', review_bottom: '', gift_claim: '' }),
});
export type TCampaignReviews = z.infer<typeof ZCampaignReviews>;
/** Review settings as read. */
export const ZCampaignReviewsView = z.object({
  submission_url: z.string(),
  treshold: z.number(),
  buttons: z.array(z.string()),
  texts: z.object({ invite: z.string(), rating: z.string(), feedback: z.string(), review_top: z.string(), review_bottom: z.string(), gift_claim: z.string() }),
});

/** Default review texts, loaded when type reviews is chosen with an empty submission URL. */
export const DEFAULT_REVIEW_TEXTS: TCampaignReviews['texts'] = {
  invite: 'We would love to hear what you think of us.',
  rating: 'How happy are you with us?',
  feedback: 'Tell us what we could do better.',
  review_top: 'Thank you! Would you share your review?',
  review_bottom: 'Your review helps others find us.',
  gift_claim: 'As a thank you, please choose a gift.',
};
export const defaultReviews = (): TCampaignReviews => ({ submission_url: '', treshold: REVIEW_THRESHOLD_DEFAULT, buttons: [...REVIEW_BUTTONS_DEFAULT], texts: { ...DEFAULT_REVIEW_TEXTS } });

/** Review fields required when type is reviews (spec 1 §5): the submission URL and the texts. */
export function reviewProblems(reviews: TCampaignReviews | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!reviews?.submission_url) out['reviews.submission_url'] = msg.required(CAMPAIGN_LABELS.submissionUrl);
  for (const [k, v] of Object.entries(reviews?.texts ?? DEFAULT_REVIEW_TEXTS)) if (!v) out[`reviews.texts.${k}`] = msg.required(`Review ${k.replace('_', ' ')} text`);
  return out;
}

/** A field sent as a JSON string in a multipart form, or as the object itself in JSON; an unparsable string is left for the schema to refuse. */
const jsonField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

/** reviews as a JSON string in the multipart form, or an object in JSON. */
const reviewsField = jsonField(ZCampaignReviews);

const settingsFields = {
  name: requiredString(CAMPAIGN_LABELS.name, { max: CAMPAIGN_NAME_MAX }),
  type: enumField(CAMPAIGN_LABELS.type, CAMPAIGN_TYPES),
  privacy: enumField(CAMPAIGN_LABELS.privacy, CAMPAIGN_PRIVACY),
  page_title: optionalString(CAMPAIGN_LABELS.pageTitle, PAGE_TITLE_MAX),
  page_text: optionalString(CAMPAIGN_LABELS.pageText, 5000),
  disabled_domains: disabledDomains().optional(),
  auto_approve: flag.optional(),
  page_restricted: flag.optional(),
  opportunity_value: pounds('Opportunity value', { min: 0 }).optional(),
  demo_value: pounds('Demo value', { min: 0 }).optional(),
  deal_value: pounds('Deal value', { min: 0 }).optional(),
  reviews: reviewsField.optional(),
};

/** POST /teams/{teamId}/gb-campaigns: the slug is made from the name when none is given. */
export const ZCampaignCreate = z.strictObject({
  ...settingsFields,
  reward_type: enumField(CAMPAIGN_LABELS.rewardType, REWARD_TYPES),
  slug: slug(CAMPAIGN_LABELS.slug).optional(),
  req_content: optionalString('Request details', 5000),
});
export type TCampaignCreate = z.input<typeof ZCampaignCreate>;

/**
 * POST /put/gb-campaigns/{id} settings (multipart; the hero image is the optional file, or hero_media: an image of
 * the team's media gallery). Same as create without reward type.
 */
export const ZCampaignSettings = z.strictObject({ ...settingsFields, ...expirySettingsFields, slug: slug(CAMPAIGN_LABELS.slug), hero_media: ZMediaFilename.optional() });
export type TCampaignSettings = z.input<typeof ZCampaignSettings>;

export const ZCampaignIntegrations = z.strictObject({
  crm_webhook: flag.default(false),
  multilink: flag.default(false),
});
export type TCampaignIntegrations = z.infer<typeof ZCampaignIntegrations>;
/** Integrations as read. */
export const ZCampaignIntegrationsView = z.object({ crm_webhook: z.boolean(), multilink: z.boolean() });

const integrationsField = jsonField(ZCampaignIntegrations);

/**
 * POST /put/gb-campaigns/{id} multipart fields (spec 1 §7): the settings, or notecard_text, or
 * notecard_enabled, or integrations. Which one is meant is read from the fields present.
 */
export const ZCampaignUpdate = z.union([
  ZCampaignSettings,
  z.strictObject({ notecard_text: text(CAMPAIGN_LABELS.notecardText, NOTECARD_MAX) }),
  z.strictObject({ notecard_enabled: flag }),
  z.strictObject({ integrations: integrationsField }),
]);
export type TCampaignUpdate = z.infer<typeof ZCampaignUpdate>;
/** Which of the four updates a form's fields are. */
export const campaignUpdateKind = (fields: Record<string, unknown>) =>
  'notecard_text' in fields ? 'notecard_text' : 'notecard_enabled' in fields ? 'notecard_enabled' : 'integrations' in fields ? 'integrations' : 'settings';
export const ZCampaignNotecardText = z.strictObject({ notecard_text: text(CAMPAIGN_LABELS.notecardText, NOTECARD_MAX) });
export const ZCampaignNotecardEnabled = z.strictObject({ notecard_enabled: flag });
export const ZCampaignIntegrationsUpdate = z.strictObject({ integrations: integrationsField });

// ---------------------------------------------------------------- gift options

export const ZShippingCost = z.object({ countries: z.array(z.string()), shipping_ev_cost: ZPounds, shipping_iv_cost: ZPounds });
export const ZVoucherBrandInfo = z.object({
  digital_denominations: z.array(ZPounds).optional(),
  digital_face_value_limits: z.object({ lower: ZPounds, upper: ZPounds, minor_unit: ZPounds }).optional(),
});

/** A gift option as read (spec 1 §3). Money in pounds. */
export const ZGiftOption = z.object({
  id: z.number(),
  campaign_id: z.number(),
  name: z.string(),
  type: z.enum(OPTION_TYPES),
  image_url: z.string().nullable(),
  product_status: z.string().nullable(),
  enabled: z.boolean(),
  reg_count: z.number().optional(),
  available: z.number().nullable(),
  description: z.string(),
  product_id: z.number().nullable(),
  product_name: z.string().nullable(),
  /** The product is the team's own corporate product (the Option modal links to it, spec 1 §2). */
  corporate_product: z.boolean(),
  /** A corporate product's units still to give (none while paused, hidden or used up); null for other options. */
  product_units: z.number().nullable(),
  price: ZPounds,
  price_ex_vat: ZPounds,
  shipping: ZPounds,
  shipping_ex_vat: ZPounds,
  shipping_costs: z.array(ZShippingCost),
  pp_ev_cost: ZPounds,
  pp_iv_cost: ZPounds,
  voucher_value: ZPounds.nullable(),
  voucher_brand: z.string().nullable(),
  voucher_brand_info: ZVoucherBrandInfo.nullable(),
  voucher_limit: z.number().nullable(),
  notecard_format: z.enum(NOTECARD_FORMATS),
  notecard_url: z.string().nullable(),
});
export type TGiftOption = z.infer<typeof ZGiftOption>;
/** Units an option can still give: the fewer of its own count and its corporate product's; null for no limit. */
export const optionUnitsLeft = (o: Pick<TGiftOption, 'available' | 'product_units'>) =>
  o.available === null ? o.product_units : o.product_units === null ? o.available : Math.min(o.available, o.product_units);

/** POST /put/gb-options/{id} from the team: the description (spec 1 §7). */
export const ZGiftOptionUpdate = z.strictObject({ description: text('Description', 5000) });
export type TGiftOptionUpdate = z.infer<typeof ZGiftOptionUpdate>;

const shippingCostInput = z.strictObject({
  countries: z.array(text('Country', 2).toUpperCase().length(2, { error: msg.required('Country') })).min(1, { error: msg.required('Countries') }),
  shipping_ev_cost: pounds('Shipping ex. VAT', { min: 0 }),
  shipping_iv_cost: pounds('Shipping inc. VAT', { min: 0 }),
});

/** Staff: create or edit a gift option. product_id names a catalogue product (physical) or a voucher brand's product (voucher). */
export const ZAdminGiftOption = z
  .strictObject({
    name: requiredString('Name', { max: 150 }),
    type: enumField('Type', OPTION_TYPES),
    enabled: z.boolean().default(true),
    description: text('Description', 5000).default(''),
    product_id: id('Product').optional(),
    /** Units left; unset means no stock count. */
    available: z.number().int().min(0, { error: msg.number('Availability') }).nullable().optional(),
    price_ev: pounds('Price ex. VAT', { min: 0 }).optional(),
    price_iv: pounds('Price inc. VAT', { min: 0 }).optional(),
    shipping_costs: z.array(shippingCostInput).default([]),
    pp_ev_cost: pounds('Pick and pack ex. VAT', { min: 0 }).default(0),
    pp_iv_cost: pounds('Pick and pack inc. VAT', { min: 0 }).default(0),
    voucher_value: pounds('Voucher Value').optional(),
    voucher_brand: text('Voucher brand', 100).optional(),
    voucher_lower: pounds('Voucher lower limit').optional(),
    voucher_upper: pounds('Voucher upper limit').optional(),
    /** How many vouchers may be claimed; unset is unlimited. */
    voucher_limit: z.number().int().min(1, { error: msg.positive('Voucher limit') }).nullable().optional(),
    notecard_format: z.enum(NOTECARD_FORMATS).default('landscape'),
  })
  .superRefine((v, ctx) => {
    if (!v.product_id) ctx.addIssue({ code: 'custom', path: ['product_id'], message: msg.required(v.type === 'voucher' ? 'Voucher brand' : 'Product') });
    if (v.voucher_lower !== undefined && v.voucher_upper !== undefined && v.voucher_lower > v.voucher_upper)
      ctx.addIssue({ code: 'custom', path: ['voucher_upper'], message: msg.atLeast('Voucher upper limit', v.voucher_lower) });
  });
export type TAdminGiftOption = z.input<typeof ZAdminGiftOption>;
export const ZAdminGiftOptionEnabled = z.strictObject({ enabled: z.boolean() });

// ---------------------------------------------------------------- campaigns as read

/**
 * A campaign's statistics as its list shows them: the analytics' sends, confirmed and spent over all time and every
 * member (the same figures as the campaign's analytics with their defaults).
 */
export const ZCampaignStatistics = z.object({
  sends: z.number(),
  confirmed: z.number(),
  /** The confirmed figure's label: Claims (gifting), Redeems (voucher) or Reviews (reviews), by type. */
  claims_label: z.enum(['Claims', 'Redeems', 'Reviews']),
  spent_ev: ZPounds,
  spent_iv: ZPounds,
});
export type TCampaignStatistics = z.infer<typeof ZCampaignStatistics>;
export const claimsLabel = (type: TCampaignType, reward: TRewardType) => (type === 'reviews' ? 'Reviews' : reward === 'voucher' ? 'Redeems' : 'Claims');

export const ZCampaignListItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  type: z.enum(CAMPAIGN_TYPES),
  reward_type: z.enum(REWARD_TYPES),
  privacy: z.enum(CAMPAIGN_PRIVACY),
  image_url: z.string().nullable(),
  registration_page: z.string(),
  created_at: z.string(),
  statistics: ZCampaignStatistics,
});
export type TCampaignListItem = z.infer<typeof ZCampaignListItem>;

export const ZCampaignMenuItem = z.object({ id: z.number(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES), type: z.enum(CAMPAIGN_TYPES) });
export const ZCampaignMenu = z.object({ data: z.array(ZCampaignMenuItem) });
export type TCampaignMenuItem = z.infer<typeof ZCampaignMenuItem>;

/** A campaign as read (spec 1 §3). Money in pounds. */
export const ZCampaign = z.object({
  id: z.number(),
  team_id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  reward_type: z.enum(REWARD_TYPES),
  privacy: z.enum(CAMPAIGN_PRIVACY),
  status: z.enum(CAMPAIGN_STATUSES),
  page_title: z.string(),
  page_text: z.string(),
  disabled_domains: z.string(),
  hero_url: z.string().nullable(),
  auto_approve: z.boolean(),
  page_restricted: z.boolean(),
  opportunity_value: ZPounds,
  demo_value: ZPounds,
  deal_value: ZPounds,
  req_content: z.string(),
  notecard_text: z.string(),
  notecard_enabled: z.boolean(),
  registration_page: z.string(),
  created_at: z.string(),
  integrations: ZCampaignIntegrationsView,
  reviews: ZCampaignReviewsView.nullable(),
  /** Days an invitation stays open (null: never) and the reminder days after it (campaign-expiry.ts). */
  invitation_expiry_days: z.number().nullable(),
  reminder_days: z.array(z.number()),
  options: z.array(ZGiftOption),
  statistics: ZCampaignStatistics,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const CAMPAIGN_SORTS = ['id', 'name', 'status', 'type', 'created_at'] as const;
export type TCampaignSort = (typeof CAMPAIGN_SORTS)[number];

const ZCampaignFilters = z.object({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  type: z.enum(CAMPAIGN_TYPES).optional(),
  reward_type: z.enum(REWARD_TYPES).optional(),
  privacy: z.enum(CAMPAIGN_PRIVACY).optional(),
});
export type TCampaignFilters = z.infer<typeof ZCampaignFilters>;

/** filters as a JSON object in the query string (the list pages' shape), or absent. */
const filtersField = jsonField(ZCampaignFilters.strict()).optional();

/** GET /teams/{teamId}/gb-campaigns: page, per_page (default 50), sort, direction, q, filters. */
export const ZCampaignListQuery = pageQuery(PAGE_SIZE_DEFAULT, CAMPAIGN_SORTS).extend({ filters: filtersField });
export type TCampaignListQuery = z.infer<typeof ZCampaignListQuery>;

export const ZCampaignReadQuery = z.object({ with_option_counts: flag.optional() });

/** Staff: the campaigns of every team, requested first. */
export const ZAdminCampaignListQuery = pageQuery(PAGE_SIZE_DEFAULT, ['id']).extend({ status: z.enum(CAMPAIGN_STATUSES).optional() });
export const ZAdminCampaignItem = ZCampaignListItem.extend({ team_id: z.number(), team_name: z.string() });
export const ZAdminCampaignStatus = z.strictObject({ status: z.enum(CAMPAIGN_STATUSES) });

export const ZCreatedId = z.object({ id: z.number() });
