import { z } from 'zod';
import { type TCampaignType } from './campaigns';
import { email, enumField, id, pounds, readBoolean, text } from './fields';
import { MESSAGE_MAX, NOTECARD_MAX, NOTECARD_TYPES, PASSWORD_TYPES, QUANTITY_MAX, REGISTRATION_METHODS, type TRegistrationMethod, isSpecialCorporation } from './gifts';
import { msg } from './messages';
import { PAYMENT_METHODS } from './billing';
import { ZPageMeta } from './paging';
import { ZPounds } from './pricing';
import { DELIVERY_STATUSES, ZInvitationResult, ZRegistrationDetail, ZRegistrationItem, ZMarketplaceRegistration } from './registrations';

// A campaign's recipients (spec 1 §3 Registration, §4 recipient lifecycle and row actions, §7 registration calls).
// One registration table and one core for both platforms; these are the campaign's views and rules of it.

export const RECIPIENTS_PER_PAGE = 10;
export const RECIPIENT_SORTS = ['id', 'last_name', 'invited_at', 'registered_at', 'confirmed_at', 'sent_at'] as const;
export type TRecipientSort = (typeof RECIPIENT_SORTS)[number];

/** The gift registration methods with their labels (spec 1 §4). */
export const REGISTRATION_METHOD_LABELS: Record<TRegistrationMethod, string> = {
  direct: 'Select & Send',
  link: 'Invitation',
  multiple: 'Multi Send',
  'multiple-link': 'Multi Invite',
  public: 'Public Page',
  external: 'CRM',
  unknown: 'Unknown',
};
/** The link methods: the recipient opens a personal link and picks an option. */
export const LINK_METHODS: readonly TRegistrationMethod[] = ['link', 'multiple-link'];

// ---------------------------------------------------------------- a recipient as read

export const ZRegistrationNote = z.object({ text: z.string(), date: z.string(), by: z.string() });
export const ZRegistrationTransaction = z.object({ type: z.enum(['prepaid-gift', 'marketplace']), price: ZPounds, price_ex_vat: ZPounds });

/** The campaign fields of a registration (null for marketplace ones). */
const campaignFields = {
  option_id: z.number().nullable(),
  option_name: z.string().nullable(),
  company: z.string().nullable(),
  batch_label: z.string().nullable(),
  /** The Multi Send or Multi Invite list the row belongs to (its List Detail modal, its batch link). */
  shared_secret: z.string().nullable().optional(),
  /** The CRM that added the recipient (registration method external), else null. */
  integration: z.enum(['hubspot']).nullable(),
  /** The chosen size, for an option sold in sizes (none is yet: always null). */
  size: z.string().nullable(),
  expected_shipping_date: z.string().nullable(),
  pp_ev_cost: ZPounds,
  shipping_ev_cost: ZPounds,
  /** What was charged besides the gift, pick and pack and shipping: the admin fee and the notecard, inc. and ex. VAT. */
  extra_charges: ZPounds,
  extra_charges_ev: ZPounds,
  approved: z.object({ status: z.boolean(), date: z.string().nullable() }),
  demo_booked: z.boolean(),
  deal_closed: z.boolean(),
  delivery_resolution: z.string().nullable(),
  delivery_status_date: z.string().nullable(),
  total_ev: ZPounds,
  note: ZRegistrationNote.nullable(),
  /** An invitation's expiry (null: none), when it was closed by it, and the reminders sent (campaign-expiry.ts). */
  expires_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  reminders_sent: z.number(),
};

/** One row of a campaign's recipients table. Money in pounds. */
export const ZCampaignRecipient = ZMarketplaceRegistration.extend(campaignFields);
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;

/** A registration in full as GET /gb-registrations/{id} reads it, for both platforms: with what was charged for it. */
export const ZRegistrationRead = ZRegistrationDetail.extend({ ...campaignFields, transactions: z.array(ZRegistrationTransaction) });
export type TRegistrationRead = z.infer<typeof ZRegistrationRead>;

/** Registrations meta, in the page's meta when asked (with_reg_counts): every recipient invited, those waiting for approval, those confirmed. */
export const ZRegistrationsMeta = z.object({
  invited_count: z.number(),
  unconfirmed_count: z.number(),
  confirmed_count: z.number(),
  /** Set when a count reached the cap (10,000): the counts are then lower bounds, shown as "10,000+". */
  counts_capped: z.boolean().optional(),
});
export type TRegistrationsMeta = z.infer<typeof ZRegistrationsMeta>;
export const ZRecipientsPage = z.object({ data: z.array(ZCampaignRecipient), meta: ZPageMeta.extend(ZRegistrationsMeta.partial().shape) });
export type TRecipientsPage = z.infer<typeof ZRecipientsPage>;

// ---------------------------------------------------------------- the list's query

/** A three-state toggle in a query string: 'true' (set), 'false' (not set), absent, empty or 'null' (all). */
const triState = z.preprocess(
  (v) => (v === '' || v === null || v === undefined || v === 'null' ? undefined : readBoolean(v)),
  z.boolean({ error: 'must be true or false' }).optional(),
);
const blankToUndefined = (v: unknown) => (v === '' || v === 'null' ? undefined : v);

/** GET /gb-campaigns/{id}/registrations (spec 1 §7): 10 a page; filters are plain query parameters. */
export const ZRecipientsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(RECIPIENTS_PER_PAGE),
  sort: z.preprocess(blankToUndefined, z.enum(RECIPIENT_SORTS).optional()),
  direction: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
  search: z.preprocess(blankToUndefined, text('Search', 200).optional()),
  option_id: z.preprocess(blankToUndefined, id('Gift Option').optional()),
  visited_at: triState,
  confirmed_at: triState,
  sent_at: triState,
  rejected_at: triState,
  registration_method: z.preprocess(blankToUndefined, z.enum(REGISTRATION_METHODS).optional()),
  delivery_status: z.preprocess(blankToUndefined, z.enum(DELIVERY_STATUSES).optional()),
  invited_by: z.preprocess(blankToUndefined, id('Invited by').optional()),
  with_reg_counts: z.preprocess(readBoolean, z.boolean().optional()),
});
export type TRecipientsQuery = z.infer<typeof ZRecipientsQuery>;

/**
 * How deep the recipients list pages: 10,000 rows, as far as its count goes (the count is capped there and shown
 * as "10,000+"). Further is a search, a filter or the export: OFFSET reads every row before a page, so a page
 * half a million rows deep would cost a second (apps/api/bench/DATA-RESULTS.md).
 */
export const RECIPIENTS_DEPTH_MAX = 10_000;
export const recipientsMaxPage = (perPage: number) => Math.floor(RECIPIENTS_DEPTH_MAX / perPage) + 1;
/** The list's query as the API takes it: ZRecipientsQuery within the depth it pages to. */
export const ZRecipientsListQuery = ZRecipientsQuery.superRefine((q, ctx) => {
  const max = recipientsMaxPage(q.per_page);
  if (q.page > max) ctx.addIssue({ code: 'custom', path: ['page'], message: msg.atMost('Page', max) });
});
/** The export takes the list's filters, without paging. */
export const ZRecipientsExportQuery = ZRecipientsQuery.omit({ page: true, per_page: true, with_reg_counts: true });
export type TRecipientsExportQuery = z.infer<typeof ZRecipientsExportQuery>;

/** "CSV named with the campaign id and today's date" (spec 1 §2). */
export const recipientsExportName = (campaignId: number, today: Date) => `campaign-${campaignId}-recipients-${today.toISOString().slice(0, 10)}.csv`;

// ---------------------------------------------------------------- lifecycle and its display (spec 1 §4)

type TLifecycleInput = Pick<TCampaignRecipient, 'registered_at' | 'option_id' | 'confirmed_at' | 'rejected_at'>;
export const RECIPIENT_STATES = ['invited', 'registered', 'confirmed', 'rejected'] as const;
export type TRecipientState = (typeof RECIPIENT_STATES)[number];
/** invited → registered (option chosen) → confirmed or rejected; registering without an option is opted out, shown as rejected. */
export function recipientState(r: TLifecycleInput): TRecipientState {
  if (r.rejected_at) return 'rejected';
  if (r.confirmed_at) return 'confirmed';
  if (r.registered_at && !r.option_id) return 'rejected';
  if (r.registered_at) return 'registered';
  return 'invited';
}
export const RECIPIENT_STATE_LABELS: Record<TRecipientState, string> = { invited: 'Invited', registered: 'Registered', confirmed: 'Confirmed', rejected: 'Rejected' };
/** Whether a registration was opted out (registered without an option) rather than rejected by the team. */
export const isOptedOut = (r: TLifecycleInput) => Boolean(r.registered_at && !r.option_id && !r.confirmed_at);

type TFulfilmentInput = Pick<TCampaignRecipient, 'processed_at' | 'sent_at' | 'delivery_status' | 'delivery_resolution'>;
export const FULFILMENT_DISPLAYS = ['No', 'Processing', 'Sent', 'Delivered', 'Return', 'Lost', 'Resolved'] as const;
export type TFulfilmentDisplay = (typeof FULFILMENT_DISPLAYS)[number];
/** Fulfilment display: No; Processing (processed, not sent); Sent (with tracking link); return or lost until Mark as Resolved shows Resolved. */
export function fulfilmentDisplay(r: TFulfilmentInput): TFulfilmentDisplay {
  if (r.delivery_resolution) return 'Resolved';
  if (r.delivery_status === 'return') return 'Return';
  if (r.delivery_status === 'lost') return 'Lost';
  if (r.delivery_status === 'delivered') return 'Delivered';
  if (r.sent_at) return 'Sent';
  if (r.processed_at) return 'Processing';
  return 'No';
}

// ---------------------------------------------------------------- row actions (spec 1 §4), shown by the portal and enforced by the API

export const REGISTRATION_ACTIONS = ['confirm', 'reject', 'remind', 'edit', 'note-update', 'sales-update', 'mark-as-resolved'] as const;
export type TRegistrationAction = (typeof REGISTRATION_ACTIONS)[number];

type TActionInput = TLifecycleInput & TFulfilmentInput & Pick<TCampaignRecipient, 'registration_method'>;
export type TActionContext = { campaignType: TCampaignType; corporationId: number | null; role: 'manager' | 'associate' | 'staff' };
export type TRowActions = {
  remind: boolean;
  giftClaimLink: boolean;
  approve: boolean;
  reject: boolean;
  editDetails: boolean;
  viewDetails: boolean;
  note: boolean;
  /** Demo booked and deal closed toggles (sales campaigns), saved live. */
  salesToggles: boolean;
  /** The approved toggle (corporation 5 only): read-only for the associate role. */
  approvedToggle: 'editable' | 'read-only' | null;
  markResolved: boolean;
};

/** Which row actions a recipient offers (spec 1 §4). The API refuses the same actions in every other state. */
export function recipientActions(r: TActionInput, ctx: TActionContext): TRowActions {
  const state = recipientState(r);
  const corp5 = isSpecialCorporation(ctx.corporationId);
  const waiting = state === 'registered';
  // Corporation 5's associates only read approvals: neither Approve nor Reject (the API refuses both with 403).
  const decides = waiting && !(corp5 && ctx.role === 'associate');
  return {
    remind: !r.registered_at && !['link', 'multiple-link', 'external'].includes(r.registration_method),
    giftClaimLink: LINK_METHODS.includes(r.registration_method) && state !== 'rejected' && !r.option_id,
    approve: decides,
    reject: decides,
    editDetails: Boolean(r.registered_at) && !r.processed_at && state !== 'rejected' && !corp5,
    viewDetails: Boolean(r.processed_at) || state === 'rejected',
    note: true,
    salesToggles: ctx.campaignType === 'sales',
    approvedToggle: corp5 ? (ctx.role === 'associate' ? 'read-only' : 'editable') : null,
    markResolved: (r.delivery_status === 'return' || r.delivery_status === 'lost') && !r.delivery_resolution,
  };
}

/** The clear message the API answers (409) for an action the recipient's state does not allow. */
export const actionRefusals: Record<TRegistrationAction, string> = {
  confirm: 'Only a claimed gift waiting for approval can be approved.',
  reject: 'Only a claimed gift waiting for approval can be rejected.',
  remind: 'A reminder can only be sent to a recipient who has not claimed yet.',
  edit: 'This gift can no longer be edited: it has been processed or rejected.',
  'note-update': 'The note cannot be changed.',
  'sales-update': 'Demo booked and deal closed are only for sales campaigns.',
  'mark-as-resolved': 'Only a returned or lost delivery can be marked as resolved.',
};

/** Which row action an API action needs. */
export function actionAllowed(action: TRegistrationAction, a: TRowActions): boolean {
  switch (action) {
    case 'confirm':
      return a.approve;
    case 'reject':
      return a.reject;
    case 'remind':
      return a.remind;
    case 'edit':
      return a.editDetails;
    case 'note-update':
      return a.note;
    case 'sales-update':
      return a.salesToggles;
    case 'mark-as-resolved':
      return a.markResolved;
  }
}

// ---------------------------------------------------------------- PUT /gb-registrations/{id}

const recipientEdit = {
  first_name: text('First Name', 100).optional(),
  last_name: text('Last Name', 100).optional(),
  email: email('E-mail').optional(),
  company: text('Company', 150).optional(),
  option_id: id('Gift Option').optional(),
  quantity: z.coerce.number({ error: msg.number('Quantity') }).int({ error: msg.number('Quantity') }).min(1, { error: msg.positive('Quantity') }).optional(),
  address_line_1: text('Address line 1', 200).optional(),
  address_line_2: text('Address line 2', 200).optional(),
  city: text('City', 100).optional(),
  region: text('Region', 100).optional(),
  postcode: text('Postcode', 20).optional(),
  country: text('Country', 10).toUpperCase().optional(),
  phone: text('Phone', 40).optional(),
  notecard_type: z.enum(NOTECARD_TYPES).optional(),
  notecard_text: text('Notecard text', NOTECARD_MAX).optional(),
};

/** The update actions (spec 1 §4 Editing, §7): confirm, edit, note-update (note), sales-update (flag), mark-as-resolved; reject and remind. */
export const ZRegistrationUpdate = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('confirm') }),
  z.strictObject({ action: z.literal('reject') }),
  z.strictObject({ action: z.literal('remind') }),
  z.strictObject({ action: z.literal('edit'), ...recipientEdit }),
  z.strictObject({ action: z.literal('note-update'), note: text('Note', MESSAGE_MAX) }),
  z.strictObject({ action: z.literal('sales-update'), flag: z.enum(['demo_booked', 'deal_closed']), value: z.boolean() }),
  z.strictObject({ action: z.literal('mark-as-resolved'), resolution: text('Resolution', 500).optional() }),
]);
export type TRegistrationUpdate = z.infer<typeof ZRegistrationUpdate>;

// ---------------------------------------------------------------- Select & Send in a campaign

/**
 * POST /gb-campaigns/{id}/registrations: the registration item (spec 1 §3) on the gifting platform. The gift comes
 * from the campaign's option (option_id required), so product_id is not asked; the rest of the item's rules hold.
 */
export const ZCampaignRegistrationItem = ZRegistrationItem.safeExtend({
  platform: z.literal('gifting', { error: 'Only campaign gifts can be sent here.' }).default('gifting'),
  // Not asked: the option names the product (0 until the server reads it from the option).
  product_id: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), z.number({ error: msg.number('Gift') }).int({ error: msg.number('Gift') }).min(0, { error: msg.number('Gift') })),
  option_id: id('Gift Option', { error: msg.required('Gift Option') }),
});
export type TCampaignRegistrationItem = z.input<typeof ZCampaignRegistrationItem>;

// ---------------------------------------------------------------- invitations

/**
 * The rest of the registration item as the portal sends it on create, beside an invitation's own fields: a link uses
 * none of them (the recipient picks the option and gives the address; the campaign's balance pays), so each is checked
 * like the item's and then dropped.
 */
const unusedItemFields = {
  type: enumField('Type', ['physical', 'voucher'] as const).optional(),
  platform: enumField('Platform', ['gifting', 'marketplace'] as const).optional(),
  address_line_1: text('Address line 1', 200).optional(),
  address_line_2: text('Address line 2', 200).optional(),
  city: text('City', 100).optional(),
  region: text('Region', 100).optional(),
  postcode: text('Postcode', 20).optional(),
  country: text('Country', 10).optional(),
  phone: text('Phone', 40).optional(),
  option_id: id('Gift Option').optional(),
  quantity: z.number({ error: msg.number('Quantity') }).int({ error: msg.number('Quantity') }).min(1, { error: msg.positive('Quantity') }).max(QUANTITY_MAX, { error: msg.atMost('Quantity', QUANTITY_MAX) }).optional(),
  registered_by: id('Registered by').optional(),
  payment_method: enumField('Payment method', PAYMENT_METHODS).optional(),
  payment_method_id: id('Payment card').optional(),
  payment_id: text('Payment id', 100).optional(),
  voucher_value: pounds('Voucher Value').optional(),
  product_id: id('Gift').optional(),
  voucher_brand: text('Voucher brand', 100).optional(),
  action: text('Action', 30).optional(),
  invited_by_name: text('Invited by', 100).optional(),
  registered_by_name: text('Registered by', 100).optional(),
};
const UNUSED_ITEM_FIELDS = Object.keys(unusedItemFields);

/** POST /gb-campaigns/{id}/registrations/invite/link: one personal link; the recipient picks the option (spec 1 §5 Invitation). */
export const ZCampaignInvitation = z
  .strictObject({
    ...unusedItemFields,
    password_type: z.enum(PASSWORD_TYPES).default('none'),
    email: text('E-mail', 254).optional().default(''),
    first_name: text('First Name', 100).optional().default(''),
    last_name: text('Last Name', 100).optional().default(''),
    company: text('Company', 150).optional(),
    notecard_type: z.enum(NOTECARD_TYPES).default('none'),
    notecard_text: text('Notecard text', NOTECARD_MAX).optional().default(''),
    send_email: z.boolean().default(false),
    invitation_message: text('Invitation message', MESSAGE_MAX).optional().default(''),
    custom_email_message: text('Custom e-mail message', MESSAGE_MAX).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.email('E-mail') });
    if ((v.password_type === 'email' || v.send_email) && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.required('E-mail') });
    if (v.password_type === 'name') {
      if (!v.first_name) ctx.addIssue({ code: 'custom', path: ['first_name'], message: msg.required('First Name') });
      if (!v.last_name) ctx.addIssue({ code: 'custom', path: ['last_name'], message: msg.required('Last Name') });
    }
    // Whatever the verification, an invitation names its recipient: an e-mail, or a first and last name.
    if (v.password_type === 'none' && !v.send_email && !v.email) {
      if (v.first_name && !v.last_name) ctx.addIssue({ code: 'custom', path: ['last_name'], message: msg.required('Last Name') });
      else if (!v.first_name && v.last_name) ctx.addIssue({ code: 'custom', path: ['first_name'], message: msg.required('First Name') });
      else if (!v.first_name) ctx.addIssue({ code: 'custom', path: ['email'], message: campaignRegistrationTexts.recipientRequired });
    }
  })
  // Notecard text is cleared unless the type is custom.
  .transform((v) => {
    const used = Object.fromEntries(Object.entries(v).filter(([k]) => !UNUSED_ITEM_FIELDS.includes(k))) as Omit<typeof v, keyof typeof unusedItemFields>;
    return used.notecard_type === 'custom' ? used : { ...used, notecard_text: '' };
  });
export type TCampaignInvitation = z.input<typeof ZCampaignInvitation>;

export const INVITE_MULTIPLE_MAX = 500;
/** POST /gb-campaigns/{id}/registrations/invite/multiple: { emails, notecard_type, notecard_text, invitation_message } (spec 1 §7). */
export const ZInviteMultiple = z
  .strictObject({
    emails: z
      .array(email('E-mail'), { error: msg.required('E-mails') })
      .min(1, { error: msg.required('E-mails') })
      .max(INVITE_MULTIPLE_MAX, { error: msg.atMost('E-mails', INVITE_MULTIPLE_MAX) }),
    notecard_type: z.enum(NOTECARD_TYPES).default('none'),
    notecard_text: text('Notecard text', NOTECARD_MAX).optional().default(''),
    invitation_message: text('Invitation message', MESSAGE_MAX).optional().default(''),
  })
  .transform((v) => (v.notecard_type === 'custom' ? v : { ...v, notecard_text: '' }));
export type TInviteMultiple = z.input<typeof ZInviteMultiple>;
export const ZInviteMultipleResult = z.object({ data: z.array(ZInvitationResult) });
export type TInviteMultipleResult = z.infer<typeof ZInviteMultipleResult>;

export const campaignRegistrationTexts = {
  invitationsClosed: 'Invitations cannot be sent until the campaign is active.',
  recipientRequired: "E-mail is required, or the recipient's First Name and Last Name.",
  leaked: 'This campaign has been closed to new invitations.',
  recipientsHidden: 'Recipients show once the campaign is active.',
  noOptions: 'This campaign has no gift option to choose yet.',
  optionUnavailable: 'This gift option is not available.',
  balanceLow: 'Your team balance does not cover this gift. Please top up to continue.',
  awaitingFunds: 'The claim could not be approved: your team balance does not cover it. It will wait until you top up.',
  editAddressNotYours: 'Only the member who registered this gift can change its address.',
  noMultiInvite: 'Multi Invite is not available for your team.',
  approvalReadOnly: 'Only a Team Manager can approve or reject gifts for your team.',
  paidGiftFixed: 'This gift has been paid for: its option, quantity, shipping country and notecard cannot be changed.',
  giftingOnly: 'Only campaign gifts can be changed here.',
} as const;
