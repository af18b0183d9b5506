import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCampaignIntegrations, TCampaignPrivacy, TCampaignReviews, TCampaignStatus, TCampaignType, TNotecardFormat, TRewardType } from '@gifthub/shared/campaigns';
import { foldCase } from '../../db/case-fold';
import { products } from '../catalogue/catalogue.table';
import { teams } from '../teams/teams.table';

/** A shipping cost group as stored: countries and the cost in pence. */
export type TStoredShippingCost = { countries: string[]; shipping_ev_cost: number; shipping_iv_cost: number };

/** Gifting campaigns (spec 1 §3). Money in pence. */
export const campaigns = pgTable(
  'gb_campaigns',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type').$type<TCampaignType>().notNull(),
    rewardType: text('reward_type').$type<TRewardType>().notNull(),
    privacy: text('privacy').$type<TCampaignPrivacy>().notNull(),
    status: text('status').$type<TCampaignStatus>().notNull().default('requested'),
    pageTitle: text('page_title').notNull().default(''),
    pageText: text('page_text').notNull().default(''),
    disabledDomains: text('disabled_domains').notNull().default(''),
    heroPath: text('hero_path'),
    autoApprove: boolean('auto_approve').notNull().default(false),
    pageRestricted: boolean('page_restricted').notNull().default(false),
    opportunityValue: integer('opportunity_value').notNull().default(0),
    demoValue: integer('demo_value').notNull().default(0),
    dealValue: integer('deal_value').notNull().default(0),
    reqContent: text('req_content').notNull().default(''),
    notecardText: text('notecard_text').notNull().default(''),
    notecardEnabled: boolean('notecard_enabled').notNull().default(false),
    integrations: jsonb('integrations').$type<TCampaignIntegrations>().notNull().default({ crm_webhook: false, multilink: false }),
    reviews: jsonb('reviews').$type<TCampaignReviews>(),
    /** Days an invitation stays open (null: never expires); reminder_days: days after the invitation to remind. */
    invitationExpiryDays: integer('invitation_expiry_days'),
    reminderDays: jsonb('reminder_days').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The list's search box matches the name, lower-cased whatever the database locale (foldCase). Never written. */
    searchName: text('search_name').generatedAlwaysAs(sql`left(${foldCase(sql`name`)}, 200)`),
  },
  (t) => [
    uniqueIndex('gb_campaigns_team_slug_uq').on(t.teamId, t.slug),
    // The campaign list reads a team's page in one of its sort orders (campaigns.repository listCampaigns).
    index('gb_campaigns_team_id_idx').on(t.teamId, t.id),
    index('gb_campaigns_team_name_idx').on(t.teamId, t.name, t.id),
    index('gb_campaigns_team_status_idx').on(t.teamId, t.status, t.id),
    index('gb_campaigns_team_type_idx').on(t.teamId, t.type, t.id),
    index('gb_campaigns_team_created_idx').on(t.teamId, t.createdAt, t.id),
    index('gb_campaigns_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // Staff's queue: requested campaigns first.
    index('gb_campaigns_status_idx').on(t.status, t.id),
  ],
);
export type TCampaignRow = typeof campaigns.$inferSelect;

/** A campaign's gift options: a catalogue product (physical) or a voucher brand (a voucher product). Money in pence. */
export const giftOptions = pgTable(
  'gb_options',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<'physical' | 'voucher'>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description').notNull().default(''),
    productId: integer('product_id').references(() => products.id),
    /** Units left; null: no count kept. */
    available: integer('available'),
    priceEv: integer('price_ev').notNull().default(0),
    priceIv: integer('price_iv').notNull().default(0),
    shippingCosts: jsonb('shipping_costs').$type<TStoredShippingCost[]>().notNull().default([]),
    ppEvCost: integer('pp_ev_cost').notNull().default(0),
    ppIvCost: integer('pp_iv_cost').notNull().default(0),
    voucherValue: integer('voucher_value'),
    voucherBrand: text('voucher_brand'),
    voucherLower: integer('voucher_lower'),
    voucherUpper: integer('voucher_upper'),
    /** Null: unlimited. */
    voucherLimit: integer('voucher_limit'),
    notecardFormat: text('notecard_format').$type<TNotecardFormat>().notNull().default('landscape'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gb_options_campaign_idx').on(t.campaignId, t.position, t.id)],
);
export type TGiftOptionRow = typeof giftOptions.$inferSelect;
