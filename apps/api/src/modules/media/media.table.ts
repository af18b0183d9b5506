import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../teams/teams.table';

/** A team's images (spec 3 §2.5 media gallery): the file lives in storage under its key. */
export const teamMedia = pgTable(
  'team_media',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** The storage key, also the {filename} of DELETE /teams/{teamId}/media/{filename}. */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_media_filename_uq').on(t.filename), index('team_media_team_idx').on(t.teamId, t.id)],
);
export type TTeamMediaRow = typeof teamMedia.$inferSelect;
