import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPaymentMethod } from '@gifthub/shared/billing';
import type { TNotecardType, TPasswordType, TRegistrationMethod } from '@gifthub/shared/gifts';
import { foldCase } from '../../db/case-fold';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { products } from '../catalogue/catalogue.table';

type TFilterColumns = Record<'registeredBy' | 'invitedBy' | 'invitedAt' | 'visitedAt' | 'confirmedAt' | 'sentAt' | 'rejectedAt', AnyPgColumn>;
/** The columns the order history's filters test (member, and set or unset dates), but the one an index sorts by. */
const ORDER_FILTER_COLUMNS = (t: TFilterColumns, sortedBy?: AnyPgColumn) =>
  [t.registeredBy, t.invitedBy, t.invitedAt, t.visitedAt, t.confirmedAt, t.sentAt, t.rejectedAt].filter((c) => c !== sortedBy);

type TRecipientColumns = TFilterColumns & Record<'optionId' | 'registrationMethod' | 'deliveryStatus' | 'registeredAt', AnyPgColumn>;
/** The columns a campaign's recipients filters test (and the waiting count), but the one an index sorts by. */
const RECIPIENT_FILTER_COLUMNS = (t: TRecipientColumns, sortedBy?: AnyPgColumn) =>
  [t.registeredBy, t.invitedBy, t.optionId, t.registrationMethod, t.deliveryStatus, t.registeredAt, t.visitedAt, t.confirmedAt, t.sentAt, t.rejectedAt].filter(
    (c) => c !== sortedBy,
  );
/** A campaign claim waiting for approval: registered with an option, neither confirmed nor rejected. */
const WAITING = (t: TRecipientColumns) =>
  sql`${t.registeredAt} is not null and ${t.optionId} is not null and ${t.confirmedAt} is null and ${t.rejectedAt} is null`;

type TExpiryColumns = Record<'expiresAt' | 'expiredAt' | 'confirmedAt' | 'rejectedAt' | 'registeredAt' | 'awaitingFundsAt', AnyPgColumn>;
/** What an invitation's expiry closes: not claimed yet, or claimed and still waiting for the team balance. */
export const EXPIRABLE = (t: TExpiryColumns) =>
  sql`${t.expiresAt} is not null and ${t.expiredAt} is null and ${t.confirmedAt} is null and ${t.rejectedAt} is null and (${t.registeredAt} is null or ${t.awaitingFundsAt} is not null)`;

type TVoucherColumns = Record<'type' | 'confirmedAt' | 'voucherCode' | 'rejectedAt', AnyPgColumn>;
/** A confirmed eGift whose code is still to be issued (issued after the transaction that confirmed it: voucher-delivery.service). */
export const VOUCHER_DUE = (t: TVoucherColumns) => sql`${t.type} = 'voucher' and ${t.confirmedAt} is not null and ${t.voucherCode} is null and ${t.rejectedAt} is null`;

/**
 * Gift registrations (recipients), for the marketplace now and campaigns later. Money in pence; costs are
 * per registration as charged (quantity applied). secret is the random claim-link secret.
 */
export const registrations = pgTable(
  'gb_registrations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    platform: text('platform').$type<'marketplace' | 'gifting'>().notNull(),
    campaignId: integer('campaign_id'),
    optionId: integer('option_id'),
    productId: integer('product_id').references(() => products.id),
    productName: text('product_name'),
    type: text('type').$type<'physical' | 'voucher'>().notNull(),
    registrationMethod: text('registration_method').$type<TRegistrationMethod>().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company'),
    email: text('email').notNull().default(''),
    secret: text('secret').notNull(),
    passwordType: text('password_type').$type<TPasswordType>().notNull().default('none'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    registeredByName: text('registered_by_name'),
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status').$type<'delivered' | 'return' | 'lost'>(),
    deliveryStatusDate: timestamp('delivery_status_date', { withTimezone: true }),
    deliveryResolution: text('delivery_resolution'),
    carrier: text('carrier'),
    trackingUrl: text('tracking_url'),
    expectedShippingDate: timestamp('expected_shipping_date', { withTimezone: true }),
    quantity: integer('quantity').notNull().default(1),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    region: text('region'),
    postcode: text('postcode'),
    country: text('country'),
    phone: text('phone'),
    sendEmail: boolean('send_email').notNull().default(false),
    customEmailMessage: text('custom_email_message'),
    invitationMessage: text('invitation_message'),
    notecardType: text('notecard_type').$type<TNotecardType>().notNull().default('none'),
    notecardText: text('notecard_text'),
    voucherValue: integer('voucher_value'),
    voucherBrandName: text('voucher_brand_name'),
    voucherCode: text('voucher_code'),
    voucherUrl: text('voucher_url'),
    giftEvCost: integer('gift_ev_cost').notNull().default(0),
    giftIvCost: integer('gift_iv_cost').notNull().default(0),
    ppEvCost: integer('pp_ev_cost').notNull().default(0),
    ppIvCost: integer('pp_iv_cost').notNull().default(0),
    adminEvCost: integer('admin_ev_cost').notNull().default(0),
    adminIvCost: integer('admin_iv_cost').notNull().default(0),
    shippingEvCost: integer('shipping_ev_cost').notNull().default(0),
    shippingIvCost: integer('shipping_iv_cost').notNull().default(0),
    notecardEvCost: integer('notecard_ev_cost').notNull().default(0),
    notecardIvCost: integer('notecard_iv_cost').notNull().default(0),
    voucherEvCost: integer('voucher_ev_cost').notNull().default(0),
    totalEv: integer('total_ev').notNull().default(0),
    totalIv: integer('total_iv').notNull().default(0),
    paymentMethod: text('payment_method').$type<TPaymentMethod>(),
    paymentIntentId: text('payment_intent_id'),
    teamTransactionId: integer('team_transaction_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    note: jsonb('note').$type<{ text: string; date: string; by: string }>(),
    // Campaign registrations (platform gifting): the option's name when picked, the batch of a Multi Send or Multi
    // Invite, a reviews campaign's rating and feedback, a sales campaign's toggles, and since when a confirmation
    // has waited for the team balance to cover it (cleared when it is confirmed).
    optionName: text('option_name'),
    batchLabel: text('batch_label'),
    sharedSecret: text('shared_secret'),
    rating: integer('rating'),
    feedback: text('feedback'),
    demoBooked: boolean('demo_booked').notNull().default(false),
    dealClosed: boolean('deal_closed').notNull().default(false),
    awaitingFundsAt: timestamp('awaiting_funds_at', { withTimezone: true }),
    // Campaign invitations' expiry and reminders (campaign-registrations/campaign-expiry.service): when it closes,
    // when it was closed, and the next reminder due (null: none left).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the order-history search box matches, lower-cased (foldCase, whatever the database locale): first name, last name ("first last" too), e-mail
     * and product as one string, at most 500 characters to fit in an index row (registrations.repository
     * listOrders). Kept by PostgreSQL; never written.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`left(${foldCase(sql`first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(product_name, '')`)}, 500)`,
    ),
  },
  (t) => [
    uniqueIndex('gb_registrations_secret_uq').on(t.secret),
    // Order history (registrations.repository listOrders): each index leads with the team and platform, then the
    // order a page is read in, then every column a filter tests, so a page and its capped count are one
    // index-only scan however deep the page. The trailing columns never change the order (id is unique).
    index('gb_registrations_team_idx').on(t.teamId, t.platform, t.id, ...ORDER_FILTER_COLUMNS(t), t.searchText),
    index('gb_registrations_team_last_name_idx').on(t.teamId, t.platform, t.lastName, t.id, ...ORDER_FILTER_COLUMNS(t)),
    index('gb_registrations_team_confirmed_idx').on(t.teamId, t.platform, t.confirmedAt.desc().nullsLast(), t.id.desc(), ...ORDER_FILTER_COLUMNS(t, t.confirmedAt)),
    index('gb_registrations_team_sent_idx').on(t.teamId, t.platform, t.sentAt.desc().nullsLast(), t.id.desc(), ...ORDER_FILTER_COLUMNS(t, t.sentAt)),
    // Declined gifts are few: "Rejected: yes" reads and counts them here instead of walking past every other gift.
    index('gb_registrations_team_declined_idx')
      .on(t.teamId, t.platform, t.id, ...ORDER_FILTER_COLUMNS(t, t.rejectedAt))
      .where(sql`${t.rejectedAt} is not null`),
    index('gb_registrations_team_registered_by_idx').on(t.teamId, t.platform, t.registeredBy, t.id),
    index('gb_registrations_team_invited_by_idx').on(t.teamId, t.platform, t.invitedBy, t.id),
    index('gb_registrations_team_created_idx').on(t.teamId, t.createdAt, t.platform),
    // Order-history search (q) for rarer words: trigrams of search_text find the few rows without walking the team.
    index('gb_registrations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Declined card-paid gifts whose refund has not gone through (registrations.repository listRefundsDue).
    index('gb_registrations_refund_due_idx')
      .on(t.rejectedAt)
      .where(sql`${t.rejectedAt} is not null and ${t.refundedAt} is null and ${t.paymentMethod} = 'stripe' and ${t.totalIv} > 0`),
    // What the flows guarantee, kept by the database (the order history relies on it): a declined gift was never
    // claimed, and only a claimed gift is sent.
    check('gb_registrations_declined_unclaimed', sql`${t.rejectedAt} is null or ${t.confirmedAt} is null`),
    check('gb_registrations_sent_claimed', sql`${t.sentAt} is null or ${t.confirmedAt} is not null`),
    // A campaign's recipients (recipients.repository; option counts read the first): as the
    // order history's, each index leads with the campaign, then the order a page is read in, then every column a
    // filter tests, so a page and its capped count are one index-only scan of the campaign however big it is.
    index('gb_registrations_campaign_idx')
      .on(t.campaignId, t.id, ...RECIPIENT_FILTER_COLUMNS(t), t.searchText)
      .where(sql`${t.campaignId} is not null`),
    index('gb_registrations_campaign_last_name_idx').on(t.campaignId, t.lastName, t.id, ...RECIPIENT_FILTER_COLUMNS(t)).where(sql`${t.campaignId} is not null`),
    ...(['invitedAt', 'registeredAt', 'confirmedAt', 'sentAt'] as const).map((c) =>
      index(`gb_registrations_campaign_${c.replace('At', '')}_idx`)
        .on(t.campaignId, t[c].desc().nullsLast(), t.id.desc(), ...RECIPIENT_FILTER_COLUMNS(t, t[c]))
        .where(sql`${t.campaignId} is not null`),
    ),
    // Rejected claims are few: "Rejected: yes" reads and counts them here instead of walking past every other one.
    index('gb_registrations_campaign_rejected_idx')
      .on(t.campaignId, t.id, ...RECIPIENT_FILTER_COLUMNS(t, t.rejectedAt))
      .where(sql`${t.campaignId} is not null and ${t.rejectedAt} is not null`),
    // A member without view-others-orders sees what they invited or registered: the OR of these two.
    index('gb_registrations_campaign_invited_by_idx').on(t.campaignId, t.invitedBy, t.id).where(sql`${t.campaignId} is not null`),
    index('gb_registrations_campaign_registered_by_idx').on(t.campaignId, t.registeredBy, t.id).where(sql`${t.campaignId} is not null`),
    // A reviews campaign's Negative Feedback (registration-reviews.repository): its rated rows only, by review date or last name.
    index('gb_registrations_campaign_reviewed_idx').on(t.campaignId, t.visitedAt.desc().nullsLast(), t.id.desc(), t.rating, t.invitedBy, t.registeredBy).where(sql`${t.rating} is not null`),
    index('gb_registrations_campaign_rated_name_idx').on(t.campaignId, t.lastName, t.id, t.rating, t.invitedBy, t.registeredBy).where(sql`${t.rating} is not null`),
    // Claims waiting for approval are few: the unconfirmed count and the team's gift_registrations notification.
    // A Multi Send or Multi Invite list (campaign-batches.service): its stats, rename, and the batch link's e-mail lookup.
    index('gb_registrations_campaign_batch_idx').on(t.campaignId, t.sharedSecret, sql`lower(${t.email})`).where(sql`${t.sharedSecret} is not null`),
    index('gb_registrations_campaign_waiting_idx').on(t.campaignId, t.id).where(WAITING(t)),
    index('gb_registrations_team_waiting_idx').on(t.teamId, t.registeredAt, t.id).where(sql`${t.platform} = 'gifting' and ${WAITING(t)}`),
    // Confirmations waiting for the team balance (campaign-confirm retryAwaitingFunds, the balance notification).
    index('gb_registrations_awaiting_funds_idx')
      .on(t.teamId, t.awaitingFundsAt, t.id)
      .where(sql`${t.awaitingFundsAt} is not null and ${t.confirmedAt} is null and ${t.rejectedAt} is null`),
    // The expiry and reminder sweeps read only what falls due, in order, from these small partial indexes.
    index('gb_registrations_expiry_due_idx').on(t.expiresAt, t.id).where(EXPIRABLE(t)),
    index('gb_registrations_reminder_due_idx').on(t.nextReminderAt, t.id).where(sql`${t.nextReminderAt} is not null`),
    index('gb_registrations_voucher_due_idx').on(t.id).where(VOUCHER_DUE(t)),
    index('gb_registrations_fulfilment_idx').on(t.confirmedAt, t.sentAt).where(sql`${t.type} = 'physical' and ${t.rejectedAt} is null`),
    // A corporate product's orders (spec 3 §2.3, 10 a page), newest first.
    index('gb_registrations_product_idx').on(t.productId, t.id.desc()).where(sql`${t.productId} is not null`),
  ],
);
export type TRegistrationRow = typeof registrations.$inferSelect;

/** What happened to a registration and who did it: the order timeline and the source of sender e-mails. */
export const registrationEvents = pgTable(
  'gb_registration_events',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    byUserId: integer('by_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gb_registration_events_reg_idx').on(t.registrationId, t.id)],
);
