import type { TQuestionType } from './survey-rules';

/**
 * What the Results tab, the PDF report and the figures' triggers agree on (spec 2 §3 result per question, §9). Kept
 * free of zod so the public page could use it too.
 */

/** Questions whose answers are counted per answer (a doughnut, a ranking); the others list their answers as text. */
export const AGGREGATE_QUESTION_TYPES: readonly TQuestionType[] = ['single-choice', 'multiple-choice', 'opinion-scale', 'rating', 'ranking', 'boolean'];
export const isAggregate = (type: TQuestionType) => AGGREGATE_QUESTION_TYPES.includes(type);

/** A ranking answer's points for the option placed at `index` (0 first) among `n`: the first gets n, the last 1. */
export const rankPoints = (n: number, index: number) => n - index;

/** Dropout rate: of the respondents who saw a page, the share who went no further and did not complete (rounded percent). */
export const dropoutPercent = (exits: number, views: number) => (views > 0 ? Math.round((exits / views) * 100) : 0);
