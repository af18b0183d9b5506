import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { surveys } from '../surveys/surveys.table';

export type TTemplateStatus = 'draft' | 'active';

/**
 * Survey templates (spec 2 §3), curated by product admins. A template's name, slug, category, theme, pages and questions
 * are those of its survey (a survey without a team), so the pages and questions editor serves both; activating one
 * copies that survey into a team.
 */
export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    image: text('image'),
    status: text('status').$type<TTemplateStatus>().notNull().default('draft'),
    /** The gallery's order (admins drag to reorder). */
    position: integer('position').notNull(),
    createdBy: integer('created_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_templates_survey_uq').on(t.surveyId),
    index('survey_templates_gallery_idx').on(t.status, t.position, t.id).where(sql`${t.deletedAt} is null`),
  ],
);
export type TSurveyTemplateRow = typeof surveyTemplates.$inferSelect;
