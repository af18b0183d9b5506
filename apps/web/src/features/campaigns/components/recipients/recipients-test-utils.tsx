import type { TCampaignRecipient, TRegistrationRead, TRegistrationsMeta } from '@gifthub/shared/campaign-registrations';
import { pageMeta } from '@gifthub/shared/paging';

export { campaign, option } from '../campaigns-test-utils';

// Recipients as GET /gb-campaigns/{id}/registrations answers them, one per lifecycle state (spec 1 §4).

const T = '2026-05-04T09:30:00Z';

export const recipient = (over: Partial<TCampaignRecipient> = {}): TCampaignRecipient => ({
  id: 1,
  type: 'physical',
  registration_method: 'link',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  invited_at: T,
  invited_by: 11,
  invited_by_name: 'Maria Manager',
  visited_at: null,
  registered_at: null,
  registered_by: null,
  registered_by_name: null,
  confirmed_at: null,
  processed_at: null,
  sent_at: null,
  rejected_at: null,
  delivery_status: null,
  tracking_url: null,
  product_id: null,
  product_name: null,
  quantity: 1,
  voucher_value: null,
  gift_iv_cost: 0,
  pp_iv_cost: 0,
  shipping_iv_cost: 0,
  total_iv: 0,
  payment_method: null,
  password_type: 'none',
  invite_link: 'http://localhost:3000/pick-a-gift/acme/c/summer-thanks?invite=abc',
  expected_delivery: null,
  secret: 'sEcReT-1',
  campaign_name: 'Thank You',
  integration: null,
  size: null,
  expected_shipping_date: null,
  pp_ev_cost: 0,
  shipping_ev_cost: 0,
  extra_charges: 0,
  extra_charges_ev: 0,
  campaign_id: 1,
  option_id: null,
  option_name: null,
  company: 'Globex',
  batch_label: null,
  rating: null,
  feedback: null,
  approved: { status: false, date: null },
  demo_booked: false,
  deal_closed: false,
  delivery_resolution: null,
  delivery_status_date: null,
  total_ev: 0,
  note: null,
  expires_at: null,
  expired_at: null,
  reminders_sent: 0,
  ...over,
});

const claimed = { registered_at: T, registered_by: null, option_id: 31, option_name: 'Afternoon Tea Hamper', total_iv: 45.6, total_ev: 38 } as const;

/** One recipient in each state of the lifecycle, named by it. */
export const LIFECYCLE = {
  'invited by link': recipient({ id: 1 }),
  'invited by multi send': recipient({ id: 2, registration_method: 'multiple', invite_link: null }),
  'waiting for approval': recipient({ id: 3, ...claimed }),
  'opted out': recipient({ id: 4, registered_at: T }),
  confirmed: recipient({ id: 5, ...claimed, confirmed_at: T }),
  processed: recipient({ id: 6, ...claimed, confirmed_at: T, processed_at: T }),
  sent: recipient({ id: 7, ...claimed, confirmed_at: T, processed_at: T, sent_at: T, tracking_url: 'https://track.example/7' }),
  returned: recipient({ id: 8, ...claimed, confirmed_at: T, processed_at: T, sent_at: T, delivery_status: 'return' }),
  resolved: recipient({ id: 9, ...claimed, confirmed_at: T, processed_at: T, sent_at: T, delivery_status: 'lost', delivery_resolution: 'Sent again' }),
  rejected: recipient({ id: 10, ...claimed, rejected_at: T }),
} satisfies Record<string, TCampaignRecipient>;

export const COUNTS: TRegistrationsMeta = { invited_count: 10, unconfirmed_count: 1, confirmed_count: 5 };

export const recipientsPage = (rows: TCampaignRecipient[], total = rows.length, counts: TRegistrationsMeta = COUNTS) => ({ data: rows, meta: { ...pageMeta(total, 1, 10), ...counts } });

export const registrationRead = (r: TCampaignRecipient, over: Partial<TRegistrationRead> = {}): TRegistrationRead => ({
  ...r,
  team_id: 7,
  address_line_1: '1 High Street',
  address_line_2: null,
  city: 'London',
  region: null,
  postcode: 'SW1A 1AA',
  country: 'GB',
  phone: null,
  send_email: true,
  custom_email_message: null,
  invitation_message: null,
  notecard_type: 'default',
  notecard_text: null,
  voucher_brand_name: null,
  voucher_code: null,
  voucher_url: null,
  carrier: null,
  refunded_at: null,
  prices: {
    prepaid: { ev: 0, iv: 0 },
    gift: { ev: 30, iv: 36 },
    notecard: { ev: 1, iv: 1.2 },
    admin: { ev: 3, iv: 3.6 },
    shipping: { ev: 5, iv: 6 },
    voucher: { ev: 0, iv: 0 },
    total: { ev: 39, iv: 46.8 },
  },
  events: [],
  transactions: [],
  ...over,
});
