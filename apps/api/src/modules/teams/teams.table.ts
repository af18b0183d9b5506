import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPlan } from '@gifthub/shared/plans';
import type { TTeamFeatureFlags } from '@gifthub/shared/teams';
import type { TActionPage } from '@gifthub/shared/action-pages';

/** New teams get no beta fulfilment (nor its import or fee columns); surveys stay on (they follow the plan) until staff switch them off. */
export const TEAM_FEATURES_DEFAULT: TTeamFeatureFlags = { fulfilment: false, surveys: true, fulfilment_import: false, fulfilment_fees: false };

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    plan: text('plan').$type<TPlan>().notNull().default('free'),
    pendingUpgrade: boolean('pending_upgrade').notNull().default(false),
    upgradeRequest: jsonb('upgrade_request').$type<Record<string, unknown>>(),
    corporationId: integer('corporation_id'),
    omsCustomerId: integer('oms_customer_id'),
    logoPath: text('logo_path'),
    heroPath: text('hero_path'),
    actionLogoPath: text('action_logo_path'),
    /** Action-page branding per view (spec 3 §2.4); null or a missing setting reads as the default. */
    actionPage: jsonb('action_page').$type<TActionPage>(),
    /** The key of the team's action-page preview link (preview_url): random per team, so the preview is not guessable by slug. */
    previewKey: text('preview_key').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    creditLimit: integer('credit_limit').notNull().default(0),
    features: jsonb('features').$type<TTeamFeatureFlags>().notNull().default(TEAM_FEATURES_DEFAULT),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Slugs name gift pages in URLs, where ACME and acme must be one team: unique regardless of case, looked up by lower().
    uniqueIndex('teams_slug_lower_uq').on(sql`lower(${t.slug})`),
    index('teams_name_idx').on(t.name),
    index('teams_plan_idx').on(t.plan),
    // One order-system customer is one team's: no team reads another's jobs through a shared customer.
    uniqueIndex('teams_oms_customer_uq').on(t.omsCustomerId),
  ],
);
export type TTeamRow = typeof teams.$inferSelect;

export const teamDomains = pgTable(
  'team_domains',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_domains_uq').on(t.teamId, t.domain)],
);
