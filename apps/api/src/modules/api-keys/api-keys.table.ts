import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TApiKeyRole } from '@gifthub/shared/integrations';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A team's API keys (spec 3 §3; issue 17). A key is ghk_<lookup>_<secret>: the lookup finds the row, and only the
 * sha256 of the whole key is kept; the key is shown once. Revoking stamps revoked_at, refused from the next request.
 * last_used_at is written at most once a minute a key, not on every request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lookup: text('lookup').notNull(),
    keyHash: text('key_hash').notNull(),
    /** What the table shows: the prefix and the last characters. */
    preview: text('preview').notNull(),
    role: text('role').$type<TApiKeyRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_lookup_uq').on(t.lookup), index('api_keys_team_idx').on(t.teamId, t.id)],
);
export type TApiKeyRow = typeof apiKeys.$inferSelect;
