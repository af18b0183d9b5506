import { z } from 'zod';
import { ZPounds } from './pricing';
import { msg } from './messages';
import { enumField, id, pounds, readBoolean, text, UK_POSTCODE_RE } from './fields';
import { MESSAGE_MAX, NOTECARD_MAX, NOTECARD_TYPES, PASSWORD_TYPES, QUANTITY_MAX, REGISTRATION_METHODS, ZPrices } from './gifts';
import { PAYMENT_METHODS } from './billing';
import { pageQuery } from './paging';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const trimmed = (max: number, label: string) => text(label, max);

// Field rules a direct send (ZRegistrationItem) and a gift link (ZInvitationItem) share, in the order their messages come.

/** What is sent: the type, platform, product and gifting option. */
const giftFields = {
  type: enumField('Type', ['physical', 'voucher'] as const),
  platform: z.enum(['gifting', 'marketplace']).default('marketplace'),
  product_id: id('Gift', { error: msg.required('Gift') }),
  option_id: id('Option').optional(),
};
/** The recipient's e-mail and name. */
const recipientFields = {
  email: trimmed(254, 'E-mail').optional().default(''),
  first_name: trimmed(100, 'First Name').optional().default(''),
  last_name: trimmed(100, 'Last Name').optional().default(''),
};
const quantityField = z.coerce
  .number({ error: msg.number('Quantity') })
  .int({ error: msg.number('Quantity') })
  .min(1, { error: msg.positive('Quantity') })
  .max(QUANTITY_MAX, { error: msg.atMost('Quantity', QUANTITY_MAX) })
  .default(1);
/** The printed notecard. */
const notecardFields = {
  notecard_type: z.enum(NOTECARD_TYPES).default('none'),
  notecard_text: text('Notecard text', NOTECARD_MAX).optional().default(''),
};
const customEmailMessageField = trimmed(MESSAGE_MAX, 'Custom e-mail message').optional().default('');
const invitationMessageField = trimmed(MESSAGE_MAX, 'Invitation message').optional().default('');
/** How it is paid (voucher_value in pounds). */
const paymentFields = {
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  payment_method_id: id('Payment card').optional(),
  payment_id: text('Payment id', 100).optional(),
  voucher_value: pounds('Voucher Value').optional(),
};

/**
 * The registration item sent on create (spec 1 §3). Step rules (start, address) are checked here for the
 * fields present; the server adds the product-dependent rules (voucher limits, shipping country).
 * voucher_value is in pounds, as the portal shows it.
 */
export const ZRegistrationItem = z
  .strictObject({
    ...giftFields,
    ...recipientFields,
    company: trimmed(150, 'Company').optional(),
    address_line_1: trimmed(200, 'Address line 1').optional().default(''),
    address_line_2: trimmed(200, 'Address line 2').optional().default(''),
    city: trimmed(100, 'City').optional().default(''),
    region: trimmed(100, 'Region').optional().default(''),
    postcode: trimmed(20, 'Postcode').optional().default(''),
    country: text('Country', 10).toUpperCase().length(2, { error: msg.required('Country') }).default('GB'),
    phone: trimmed(40, 'Phone').optional().default(''),
    quantity: quantityField,
    ...notecardFields,
    send_email: z.boolean().default(true),
    custom_email_message: customEmailMessageField,
    invitation_message: invitationMessageField,
    ...paymentFields,
    voucher_brand: text('Voucher brand', 100).optional(),
    action: text('Action', 30).optional(),
    registered_by: id('Registered by').optional(),
    invited_by_name: text('Invited by', 100).optional(),
    registered_by_name: text('Registered by', 100).optional(),
  })
  .superRefine((v, ctx) => {
    const req = (field: string, label: string, value: string) => {
      if (!value) ctx.addIssue({ code: 'custom', path: [field], message: msg.required(label) });
    };
    req('email', 'E-mail', v.email);
    if (v.email && !EMAIL_RE.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.email('E-mail') });
    req('first_name', 'First Name', v.first_name);
    req('last_name', 'Last Name', v.last_name);
    if (v.type === 'physical') {
      req('address_line_1', 'Address line 1', v.address_line_1);
      req('city', 'City', v.city);
      req('postcode', 'Postcode', v.postcode);
      if (v.postcode && v.country === 'GB' && !UK_POSTCODE_RE.test(v.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: msg.email('Postcode') });
      if (v.country !== 'GB') req('phone', 'Phone', v.phone);
    }
    if (v.type === 'voucher' && v.voucher_value === undefined) ctx.addIssue({ code: 'custom', path: ['voucher_value'], message: msg.required('Voucher Value') });
    if (v.platform === 'gifting' && !v.option_id) ctx.addIssue({ code: 'custom', path: ['option_id'], message: msg.required('Gift Option') });
  });
export type TRegistrationItem = z.input<typeof ZRegistrationItem>;

/** A gift link (Create A New Invitation): the recipient is identified by e-mail or by name. */
export const ZInvitationItem = z
  .strictObject({
    ...giftFields,
    password_type: z.enum(PASSWORD_TYPES).default('none'),
    ...recipientFields,
    quantity: quantityField,
    ...notecardFields,
    send_email: z.boolean().default(false),
    invitation_message: invitationMessageField,
    custom_email_message: customEmailMessageField,
    ...paymentFields,
  })
  .superRefine((v, ctx) => {
    if (v.email && !EMAIL_RE.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.email('E-mail') });
    if ((v.password_type === 'email' || v.send_email) && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.required('E-mail') });
    if (v.password_type === 'name') {
      if (!v.first_name) ctx.addIssue({ code: 'custom', path: ['first_name'], message: msg.required('First Name') });
      if (!v.last_name) ctx.addIssue({ code: 'custom', path: ['last_name'], message: msg.required('Last Name') });
    }
    if (v.type === 'voucher' && v.voucher_value === undefined) ctx.addIssue({ code: 'custom', path: ['voucher_value'], message: msg.required('Voucher Value') });
  });
export type TInvitationItem = z.input<typeof ZInvitationItem>;

export const ZInvitationResult = z.object({
  registration_id: z.number(),
  invite_link: z.string(),
  email_sent: z.boolean(),
  password_type: z.enum(PASSWORD_TYPES),
  password_value: z.string().nullable(),
  is_multi: z.boolean(),
  batch_label: z.string().nullable(),
});
export type TInvitationResult = z.infer<typeof ZInvitationResult>;

export const DELIVERY_STATUSES = ['delivered', 'return', 'lost'] as const;

/** A marketplace registration (order) as order history reads it. Money fields are pounds. */
export const ZMarketplaceRegistration = z.object({
  id: z.number(),
  type: z.enum(['physical', 'voucher']),
  registration_method: z.enum(REGISTRATION_METHODS),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  invited_at: z.string().nullable(),
  invited_by: z.number().nullable(),
  invited_by_name: z.string().nullable(),
  visited_at: z.string().nullable(),
  registered_at: z.string().nullable(),
  registered_by: z.number().nullable(),
  registered_by_name: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  processed_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  delivery_status: z.enum(DELIVERY_STATUSES).nullable(),
  tracking_url: z.string().nullable(),
  product_id: z.number().nullable(),
  product_name: z.string().nullable(),
  quantity: z.number(),
  voucher_value: ZPounds.nullable(),
  gift_iv_cost: ZPounds,
  pp_iv_cost: ZPounds,
  shipping_iv_cost: ZPounds,
  total_iv: ZPounds,
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  password_type: z.enum(PASSWORD_TYPES),
  invite_link: z.string().nullable(),
  expected_delivery: z.string().nullable(),
  /** The gift link's secret (the answer is never cached: Cache-Control no-store). */
  secret: z.string(),
  rating: z.number().nullable(),
  feedback: z.string().nullable(),
  /** The campaign a gifting registration belongs to (null for the marketplace's own orders). */
  campaign_id: z.number().nullable(),
  campaign_name: z.string().nullable(),
});
export type TMarketplaceRegistration = z.infer<typeof ZMarketplaceRegistration>;

export const ZPricesAnswer = ZPrices;

// ---- Sending (texts the API answers) ----

export const registrationTexts = {
  noDirectSend: 'Select & Send is not available for your team.',
  typeMismatch: 'Type must match the chosen gift.',
  noCard: "You don't have any payment cards saved on your profile.",
  bankTransfer: 'Bank transfer is not available for gifts. Please pay by card or from the team balance.',
  voucherFailed: 'The eGift could not be issued just now. Nothing has been charged. Please try again later.',
  refundedAfterFailure: 'Your gift could not be created, so the card payment has been refunded. Please try again.',
  payByCard: 'Please pay by card.',
  marketplaceSendsOnly: 'Only marketplace gifts can be sent here.',
  marketplaceLinksOnly: 'Only marketplace gift links can be generated here.',
} as const;

/** POST /teams/{teamId}/gb-registrations/invite/link?platform=marketplace: the marketplace's own links only. */
export const ZLinkPlatformQuery = z.object({ platform: z.enum(['marketplace'], { error: registrationTexts.marketplaceLinksOnly }).default('marketplace') });

// ---- Order history (spec 3 §2.2) ----

export const ORDERS_PER_PAGE = 10;
/** The order history's sortable columns (each has an index: registrations.table). */
export const ORDER_SORTS = ['id', 'created_at', 'last_name', 'confirmed_at', 'sent_at'] as const;
export type TOrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_FILTERS = ['invited_at', 'visited_at', 'confirmed_at', 'sent_at', 'rejected_at'] as const;
export type TOrderFilter = (typeof ORDER_FILTERS)[number];

/** A three-state toggle in a query string: 'true' (set), 'false' (not set), absent or empty (all). */
const triState = z.preprocess(
  (v) => (v === '' || v === null || v === undefined || v === 'null' ? undefined : readBoolean(v)),
  z.boolean({ error: 'must be true or false' }).optional(),
);

/** GET /teams/{teamId}/gb-registrations?platform=marketplace. registered_by filters by the member who added it (sent or invited). */
export const ZOrdersQuery = z.object({
  platform: z.enum(['marketplace']).default('marketplace'),
  ...pageQuery(ORDERS_PER_PAGE).pick({ page: true, per_page: true }).shape,
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_SORTS).optional()),
  direction: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['asc', 'desc']).optional()),
  q: z.preprocess((v) => (v === '' ? undefined : v), text('Search', 200).optional()),
  invited_at: triState,
  visited_at: triState,
  confirmed_at: triState,
  sent_at: triState,
  rejected_at: triState,
  registered_by: z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), id('Registered by').optional()),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuery>;

export const ZRegistrationEvent = z.object({ id: z.number(), type: z.string(), data: z.record(z.string(), z.unknown()).nullable(), by_user_id: z.number().nullable(), at: z.string() });
export type TRegistrationEvent = z.infer<typeof ZRegistrationEvent>;

/** One order in full (GET /gb-registrations/{id}): the row, the delivery address and its timeline. Pounds. */
export const ZRegistrationDetail = ZMarketplaceRegistration.extend({
  team_id: z.number(),
  company: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  send_email: z.boolean(),
  custom_email_message: z.string().nullable(),
  invitation_message: z.string().nullable(),
  notecard_type: z.enum(NOTECARD_TYPES),
  notecard_text: z.string().nullable(),
  voucher_brand_name: z.string().nullable(),
  /** The eGift code and redeem link (shown to the sender, who may pass them on). */
  voucher_code: z.string().nullable(),
  voucher_url: z.string().nullable(),
  carrier: z.string().nullable(),
  delivery_status_date: z.string().nullable(),
  delivery_resolution: z.string().nullable(),
  refunded_at: z.string().nullable(),
  prices: ZPrices,
  events: z.array(ZRegistrationEvent),
});
export type TRegistrationDetail = z.infer<typeof ZRegistrationDetail>;

// ---- Staff fulfilment ----

/** Queue states: to-process (confirmed), processing, sent, delivered, return, lost, resolved; 'open' is everything not finished. */
export const FULFILMENT_STATES = ['open', 'to-process', 'processing', 'sent', 'delivered', 'return', 'lost', 'resolved'] as const;
export type TFulfilmentState = (typeof FULFILMENT_STATES)[number];
export const FULFILMENT_ACTIONS = ['processed', 'sent', 'delivered', 'return', 'lost', 'resolve'] as const;
export type TFulfilmentAction = (typeof FULFILMENT_ACTIONS)[number];

export const FULFILMENT_PER_PAGE = 30;

export const ZFulfilmentQuery = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FULFILMENT_STATES).default('open')),
  team_id: z.preprocess((v) => (v === '' ? undefined : v), id('Team').optional()),
  q: z.preprocess((v) => (v === '' ? undefined : v), text('Search', 200).optional()),
  ...pageQuery(FULFILMENT_PER_PAGE).pick({ page: true, per_page: true }).shape,
});
export type TFulfilmentQuery = z.infer<typeof ZFulfilmentQuery>;

/** An https link with a dotted host, no spaces (URL is not in this package's libs). */
const HTTPS_URL_RE = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;
const httpsUrl = (label: string) =>
  z
    .string({ error: msg.required(label) })
    .trim()
    .min(1, { error: msg.required(label) })
    .max(500, { error: msg.maxLength(label, 500) })
    .refine(
      (v) => HTTPS_URL_RE.test(v),
      { error: `${label} must be a valid https:// link.` },
    );

/** PUT /admin/fulfilment/{id}: one step of the delivery. */
export const ZFulfilmentAction = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('processed'), expected_shipping_date: z.iso.date({ error: 'Expected shipping date must be a date.' }).optional() }),
    z.strictObject({
      action: z.literal('sent'),
      carrier: z.string({ error: msg.required('Carrier') }).trim().min(1, { error: msg.required('Carrier') }).max(100, { error: msg.maxLength('Carrier', 100) }),
      tracking_url: httpsUrl('Tracking URL'),
    }),
    z.strictObject({ action: z.literal('delivered') }),
    z.strictObject({ action: z.literal('return') }),
    z.strictObject({ action: z.literal('lost') }),
    z.strictObject({
      action: z.literal('resolve'),
      delivery_resolution: z.string({ error: msg.required('Resolution') }).trim().min(1, { error: msg.required('Resolution') }).max(MESSAGE_MAX, { error: msg.maxLength('Resolution', MESSAGE_MAX) }),
    }),
  ],
  { error: 'Action must be one of processed, sent, delivered, return, lost, resolve.' },
);
export type TFulfilmentActionBody = z.infer<typeof ZFulfilmentAction>;

export const ZFulfilmentItem = ZRegistrationDetail.omit({ events: true, prices: true }).extend({ team_name: z.string(), sender_email: z.string().nullable() });
export type TFulfilmentItem = z.infer<typeof ZFulfilmentItem>;
