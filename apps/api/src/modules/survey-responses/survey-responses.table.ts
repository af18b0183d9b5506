import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { users } from '../users/users.table';
import { surveyPages, surveyQuestions, surveySources, surveys } from '../surveys/surveys.table';

/**
 * A respondent's run through a survey: made when the public page opens (a view), started with its first answer,
 * complete once. The public id is a random token (128 bits, base64url); the serial id stays inside.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').references(() => surveySources.id, { onDelete: 'set null' }),
    sourceMetadata: jsonb('source_metadata').$type<Record<string, string>>(),
    complete: boolean('complete').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastPageId: integer('last_page_id').references(() => surveyPages.id, { onDelete: 'set null' }),
    /** The first answer's time (or the completion's, for a response completed without one): a response with one is started. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The gift invitation a campaign action gave this response (a repeat answers the same link). */
    campaignInviteLink: text('campaign_invite_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_token_uq').on(t.token),
    // Results and responses lists read a survey's responses by source (the figures are survey_response_counts').
    index('survey_responses_stats_idx').on(t.surveyId, t.sourceId, t.complete, t.answeredAt),
    index('survey_responses_survey_created_idx').on(t.surveyId, t.createdAt),
    // The Responses tab sorted by completion or by source reads a page from these in order, not a sort of every response.
    index('survey_responses_complete_idx').on(t.surveyId, t.complete, t.createdAt, t.id),
    index('survey_responses_source_created_idx').on(t.surveyId, t.sourceId, t.createdAt, t.id),
  ],
);
export type TSurveyResponseRow = typeof surveyResponses.$inferSelect;

/**
 * An answer's sort keys: a number by its value, any other answer by its text (at most 200 characters, so a long
 * answer still fits an index row). The index and the query use these same expressions.
 */
export const answerSortKeys = (value: AnyPgColumn) => [
  sql`(case when jsonb_typeof(${value}) = 'number' then (${value} #>> '{}')::numeric end)`,
  sql`left(${value} #>> '{}', 200)`,
];

/** One answer per question per response (an upsert), with whether it passed the rules of spec 2 §5. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<TAnswerValue>().notNull(),
    valid: boolean('valid').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_answers_response_question_uq').on(t.responseId, t.questionId),
    // A question's answers, latest first (the Results' text answers walk it backwards from the question's last id).
    index('survey_answers_question_idx').on(t.questionId, t.id),
    // The Responses tab sorted by a question's answer reads its page in this order (answerSortKeys).
    index('survey_answers_sort_idx').on(t.questionId, ...answerSortKeys(t.value), t.responseId),
  ],
);
export type TSurveyAnswerRow = typeof surveyAnswers.$inferSelect;

/** Each page a respondent entered, when (the Results' views and dropout read them). */
export const surveyPageVisits = pgTable(
  'survey_page_visits',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => surveyPages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_page_visits_response_idx').on(t.responseId), index('survey_page_visits_page_idx').on(t.pageId)],
);

/**
 * Each survey's figures per source (source_id 0: the survey's own link), kept by triggers on survey_responses in the
 * same transaction as the write (migrations 0025 and 0026): a survey's figures read a handful of rows whatever its responses.
 * No foreign key: a survey's removal deletes its responses first, and their triggers still write here.
 */
export const surveyResponseCounts = pgTable(
  'survey_response_counts',
  {
    surveyId: integer('survey_id').notNull(),
    sourceId: integer('source_id').notNull().default(0),
    views: integer('views').notNull().default(0),
    started: integer('started').notNull().default(0),
    complete: integer('complete').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sourceId] })],
);

/** A team member's notes on a response (spec 2 §3: id, content, added_by, created_at). */
export const surveyResponseNotes = pgTable(
  'survey_response_notes',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_response_notes_response_idx').on(t.responseId, t.createdAt, t.id)],
);
