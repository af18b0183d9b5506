import type { z } from 'zod';
import type { ZCampaignDetail } from '@gifthub/shared/campaign-analytics';
import type { ZInviteMultipleResult, ZRecipientsPage } from '@gifthub/shared/campaign-registrations';
import type { ZCampaignListItem } from '@gifthub/shared/campaigns';
import type { TPublicApiDoc } from '../../plugins/public-api';
import { orderDetailExample } from './gifts.api-docs';

/** A team's campaigns (modules/campaigns) and their recipients (modules/campaign-registrations): examples checked against the routes' schemas. */

const statistics = { sends: 140, confirmed: 96, claims_label: 'Claims', spent_ev: 3212.16, spent_iv: 3854.59 } as const;

const campaignItem = {
  id: 311,
  name: 'Customer Thank You 2026',
  slug: 'customer-thank-you-2026',
  status: 'active',
  type: 'seasonal',
  reward_type: 'physical',
  privacy: 'invite',
  image_url: '/api/v1/files/campaign-311-hero.webp',
  registration_page: 'https://app.gifthub.example/pick-a-gift/northwind/c/customer-thank-you-2026',
  created_at: '2026-10-01T08:45:00.000Z',
  statistics,
} satisfies z.input<typeof ZCampaignListItem>;

const campaignDetail = {
  id: 311,
  team_id: 27,
  name: campaignItem.name,
  slug: campaignItem.slug,
  type: 'seasonal',
  reward_type: 'physical',
  privacy: 'invite',
  status: 'active',
  page_title: 'A thank you from Northwind',
  page_text: 'You have been one of our favourite customers this year. Pick a gift and tell us where to send it.',
  disabled_domains: '',
  hero_url: campaignItem.image_url,
  auto_approve: false,
  page_restricted: false,
  opportunity_value: 0,
  demo_value: 0,
  deal_value: 0,
  req_content: '',
  notecard_text: 'Thank you for a wonderful year. From all of us at Northwind.',
  notecard_enabled: true,
  registration_page: campaignItem.registration_page,
  created_at: campaignItem.created_at,
  integrations: { crm_webhook: false, multilink: false },
  reviews: null,
  invitation_expiry_days: 30,
  reminder_days: [7, 21],
  options: [
    {
      id: 804,
      campaign_id: 311,
      name: 'British Breakfast Hamper',
      type: 'physical',
      image_url: '/api/v1/product-images/british-breakfast-hamper-3.webp',
      product_status: 'active',
      enabled: true,
      reg_count: 96,
      available: 118,
      description: 'Loose-leaf Assam, Seville orange marmalade, butter shortbread and Cornish honey.',
      product_id: 42,
      product_name: 'British Breakfast Hamper',
      corporate_product: false,
      product_units: null,
      price: 30,
      price_ex_vat: 25,
      shipping: 5.94,
      shipping_ex_vat: 4.95,
      shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 }],
      pp_ev_cost: 3.5,
      pp_iv_cost: 4.2,
      voucher_value: null,
      voucher_brand: null,
      voucher_brand_info: null,
      voucher_limit: null,
      notecard_format: 'landscape',
      notecard_url: null,
    },
  ],
  statistics,
} satisfies z.input<typeof ZCampaignDetail>;

const claimed = {
  ...orderDetailExample,
  id: 9240,
  registration_method: 'multiple-link' as const,
  first_name: 'Oliver',
  last_name: 'Grant',
  email: 'oliver.grant@fabrikam.example',
  company: 'Fabrikam Ltd',
  invited_at: '2026-11-20T09:00:00.000Z',
  invited_by: 318,
  invited_by_name: 'Maya Patel',
  visited_at: '2026-11-21T12:02:40.000Z',
  registered_at: '2026-11-21T12:05:13.000Z',
  registered_by: null,
  registered_by_name: null,
  confirmed_at: null,
  processed_at: null,
  sent_at: null,
  tracking_url: null,
  invite_link: 'https://app.gifthub.example/pick-a-gift/northwind/Qm7vB2xYtR9sLk4dHc8wPn',
  expected_delivery: null,
  payment_method: null,
  campaign_id: 311,
  campaign_name: 'November Thank You',
  option_id: 804,
  option_name: 'British Breakfast Hamper',
  batch_label: 'November customers',
  approved: { status: false, date: null },
  expires_at: '2026-12-20T09:00:00.000Z',
};

/** A row of the recipients list: the order's fields without the detail-only ones. */
const DETAIL_ONLY = ['team_id', 'address_line_1', 'address_line_2', 'city', 'region', 'postcode', 'country', 'phone', 'send_email', 'custom_email_message', 'invitation_message', 'notecard_type', 'notecard_text', 'voucher_brand_name', 'voucher_code', 'voucher_url', 'carrier', 'refunded_at', 'prices', 'events', 'transactions'] as const;
const recipientRow = Object.fromEntries(Object.entries(claimed).filter(([k]) => !(DETAIL_ONLY as readonly string[]).includes(k))) as Omit<typeof claimed, (typeof DETAIL_ONLY)[number]>;

const recipientsPage = {
  data: [recipientRow],
  meta: { total: 1, current_page: 1, per_page: 10, last_page: 1, invited_count: 140, unconfirmed_count: 12, confirmed_count: 84 },
} satisfies z.input<typeof ZRecipientsPage>;

const invited = {
  data: [
    { registration_id: 9301, invite_link: 'https://app.gifthub.example/pick-a-gift/northwind/Vd3nK8pQ2wZr6TyMb5cJhx', email_sent: true, password_type: 'email', password_value: null, is_multi: false, batch_label: 'December customers' },
    { registration_id: 9302, invite_link: 'https://app.gifthub.example/pick-a-gift/northwind/Hs9fW4eLm7Cq2XaRt6yNbu', email_sent: true, password_type: 'email', password_value: null, is_multi: false, batch_label: 'December customers' },
  ],
} satisfies z.input<typeof ZInviteMultipleResult>;

export const campaignsDocs = {
  list: {
    tag: 'Campaigns',
    summary: 'List campaigns',
    description: "The team's gifting campaigns with their invitation and claim counts and spend. filters is a JSON object (status, type, reward_type, privacy).",
    example: { params: { teamId: 27 }, query: { filters: '{"status":"active"}', sort: 'created_at', direction: 'desc' }, response: { data: [campaignItem], meta: { total: 1, current_page: 1, per_page: 50, last_page: 1 } } },
  },
  detail: {
    tag: 'Campaigns',
    summary: 'Get a campaign',
    description: "One campaign: its page, its gift options with how many recipients chose each, and its statistics. mode=analytics adds the campaign's analytics for a date range.",
    example: { params: { id: 311 }, query: { with_option_counts: 'true' }, response: campaignDetail },
  },
  recipients: {
    tag: 'Campaigns',
    summary: 'List recipients',
    description:
      "A campaign's recipients: everyone invited or registered, with where their gift has got to. Filter with the date flags (confirmed_at=false lists the claims waiting for approval), by gift option, invitation method or delivery status, or search by name and e-mail.",
    example: { params: { id: 311 }, query: { confirmed_at: 'false', visited_at: 'true', with_reg_counts: 'true' }, response: recipientsPage },
  },
  invite: {
    tag: 'Campaigns',
    summary: 'Invite recipients',
    description:
      'Invites up to 500 e-mail addresses to the campaign: each gets a personal gift link by e-mail. The campaign must be active. Honours an Idempotency-Key header, so a retried request invites nobody twice.',
    example: {
      params: { id: 311 },
      body: { emails: ['ana.costa@tailspin.example', 'lee.wong@adventure-works.example'], notecard_type: 'custom', notecard_text: 'Happy holidays from the Northwind team!', invitation_message: 'We would love to send you a little something to say thank you.' },
      response: invited,
    },
  },
  approve: {
    tag: 'Campaigns',
    summary: 'Approve or reject a claim',
    description:
      'Acts on one recipient of a campaign: action "confirm" approves a claim that waits for approval (the gift is paid from the team balance and goes to fulfilment), "reject" declines it, "remind" sends the invitation again. The answer is the recipient after the change.',
    example: {
      params: { id: 9240 },
      body: { action: 'confirm' },
      response: { ...claimed, confirmed_at: '2026-11-22T08:31:09.000Z', approved: { status: true, date: '2026-11-22T08:31:09.000Z' }, payment_method: 'team-balance' },
    },
  },
} satisfies Record<string, TPublicApiDoc>;
