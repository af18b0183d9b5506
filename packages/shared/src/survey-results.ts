import { z } from 'zod';
import { id } from './fields';
import { paged, ZPage } from './paging';
import { responsesTexts, ZSourceFilter } from './survey-responses';
import type { TQuestionType } from './survey-rules';

/**
 * What the Results tab, the PDF report and the figures' triggers agree on (spec 2 §2 Results, §3 result per question,
 * §9), and the Results' API contract. The rules come first and use no zod; the triggers of migration 0029 repeat
 * AGGREGATE_QUESTION_TYPES and rankPoints in SQL (survey-results-counts.test checks them against these).
 */

/** Questions whose answers are counted per answer (a doughnut, a ranking); the others list their answers as text. */
export const AGGREGATE_QUESTION_TYPES: readonly TQuestionType[] = ['single-choice', 'multiple-choice', 'opinion-scale', 'rating', 'ranking', 'boolean'];
export const isAggregate = (type: TQuestionType) => AGGREGATE_QUESTION_TYPES.includes(type);

/** A ranking answer's points for the option placed at `index` (0 first) among `n`: the first gets n, the last 1. */
export const rankPoints = (n: number, index: number) => n - index;

/** Dropout rate: of the respondents who saw a page, the share who went no further and did not complete (rounded percent). */
export const dropoutPercent = (exits: number, views: number) => (views > 0 ? Math.round((exits / views) * 100) : 0);

/** Choice-like questions draw a doughnut; a ranking draws bars of points share. */
export const DOUGHNUT_QUESTION_TYPES: readonly TQuestionType[] = ['single-choice', 'multiple-choice', 'opinion-scale', 'rating', 'boolean'];

/** How many of a text question's latest answers one page lists. */
export const TEXT_ANSWERS_PER_PAGE = 20;

export const resultsTexts = {
  title: 'Results',
  allSources: 'All sources',
  ownLink: responsesTexts.ownLink,
  other: 'Other',
  noAnswers: 'No answers yet',
  noQuestions: 'This survey has no questions yet.',
  noSourceResponses: 'No responses from this source yet.',
  views: 'Views',
  answers: 'Answers',
  dropout: 'Dropout rate',
  engagement: 'Engagement rate',
  completion: 'Completion rate',
  engagementHint: 'Started responses ÷ views',
  completionHint: 'Complete responses ÷ views',
  dropoutHint: 'Of the respondents who saw the page, the share who went no further',
  pointsShare: 'Points share',
} as const;

// ---------------------------------------------------------------- API contract

/** GET /teams/{teamId}/surveys/{id}/results. */
export const ZResultsQuery = z.object({ source: ZSourceFilter.optional() });
export type TResultsQuery = z.input<typeof ZResultsQuery>;

/** GET /teams/{teamId}/surveys/{id}/results/{questionId}/answers: a text question's answers, latest first. */
export const ZTextAnswersQuery = ZResultsQuery.extend({ page: ZPage });
export const ZResultsQuestionParams = z.object({ teamId: id('Team'), id: id('Survey'), questionId: id('Question') });

/** One answer of an aggregable question: count and percent of the question's answers (ranking: its points share). */
export const ZResultAnswer = z.object({
  value: z.string(),
  /** What the respondent saw: the option, the scale value, the yes or no label; 'Other' for free text and old options. */
  label: z.string(),
  count: z.number().int(),
  percent: z.number().int(),
  /** Ranking only: the points it earned (the first of n gets n). */
  points: z.number().int().optional(),
});
export type TResultAnswer = z.infer<typeof ZResultAnswer>;

export const ZTextAnswer = z.object({ response_id: z.number().int(), value: z.string(), answered_at: z.string() });
export type TTextAnswer = z.infer<typeof ZTextAnswer>;
export const ZTextAnswersPage = paged(ZTextAnswer);
export type TTextAnswersPage = z.infer<typeof ZTextAnswersPage>;

/** Spec 2 §3 Result per question, with a text question's first page of latest answers. */
export const ZQuestionResult = z.object({
  id: z.number().int(),
  name: z.string(),
  page_id: z.number().int(),
  page_name: z.string(),
  /** The page's icon key: its question type (the editor's page icon). */
  page_icon: z.string(),
  type: z.string(),
  is_aggregate: z.boolean(),
  answers: z.array(ZResultAnswer),
  answers_count: z.number().int(),
  views: z.number().int(),
  dropout_rate: z.number().int(),
  /** Text-like questions: the latest answers (TEXT_ANSWERS_PER_PAGE), more through the answers route. */
  text_answers: z.array(ZTextAnswer),
});
export type TQuestionResult = z.infer<typeof ZQuestionResult>;

/** The survey's figures (spec 2 §9: rates are shares of views, rounded percent) and its questions' results. */
export const ZSurveyResults = z.object({
  survey_id: z.number().int(),
  source: z.string().nullable(),
  views: z.number().int(),
  started: z.number().int(),
  complete: z.number().int(),
  engagement_rate: z.number().int(),
  completion_rate: z.number().int(),
  questions: z.array(ZQuestionResult),
});
export type TSurveyResults = z.infer<typeof ZSurveyResults>;
