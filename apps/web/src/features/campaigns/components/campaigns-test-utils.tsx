import { pageMeta } from '@gifthub/shared/paging';
import type { TCampaign, TCampaignListItem, TGiftOption } from '@gifthub/shared/campaigns';

export { mockFetch, renderWithSession, fill, SLOW } from '../../../test/session';

// Campaigns as the API answers them, for the campaign screens' tests.

export const paged = <T,>(data: T[], total = data.length, page = 1, perPage = 50) => ({ data, meta: pageMeta(total, page, perPage) });

export const listItem = (over: Partial<TCampaignListItem> = {}): TCampaignListItem => ({
  id: 1,
  name: 'Summer Thanks',
  slug: 'summer-thanks',
  status: 'active',
  type: 'year-round',
  reward_type: 'physical',
  privacy: 'public',
  image_url: '/api/v1/product-images/hamper.svg',
  registration_page: 'http://localhost:3000/pick-a-gift/acme/c/summer-thanks',
  created_at: '2026-03-04T09:00:00Z',
  statistics: { sends: 12, confirmed: 5, claims_label: 'Claims', spent_ev: 150, spent_iv: 180 },
  ...over,
});

export const option = (over: Partial<TGiftOption> = {}): TGiftOption => ({
  id: 31,
  campaign_id: 1,
  name: 'Afternoon Tea Hamper',
  type: 'physical',
  image_url: null,
  product_status: 'active',
  enabled: true,
  reg_count: 4,
  available: 10,
  description: 'Tea, scones and jam.',
  product_id: 101,
  product_name: 'Afternoon Tea Hamper (catalogue)',
  corporate_product: false,
  product_units: null,
  price: 36,
  price_ex_vat: 30,
  shipping: 6,
  shipping_ex_vat: 5,
  shipping_costs: [
    { countries: ['GB'], shipping_ev_cost: 5, shipping_iv_cost: 6 },
    { countries: ['FR', 'DE'], shipping_ev_cost: 15, shipping_iv_cost: 18 },
  ],
  pp_ev_cost: 3,
  pp_iv_cost: 3.6,
  voucher_value: null,
  voucher_brand: null,
  voucher_brand_info: null,
  voucher_limit: null,
  notecard_format: 'landscape',
  notecard_url: null,
  ...over,
});

export const campaign = (over: Partial<TCampaign> = {}): TCampaign => ({
  id: 1,
  team_id: 7,
  name: 'Summer Thanks',
  slug: 'summer-thanks',
  type: 'year-round',
  reward_type: 'physical',
  privacy: 'public',
  status: 'requested',
  page_title: 'A gift for you',
  page_text: 'Pick one.',
  disabled_domains: '',
  hero_url: null,
  auto_approve: false,
  page_restricted: false,
  opportunity_value: 0,
  demo_value: 0,
  deal_value: 0,
  req_content: '',
  notecard_text: 'Thank you!',
  notecard_enabled: true,
  registration_page: 'http://localhost:3000/pick-a-gift/acme/c/summer-thanks',
  created_at: '2026-03-04T09:00:00Z',
  integrations: { crm_webhook: false, multilink: false },
  reviews: null,
  invitation_expiry_days: null,
  reminder_days: [],
  options: [option()],
  statistics: { sends: 12, confirmed: 5, claims_label: 'Claims', spent_ev: 150, spent_iv: 180 },
  ...over,
});

/** Mantine's combobox scrolls the active option into view and the test DOM has no layout. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
}
