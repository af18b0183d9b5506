import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from '../campaigns/campaigns.table';
import { registrations } from '../registrations/registrations.table';
import type { TCrmProviderKind } from '@gifthub/shared/crm';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A team's CRM connection (one per team): set up (a row), then connected (the provider's account and tokens).
 * No row: never set up.
 */
export const crmConnections = pgTable('crm_connections', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<TCrmProviderKind>().notNull(),
  account: text('account'),
  // The provider's OAuth tokens, sealed (crm.service openTokens): never logged nor answered.
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
  // The sha256 of the last OAuth state used: a signed state comes back once (crm-state.ts).
  stateHash: text('state_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TCrmConnectionRow = typeof crmConnections.$inferSelect;

/**
 * The team's CRM secret, which CRM workflows send to campaign triggers: only its sha256 and a preview are kept;
 * regenerating replaces the row, so the old secret stops at once. created_by is whose rights a trigger uses.
 */
export const crmSecrets = pgTable('crm_secrets', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  preview: text('preview').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type TCrmSecretRow = typeof crmSecrets.$inferSelect;

/**
 * One CRM invitation per e-mail per campaign: a trigger repeated for the same contact answers this registration
 * (the workflow may retry, or enrol the contact twice). The primary key holds it even when two calls race.
 */
export const crmTriggerInvites = pgTable(
  'crm_trigger_invites',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.email] })],
);
