import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import { teams } from '../teams/teams.table';

/** The theme gallery's categories (spec 2 §3: a gallery theme has a category; a new one can be named when creating). */
export const themeCategories = pgTable(
  'theme_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('theme_categories_name_uq').on(sql`lower(${t.name})`)],
);
export type TThemeCategoryRow = typeof themeCategories.$inferSelect;

/**
 * Survey themes (spec 2 §3). A theme with a team is in that team's library (active or inactive); one without a team
 * is a gallery theme (active: published; inactive: draft), copied into a library when a team activates it.
 */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').references(() => teams.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => themeCategories.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    styles: jsonb('styles').$type<TSurveyStyles>().notNull(),
    /** The gallery theme this library theme was copied from. */
    copiedFrom: integer('copied_from'),
    createdBy: integer('created_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('themes_team_created_idx').on(t.teamId, t.createdAt, t.id),
    index('themes_gallery_idx').on(t.categoryId, t.id).where(sql`${t.teamId} is null`),
  ],
);
export type TThemeRow = typeof themes.$inferSelect;
