import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TTeamTransactionType } from '@gifthub/shared/billing';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * The team balance ledger: append-only, amounts in signed pence (+ credits the team, − spends).
 * The balance is the sum of amounts; balance_after records the running balance for the history screens.
 * A reverted row keeps its row, gains reverted_at, and a 'reversal' row (reverses_id) cancels its amount.
 */
export const teamTransactions = pgTable(
  'team_transactions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<TTeamTransactionType>().notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull(),
    priceExVat: integer('price_ex_vat'),
    price: integer('price'),
    campaignId: integer('campaign_id'),
    campaignName: text('campaign_name'),
    optionName: text('option_name'),
    productName: text('product_name'),
    registrationId: integer('registration_id'),
    orderId: integer('order_id'),
    topUpId: integer('top_up_id'),
    reversesId: integer('reverses_id'),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_transactions_team_idx').on(t.teamId, t.id),
    index('team_transactions_team_date_idx').on(t.teamId, t.createdAt),
    uniqueIndex('team_transactions_reverses_uq').on(t.reversesId),
  ],
);
export type TTeamTransactionRow = typeof teamTransactions.$inferSelect;

/** Card payments made directly (not from the balance): one row per succeeded payment intent. */
export const directTransactions = pgTable(
  'direct_transactions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    priceExVat: integer('price_ex_vat'),
    price: integer('price'),
    paymentMethod: text('payment_method').notNull(),
    campaignId: integer('campaign_id'),
    campaignName: text('campaign_name'),
    optionName: text('option_name'),
    productName: text('product_name'),
    registrationId: integer('registration_id'),
    orderId: integer('order_id'),
    topUpId: integer('top_up_id'),
    status: text('status').$type<'succeeded' | 'refunded'>().notNull().default('succeeded'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('direct_transactions_pi_uq').on(t.paymentIntentId),
    index('direct_transactions_team_idx').on(t.teamId, t.id),
    index('direct_transactions_team_date_idx').on(t.teamId, t.createdAt),
  ],
);
export type TDirectTransactionRow = typeof directTransactions.$inferSelect;

export const topUps = pgTable(
  'top_ups',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    total: integer('total').notNull(),
    method: text('method').$type<'stripe' | 'bank-transfer'>().notNull(),
    status: text('status').$type<'requested' | 'paid' | 'cancelled'>().notNull(),
    paymentIntentId: text('payment_intent_id'),
    repay: integer('repay').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('top_ups_team_idx').on(t.teamId, t.id), index('top_ups_status_idx').on(t.status, t.id), uniqueIndex('top_ups_pi_uq').on(t.paymentIntentId)],
);
export type TTopUpRow = typeof topUps.$inferSelect;
