import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TSeCampaignStatus } from '@gifthub/shared/se-campaigns';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/** Single-event campaigns (spec 3 §3): a one-off event of boxes a team asks for; staff price it and move it on. Pence. */
export const seCampaigns = pgTable(
  'se_campaigns',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    createdBy: integer('created_by').references(() => users.id),
    name: text('name').notNull(),
    boxesCount: integer('boxes_count').notNull(),
    /** Null until staff price it. */
    totalPrice: integer('total_price'),
    reqContent: text('req_content').notNull().default(''),
    status: text('status').$type<TSeCampaignStatus>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('se_campaigns_team_idx').on(t.teamId, t.id), index('se_campaigns_status_idx').on(t.status, t.id)],
);
export type TSeCampaignRow = typeof seCampaigns.$inferSelect;

/** The files a team attaches to its single-event campaign (briefs, artwork): the bytes live in storage. */
export const seCampaignFiles = pgTable(
  'se_campaign_files',
  {
    id: serial('id').primaryKey(),
    seCampaignId: integer('se_campaign_id')
      .notNull()
      .references(() => seCampaigns.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('se_campaign_files_campaign_idx').on(t.seCampaignId, t.id), uniqueIndex('se_campaign_files_key_uq').on(t.storageKey)],
);
export type TSeCampaignFileRow = typeof seCampaignFiles.$inferSelect;
