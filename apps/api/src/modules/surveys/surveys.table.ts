import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  TDateFormat,
  TDateSeparator,
  TLogicRule,
  TLogicType,
  TLogicValue,
  TPageType,
  TQuestionType,
  TSocialPlatform,
  TSourceType,
  TSurveyCategory,
  TSurveyType,
} from '@gifthub/shared/survey-rules';
import { teams } from '../teams/teams.table';
import { themes } from '../survey-themes/survey-themes.table';

/**
 * A team's surveys (spec 2 §3). Soft-deleted when deleted_at is set; active: the public page is published.
 * A survey without a team is a template's content (its pages and questions; see survey_templates): it is never public.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').references(() => teams.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    category: text('category').$type<TSurveyCategory>().notNull(),
    type: text('type').$type<TSurveyType>().notNull().default('standard'),
    active: boolean('active').notNull().default(false),
    /** The theme whose styles the pages wear; none: the defaults of spec 2 §9. */
    themeId: integer('theme_id').references((): AnyPgColumn => themes.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_team_slug_uq').on(t.teamId, t.slug),
    // A template's slug is unique among templates (their surveys have no team).
    uniqueIndex('surveys_template_slug_uq').on(t.slug).where(sql`${t.teamId} is null`),
    // The list reads a team's page newest first (or by name), deleted ones apart.
    index('surveys_team_created_idx').on(t.teamId, t.createdAt, t.id),
    index('surveys_team_name_idx').on(t.teamId, t.name, t.id),
    // A theme's surveys_count (Manage Themes) counts the surveys wearing it.
    index('surveys_theme_idx').on(t.themeId).where(sql`${t.themeId} is not null`),
  ],
);
export type TSurveyRow = typeof surveys.$inferSelect;

/** A survey's pages in their order; a question page has one question. */
export const surveyPages = pgTable(
  'survey_pages',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    displayTitle: boolean('display_title').notNull().default(true),
    type: text('type').$type<TPageType>().notNull(),
    questionType: text('question_type').$type<TQuestionType>(),
    pageLogicType: text('page_logic_type').$type<TLogicType>().notNull(),
    pageLogicValue: jsonb('page_logic_value').$type<TLogicValue>(),
    logicRules: jsonb('logic_rules').$type<TLogicRule[]>().notNull().default([]),
    buttonText: text('button_text').notNull().default('Next'),
    order: integer('order').notNull(),
    backgroundImage: text('background_image'),
    /** Who last set the page's campaign action: the campaign invitation is made with that member's rights. */
    logicSetBy: integer('logic_set_by'),
    /** Published: respondents see the page (the builder shows every page); in the bin while deleted_at is set. */
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_pages_survey_idx').on(t.surveyId, t.order, t.id)],
);
export type TSurveyPageRow = typeof surveyPages.$inferSelect;

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => surveyPages.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    type: text('type').$type<TQuestionType>().notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    required: boolean('required').notNull().default(false),
    default: text('default'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    otherOption: boolean('other_option').notNull().default(false),
    vertical: boolean('vertical').notNull().default(false),
    startFromZero: boolean('start_from_zero').notNull().default(false),
    maxValue: integer('max_value'),
    minLabel: text('min_label').notNull().default(''),
    maxLabel: text('max_label').notNull().default(''),
    yesValue: text('yes_value').notNull().default('Yes'),
    noValue: text('no_value').notNull().default('No'),
    separator: text('separator').$type<TDateSeparator>().notNull().default('/'),
    format: text('format').$type<TDateFormat>().notNull().default('DDMMYYYY'),
    slug: text('slug').notNull().default(''),
    order: integer('order').notNull(),
    /** Published: respondents are asked it; in the bin while deleted_at is set. */
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId, t.order, t.id), index('survey_questions_page_idx').on(t.pageId)],
);
export type TSurveyQuestionRow = typeof surveyQuestions.$inferSelect;

/** Where responses come from: a link, a social network or a campaign, each with its own public address. */
export const surveySources = pgTable(
  'survey_sources',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<TSourceType>().notNull(),
    platform: text('platform').$type<TSocialPlatform>(),
    slug: text('slug').notNull(),
    active: boolean('active').notNull().default(true),
    /** In the bin while set: listed only with ?deleted=true, taking no responses. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_sources_survey_slug_uq').on(t.surveyId, t.slug), index('survey_sources_survey_idx').on(t.surveyId, sql`${t.id} desc`)],
);
export type TSurveySourceRow = typeof surveySources.$inferSelect;
