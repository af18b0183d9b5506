import { z } from 'zod';
import { exportRangeShape, refineExportRange } from './export-range';
import { boolish, enumField, id, requiredString, text } from './fields';
import { msg } from './messages';
import { paged, perPage, ZPage } from './paging';
import { surveyTexts } from './survey-rules';
import { ZStoredAnswer, ZSurveyParams, SURVEY_PAGES_MAX } from './surveys';

// A team's survey responses (spec 2 §2 Responses, §3 Response and notes, §4 sort, §5 export, §7, §8, §9; issue 14):
// the Responses tab's list, one response with its notes, and the CSV or PDF export. The respondent's calls are
// surveys.ts' (public).

/** Spec 2 §9: the responses list loads up to 1,000 a page. */
export const RESPONSES_MAX_PER_PAGE = 1000;
export const RESPONSES_PER_PAGE = 25;
export const RESPONSES_PAGE_SIZES = [25, 50, 100, 500, 1000] as const;
export const NOTE_MAX = 2000;
/** Answer filters one list or export may combine. */
export const ANSWER_FILTERS_MAX = 10;
/** The source filter's value for responses through the survey's own link (no source). */
export const OWN_LINK_SOURCE = 'link';

export const responsesTexts = {
  /** Spec 2 §8's empty states. */
  noResponses: surveyTexts.noResponses,
  noneYet: 'No responses yet',
  noMatch: 'No responses match your filters',
  clearAll: 'Clear all filters',
  ownLink: 'Public link',
  noAggregate: 'This survey has no questions with answers to count.',
  unknownQuestion: 'A question is not part of this survey.',
} as const;

export const RESPONSE_SORTS = ['date', 'complete', 'source', 'answer'] as const;
export type TResponseSort = (typeof RESPONSE_SORTS)[number];

const DIGITS = /^\d{1,10}$/;
/** Source filter of the Responses and the Results: 'link' (the survey's own link) or a source id. */
export const ZSourceFilter = text('Source', 20).refine((v) => v === OWN_LINK_SOURCE || (DIGITS.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647), {
  error: msg.oneOf('Source'),
});

/** An answer filter: a question of the survey and an answer ('contains' for multiple choice and ranking). */
export const ZAnswerFilter = z.strictObject({ question_id: id('Question'), answer: requiredString('Answer', { max: 500 }) });
export type TAnswerFilter = z.infer<typeof ZAnswerFilter>;

const ANSWER_PARAM = /^\d{1,10}:./s;
/** In a query string an answer filter is `{questionId}:{answer}`, repeated for several. */
const answerParam = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(text('Answer filter', 520))
    .max(ANSWER_FILTERS_MAX, { error: msg.atMost('Answer filters', ANSWER_FILTERS_MAX) })
    // Reported on the field itself (not on answer.0): one message for the list.
    .refine((list) => list.every((f) => ANSWER_PARAM.test(f)), { error: 'Answer filter must be a question id, a colon and an answer.' })
    .transform((list) => list.map((f) => ({ question_id: Number(f.slice(0, f.indexOf(':'))), answer: f.slice(f.indexOf(':') + 1) }))),
);
export const answerParamOf = (f: TAnswerFilter) => `${f.question_id}:${f.answer}`;

/** GET /teams/{teamId}/surveys/{id}/responses: paged, sorted, filtered by source, completion and answers. */
export const ZResponsesQuery = z
  .object({
    page: ZPage,
    per_page: perPage(RESPONSES_PER_PAGE, RESPONSES_MAX_PER_PAGE),
    sort: z.enum(RESPONSE_SORTS, { error: msg.oneOf('Sort') }).optional(),
    direction: z.enum(['asc', 'desc'], { error: msg.oneOf('Direction') }).optional(),
    /** The question whose answer sort=answer orders by. */
    sort_question: id('Sort question').optional(),
    source: ZSourceFilter.optional(),
    complete: boolish().optional(),
    answer: answerParam.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.sort === 'answer' && !q.sort_question) ctx.addIssue({ code: 'custom', path: ['sort_question'], message: msg.required('Sort question') });
  });
export type TResponsesQuery = z.input<typeof ZResponsesQuery>;

export const ZResponseParams = ZSurveyParams.extend({ responseId: id('Response') });

export const ZResponseSource = z.object({ id: z.number(), name: z.string() }).nullable();

/** A row of the Responses table: its answers keyed by question id. */
export const ZResponseRow = z.object({
  id: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  complete: z.boolean(),
  source: ZResponseSource,
  answers: z.record(z.string(), ZStoredAnswer),
  notes_count: z.number(),
});
export type TResponseRow = z.infer<typeof ZResponseRow>;
export const ZResponsesPage = paged(ZResponseRow);
export type TResponsesPage = z.infer<typeof ZResponsesPage>;

export const ZResponseNote = z.object({
  id: z.number(),
  content: z.string(),
  added_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TResponseNote = z.infer<typeof ZResponseNote>;

/** GET …/responses/{responseId}: the response, its source's details and its notes (oldest first). */
export const ZResponseDetail = ZResponseRow.omit({ notes_count: true }).extend({
  source_metadata: z.record(z.string(), z.string()).nullable(),
  notes: z.array(ZResponseNote),
});
export type TResponseDetail = z.infer<typeof ZResponseDetail>;

/** POST …/responses/{responseId}/notes. */
export const ZNoteCreate = z.strictObject({ content: requiredString('Note', { max: NOTE_MAX }) });
export type TNoteCreate = z.input<typeof ZNoteCreate>;

// ---------------------------------------------------------------- export

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
/** Spec 2 §7: all questions, the aggregable ones only, or a selection (the table's visible columns). */
export const EXPORT_QUESTION_SETS = ['all', 'aggregate'] as const;
export const EXPORT_FILENAMES: Record<TExportFormat, string> = { csv: 'survey-export.csv', pdf: 'survey-export.pdf' };

/**
 * The export's filters: a date range (created, London days) or an ID range, both by the shared export-range rules;
 * none means one month ago to today. The list's source, completion and answer filters may ride along.
 */
export const ZResponsesExportFilters = z
  .strictObject({
    ...exportRangeShape,
    source: ZSourceFilter.optional(),
    complete: z.boolean({ error: msg.oneOf('Complete') }).optional(),
    answers: z.array(ZAnswerFilter).max(ANSWER_FILTERS_MAX, { error: msg.atMost('Answer filters', ANSWER_FILTERS_MAX) }).optional(),
  })
  .superRefine(refineExportRange({ optional: true }));

/** POST /teams/{teamId}/surveys/{surveyId}/responses/export. */
export const ZResponsesExport = z.strictObject({
  format: enumField('Format', EXPORT_FORMATS).default('csv'),
  questions: z
    .union([z.enum(EXPORT_QUESTION_SETS), z.array(id('Question')).min(1, { error: msg.required('Questions') }).max(SURVEY_PAGES_MAX)], {
      error: msg.oneOf('Questions'),
    })
    .default('all'),
  filters: ZResponsesExportFilters.default({}),
});
export type TResponsesExport = z.input<typeof ZResponsesExport>;
export type TResponsesExportInput = z.output<typeof ZResponsesExport>;
