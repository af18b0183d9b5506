import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * A survey's Results figures per source (source_id 0: the survey's own link), kept by triggers on survey_answers,
 * survey_page_visits and survey_responses in the same transaction as the write, so the Results tab reads a few rows per
 * question whatever the number of responses. No foreign keys: a survey's removal deletes its responses first, and their
 * triggers still write here.
 */

/** Per question: how many responses answered it. */
export const surveyQuestionCounts = pgTable(
  'survey_question_counts',
  {
    surveyId: integer('survey_id').notNull(),
    sourceId: integer('source_id').notNull().default(0),
    questionId: integer('question_id').notNull(),
    answers: integer('answers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sourceId, t.questionId] })],
);

/** Per aggregable question and answer (an option, a scale value, true or false): how many chose it, and a ranking's points. */
export const surveyOptionCounts = pgTable(
  'survey_option_counts',
  {
    surveyId: integer('survey_id').notNull(),
    sourceId: integer('source_id').notNull().default(0),
    questionId: integer('question_id').notNull(),
    answer: text('answer').notNull(),
    count: integer('count').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sourceId, t.questionId, t.answer] })],
);

/** Per page: how many responses entered it (views) and how many of those went no further without completing (exits). */
export const surveyPageCounts = pgTable(
  'survey_page_counts',
  {
    surveyId: integer('survey_id').notNull(),
    sourceId: integer('source_id').notNull().default(0),
    pageId: integer('page_id').notNull(),
    views: integer('views').notNull().default(0),
    exits: integer('exits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sourceId, t.pageId] })],
);
