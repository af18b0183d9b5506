import type { z } from 'zod';
import type { ZRegistrationRead } from '@gifthub/shared/campaign-registrations';
import type { ZInvitationResult, ZMarketplaceRegistration } from '@gifthub/shared/registrations';
import type { TPublicApiDoc } from '../../plugins/public-api';

/**
 * Sending gifts (modules/marketplace) and their status (modules/registrations): the examples are checked against
 * the routes' schemas. The order below is one hamper sent by the same call as the send example.
 */

const IDEMPOTENT =
  'Takes money from the team: send an Idempotency-Key header (a unique string, such as a UUID) so that a retry after a lost answer gets the first answer instead of paying twice.';

export const sentOrderExample = {
  id: 9101,
  type: 'physical',
  registration_method: 'direct',
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya.shah@northwind.example',
  invited_at: null,
  invited_by: null,
  invited_by_name: null,
  visited_at: null,
  registered_at: '2026-11-24T10:15:02.000Z',
  registered_by: 318,
  registered_by_name: 'Maya Patel',
  confirmed_at: '2026-11-24T10:15:02.000Z',
  processed_at: null,
  sent_at: null,
  rejected_at: null,
  delivery_status: null,
  tracking_url: null,
  product_id: 42,
  product_name: 'British Breakfast Hamper',
  quantity: 1,
  voucher_value: null,
  gift_iv_cost: 30,
  pp_iv_cost: 4.2,
  shipping_iv_cost: 5.94,
  total_iv: 41.34,
  payment_method: 'team-balance',
  password_type: 'none',
  invite_link: null,
  expected_delivery: '2026-11-27',
  secret: 'Vq3nX8rTz1LmK5bY0cWd7sPe',
  rating: null,
  feedback: null,
  campaign_id: null,
  campaign_name: null,
} satisfies z.input<typeof ZMarketplaceRegistration>;

const shippedOrder = {
  ...sentOrderExample,
  processed_at: '2026-11-24T14:02:11.000Z',
  sent_at: '2026-11-25T09:30:45.000Z',
  tracking_url: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
};

const linkResult = {
  registration_id: 9102,
  invite_link: 'https://app.gifthub.example/pick-a-gift/northwind/5kq2cTg8hV3nWbXe9rLpZa',
  email_sent: true,
  password_type: 'none',
  password_value: null,
  is_multi: false,
  batch_label: null,
} satisfies z.input<typeof ZInvitationResult>;

const linkOrder = {
  ...sentOrderExample,
  id: 9102,
  type: 'voucher',
  registration_method: 'link',
  first_name: 'Sam',
  last_name: 'Jones',
  email: 'sam.jones@contoso.example',
  invited_at: '2026-11-24T11:40:00.000Z',
  invited_by: 318,
  invited_by_name: 'Maya Patel',
  registered_at: null,
  registered_by: null,
  registered_by_name: null,
  confirmed_at: null,
  product_id: 57,
  product_name: 'Waterstones Gift Card',
  voucher_value: 25,
  gift_iv_cost: 25,
  pp_iv_cost: 0,
  shipping_iv_cost: 0,
  total_iv: 25,
  invite_link: linkResult.invite_link,
  expected_delivery: null,
} satisfies z.input<typeof ZMarketplaceRegistration>;

const pair = (iv: number) => ({ ev: Math.round((iv / 1.2) * 100) / 100, iv });

export const orderDetailExample = {
  ...shippedOrder,
  team_id: 27,
  company: 'Northwind Traders',
  address_line_1: '12 Wharf Road',
  address_line_2: null,
  city: 'London',
  region: null,
  postcode: 'N1 7GR',
  country: 'GB',
  phone: '+44 20 7946 0321',
  send_email: true,
  custom_email_message: 'A small thank you for a brilliant quarter. Enjoy!',
  invitation_message: null,
  notecard_type: 'custom',
  notecard_text: 'Thank you for everything this year. From all of us at Northwind.',
  voucher_brand_name: null,
  voucher_code: null,
  voucher_url: null,
  carrier: 'Royal Mail',
  delivery_status_date: null,
  delivery_resolution: null,
  refunded_at: null,
  prices: { prepaid: pair(0), gift: pair(30), notecard: pair(1.2), admin: pair(4.2), shipping: pair(5.94), voucher: pair(0), total: pair(41.34) },
  events: [
    { id: 77120, type: 'registered', data: null, by_user_id: 318, at: '2026-11-24T10:15:02.000Z' },
    { id: 77135, type: 'sent', data: { carrier: 'Royal Mail' }, by_user_id: null, at: '2026-11-25T09:30:45.000Z' },
  ],
  option_id: null,
  option_name: null,
  batch_label: null,
  shared_secret: null,
  integration: null,
  size: null,
  expected_shipping_date: '2026-11-27T00:00:00.000Z',
  pp_ev_cost: 3.5,
  shipping_ev_cost: 4.95,
  extra_charges: 1.2,
  extra_charges_ev: 1,
  approved: { status: true, date: '2026-11-24T10:15:02.000Z' },
  demo_booked: false,
  deal_closed: false,
  total_ev: 34.45,
  note: null,
  expires_at: null,
  expired_at: null,
  reminders_sent: 0,
  transactions: [{ type: 'marketplace', price: 41.34, price_ex_vat: 34.45 }],
} satisfies z.input<typeof ZRegistrationRead>;

export const giftsDocs = {
  send: {
    tag: 'Gifts',
    summary: 'Send a gift',
    description: `Sends a marketplace gift straight to the recipient's address (a physical gift) or e-mail (a voucher), paid from the team balance or a saved card. Prices are worked out on the server. The answer is the new order.\n\n${IDEMPOTENT}`,
    example: {
      params: { teamId: 27 },
      body: {
        type: 'physical',
        platform: 'marketplace',
        product_id: 42,
        first_name: 'Priya',
        last_name: 'Shah',
        email: 'priya.shah@northwind.example',
        company: 'Northwind Traders',
        address_line_1: '12 Wharf Road',
        city: 'London',
        postcode: 'N1 7GR',
        country: 'GB',
        phone: '+44 20 7946 0321',
        quantity: 1,
        notecard_type: 'custom',
        notecard_text: 'Thank you for everything this year. From all of us at Northwind.',
        send_email: true,
        custom_email_message: 'A small thank you for a brilliant quarter. Enjoy!',
        payment_method: 'team-balance',
      },
      response: sentOrderExample,
    },
  },
  link: {
    tag: 'Gifts',
    summary: 'Create a gift link',
    description: `Creates a personal gift link: the recipient opens it, confirms their details and claims the gift. With send_email the invitation is e-mailed to them; either way the link is in the answer for you to share.\n\n${IDEMPOTENT}`,
    example: {
      params: { teamId: 27 },
      query: { platform: 'marketplace' },
      body: {
        type: 'voucher',
        platform: 'marketplace',
        product_id: 57,
        voucher_value: 25,
        first_name: 'Sam',
        last_name: 'Jones',
        email: 'sam.jones@contoso.example',
        password_type: 'none',
        send_email: true,
        invitation_message: 'Thanks for speaking at our meet-up, Sam. Pick up a book on us!',
        payment_method: 'team-balance',
      },
      response: linkResult,
    },
  },
} satisfies Record<string, TPublicApiDoc>;

export const ordersDocs = {
  list: {
    tag: 'Orders',
    summary: 'List orders',
    description:
      "The team's order history, newest first: every gift sent or offered through the marketplace, with the dates it was invited, claimed, confirmed and sent. Filter with the date flags (true: the date is set; false: it is not) or search by name and e-mail with q.",
    example: { params: { teamId: 27 }, query: { sent_at: 'true', sort: 'created_at', direction: 'desc', per_page: '10' }, response: { data: [shippedOrder, linkOrder], meta: { total: 2, current_page: 1, per_page: 10, last_page: 1 } } },
  },
  detail: {
    tag: 'Orders',
    summary: 'Get an order',
    description: "One gift with its recipient, prices (ex and inc VAT), delivery status, tracking and history. A gift of a campaign answers the same shape with the campaign's fields filled in.",
    example: { params: { id: 9101 }, response: orderDetailExample },
  },
} satisfies Record<string, TPublicApiDoc>;
