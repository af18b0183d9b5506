import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/** A member's saved cards for a team: only what the gateway tells us (never the card number). */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    gatewayId: text('gateway_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    country: text('country'),
    preferred: boolean('preferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_cards_gateway_uq').on(t.teamId, t.userId, t.gatewayId), index('payment_cards_owner_idx').on(t.teamId, t.userId)],
);
export type TPaymentCardRow = typeof paymentCards.$inferSelect;

/**
 * Our record of every payment intent created at the gateway, so a payment whose request died can be
 * reconciled: status mirrors the gateway; applied_at is set once the business record (top-up, gift) exists.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cardId: integer('card_id').references(() => paymentCards.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').notNull(),
    description: text('description').notNull(),
    suffix: text('suffix').notNull(),
    purpose: jsonb('purpose').$type<Record<string, unknown>>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_intents_team_idx').on(t.teamId, t.createdAt), index('payment_intents_unapplied_idx').on(t.status, t.appliedAt)],
);
export type TPaymentIntentRow = typeof paymentIntents.$inferSelect;

/** The sandbox gateway's own state: it stands in for Stripe, so it keeps its data apart from ours. */
export const sandboxObjects = pgTable(
  'sandbox_gateway_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'setup_intent' | 'payment_method' | 'payment_intent' | 'refund'>().notNull(),
    clientSecret: text('client_secret'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_gateway_kind_idx').on(t.kind, t.createdAt)],
);

