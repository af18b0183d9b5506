import { z } from 'zod';
import { boolish, enumField, id, requiredString, slug, text } from './fields';
import { msg } from './messages';
import { pageQuery, paged } from './paging';
import {
  DATE_FORMATS,
  DATE_SEPARATORS,
  LOGIC_BY_PAGE_TYPE,
  LOGIC_TYPES,
  OPINION_MAX,
  OPTION_MAX_LENGTH,
  OPTIONS_MAX,
  PAGE_TYPES,
  QUESTION_TYPES,
  RATING_MAX,
  RULE_OPERATORS,
  SOCIAL_PLATFORMS,
  SOURCE_FORM_TYPES,
  SOURCE_TYPES,
  SURVEY_CATEGORIES,
  SURVEY_TYPES,
  operatorsFor,
  type TQuestionType,
} from './survey-rules';

// Surveys' API contract (spec 2 §3, §5, §7; issue 13's paths). Rules and defaults that the light public page also
// runs are zod-free in survey-rules.ts, survey-answers.ts and survey-logic.ts.

export const SURVEY_NAME_MAX = 120;
export const PAGE_NAME_MAX = 120;
export const PAGE_TITLE_MAX = 300;
export const PAGE_SUBTITLE_MAX = 1000;
export const BUTTON_TEXT_MAX = 40;
export const QUESTION_NAME_MAX = 500;
export const QUESTION_DESCRIPTION_MAX = 1000;
export const LOGIC_RULES_MAX = 20;
/** Pages a survey may have; questions follow (one per question page). */
export const SURVEY_PAGES_MAX = 200;
/** Sources list (spec 2 §9: up to 1,000). */
export const SOURCES_MAX = 1000;

const flag = boolish();

// ---------------------------------------------------------------- surveys

/** POST /teams/{teamId}/surveys (the create modal: name and type, both required). */
export const ZSurveyCreate = z.strictObject({
  name: requiredString('Survey name', { max: SURVEY_NAME_MAX }),
  category: enumField('Category', SURVEY_CATEGORIES).default('research'),
  type: enumField('Type', SURVEY_TYPES).default('standard'),
  createWelcomePage: z.boolean().default(true),
  template_id: id('Template').optional(),
});
export type TSurveyCreate = z.input<typeof ZSurveyCreate>;

/** PUT /teams/{teamId}/surveys/{id}: the settings form (name, category) or the theme. */
export const ZSurveyUpdate = z.strictObject({
  name: requiredString('Survey name', { max: SURVEY_NAME_MAX }).optional(),
  category: enumField('Category', SURVEY_CATEGORIES).optional(),
  theme_id: id('Theme').nullable().optional(),
});
export type TSurveyUpdate = z.input<typeof ZSurveyUpdate>;

export const SURVEY_SORTS = ['created_at', 'name'] as const;
/** GET /teams/{teamId}/surveys: paged; get-pages and get-theme include them; deleted lists the soft-deleted. */
export const ZSurveyListQuery = pageQuery(50, SURVEY_SORTS).extend({
  'get-pages': flag.optional(),
  'get-theme': flag.optional(),
  deleted: flag.optional(),
  category: z.enum(SURVEY_CATEGORIES).optional(),
});
export type TSurveyListQuery = z.input<typeof ZSurveyListQuery>;

export const ZSurveyParams = z.object({ teamId: id('Team'), id: id('Survey') });
export const ZSurveyPageParams = ZSurveyParams.extend({ pageId: id('Page') });
export const ZSurveyQuestionParams = ZSurveyParams.extend({ questionId: id('Question') });
export const ZSurveySourceParams = ZSurveyParams.extend({ sourceId: id('Source') });

// ---------------------------------------------------------------- styles

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (label: string) => text(label, 7).regex(HEX, { error: msg.oneOf(label) });
const size = (label: string) => text(label, 5).regex(/^(1\d|[2-6]\d|7[0-2])px$/, { error: msg.oneOf(label) });
export const ZSurveyStyles = z.object({
  page_bg_image: z.string().nullable(),
  page_bg_color: colour('Page background'),
  question_color: colour('Question colour'),
  question_size: size('Question size'),
  question_font: text('Question font', 60),
  answer_color: colour('Answer colour'),
  answer_size: size('Answer size'),
  answer_font: text('Answer font', 60),
  button_font: text('Button font', 60),
  button_bg_color: colour('Button background'),
  button_color: colour('Button text colour'),
});

// ---------------------------------------------------------------- questions

const option = text('Option', OPTION_MAX_LENGTH);
/** A question's settings as the editor saves them (every field optional: only what changed is sent). */
export const ZQuestionUpdate = z
  .strictObject({
    name: text('Question', QUESTION_NAME_MAX).optional(),
    description: text('Description', QUESTION_DESCRIPTION_MAX).optional(),
    required: z.boolean().optional(),
    options: z.array(option).max(OPTIONS_MAX, { error: msg.atMost('Options', OPTIONS_MAX) }).optional(),
    other_option: z.boolean().optional(),
    vertical: z.boolean().optional(),
    start_from_zero: z.boolean().optional(),
    max_value: z
      .number({ error: msg.number('Max value') })
      .int({ error: msg.number('Max value') })
      .min(RATING_MAX.min, { error: msg.atLeast('Max value', RATING_MAX.min) })
      .max(OPINION_MAX.max, { error: msg.atMost('Max value', OPINION_MAX.max) })
      .nullable()
      .optional(),
    min_label: text('Min label', 60).optional(),
    max_label: text('Max label', 60).optional(),
    yes_value: text('Yes label', 60).optional(),
    no_value: text('No label', 60).optional(),
    format: z.enum(DATE_FORMATS).optional(),
    separator: z.enum(DATE_SEPARATORS).optional(),
    default: text('Default', 500).nullable().optional(),
  });
export type TQuestionUpdate = z.input<typeof ZQuestionUpdate>;

/** POST …/questions: the question of the question page page_id, of this type, with these settings. */
export const ZQuestionCreate = ZQuestionUpdate.safeExtend({ page_id: id('Page'), type: enumField('Question type', QUESTION_TYPES) });
export type TQuestionCreate = z.input<typeof ZQuestionCreate>;

/** Range of max_value per type: opinion scale 5 to 10, rating 3 to 10; null for the others. */
export function maxValueError(type: TQuestionType, max: number | null | undefined): string | null {
  if (max === undefined) return null;
  if (type === 'opinion-scale') return max !== null && max >= OPINION_MAX.min && max <= OPINION_MAX.max ? null : `Max value must be from ${OPINION_MAX.min} to ${OPINION_MAX.max}`;
  if (type === 'rating') return max !== null && max >= RATING_MAX.min && max <= RATING_MAX.max ? null : `Max value must be from ${RATING_MAX.min} to ${RATING_MAX.max}`;
  return max === null ? null : 'Max value is only for opinion scales and ratings';
}

export const ZQuestion = z.object({
  id: z.number(),
  page_id: z.number(),
  type: z.enum(QUESTION_TYPES),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  default: z.string().nullable(),
  options: z.array(z.string()),
  other_option: z.boolean(),
  vertical: z.boolean(),
  start_from_zero: z.boolean(),
  max_value: z.number().nullable(),
  min_label: z.string(),
  max_label: z.string(),
  yes_value: z.string(),
  no_value: z.string(),
  separator: z.enum(DATE_SEPARATORS),
  format: z.enum(DATE_FORMATS),
  slug: z.string(),
  order: z.number(),
  /** Published (respondents are asked it) and in the bin; the builder's reads answer both. */
  active: z.boolean().optional(),
  deleted: z.boolean().optional(),
  created_at: z.string(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

// ---------------------------------------------------------------- pages

export const ZLogicRule = z.strictObject({
  question: id('Question'),
  operation: z.enum(RULE_OPERATORS),
  value: text('Value', 500),
  page: id('Page'),
  rank: z.number().int().min(1).max(OPTIONS_MAX).nullable().optional(),
});
export const ZCampaignLogicValue = z.strictObject({ campaign: id('Campaign').nullable(), email_question: id('Question').nullable() });
export const ZLogicValue = z.union([text('Logic value', 2000), ZCampaignLogicValue]).nullable();

/** POST …/pages: a question page is created with its question. */
export const ZPageCreate = z
  .strictObject({
    type: enumField('Page type', PAGE_TYPES),
    question_type: z.enum(QUESTION_TYPES).nullable().optional(),
    name: requiredString('Page Name', { max: PAGE_NAME_MAX }).optional(),
    /** The page's own texts; the type's defaults when absent. */
    title: text('Title', PAGE_TITLE_MAX).optional(),
    subtitle: text('Subtitle', PAGE_SUBTITLE_MAX).optional(),
    button_text: text('Button text', BUTTON_TEXT_MAX).optional(),
    /** Where it goes: after this order (the new page takes order + 1 and later pages move down); last when absent. */
    after_order: z.number().int().min(0).max(SURVEY_PAGES_MAX).optional(),
  })
  .refine((v) => v.type !== 'question' || Boolean(v.question_type), { path: ['question_type'], message: msg.required('Question type') });
export type TPageCreate = z.input<typeof ZPageCreate>;

/** PUT …/pages/{pageId}: what the editor changed; a change of type to a non-question one deletes its questions. */
export const ZPageUpdate = z.strictObject({
  name: requiredString('Page Name', { max: PAGE_NAME_MAX }).optional(),
  title: text('Title', PAGE_TITLE_MAX).optional(),
  subtitle: text('Subtitle', PAGE_SUBTITLE_MAX).optional(),
  display_title: z.boolean().optional(),
  type: enumField('Page type', PAGE_TYPES).optional(),
  question_type: z.enum(QUESTION_TYPES).nullable().optional(),
  page_logic_type: z.enum(LOGIC_TYPES).optional(),
  page_logic_value: ZLogicValue.optional(),
  logic_rules: z.array(ZLogicRule).max(LOGIC_RULES_MAX, { error: msg.atMost('Rules', LOGIC_RULES_MAX) }).optional(),
  button_text: text('Button text', BUTTON_TEXT_MAX).optional(),
  background_image: text('Background', 2000).nullable().optional(),
  delete_all_questions: z.boolean().optional(),
});
export type TPageUpdate = z.input<typeof ZPageUpdate>;

/** GET …/pages/select: the survey's pages for a picker, in order. */
export const ZPageChoices = z.array(z.object({ id: z.number(), name: z.string(), order: z.number() }));
export type TPageChoice = z.infer<typeof ZPageChoices>[number];

/** PATCH …/pages and …/questions: every item once with its new order. */
export const ZReorder = z
  .array(z.strictObject({ id: id(), order: z.number().int().min(1).max(SURVEY_PAGES_MAX) }))
  .min(1, { error: msg.required('Order') })
  .max(SURVEY_PAGES_MAX)
  .refine((v) => new Set(v.map((x) => x.id)).size === v.length, { error: 'Each item may appear once.' });
export type TReorder = z.infer<typeof ZReorder>;

export const ZSurveyPage = z.object({
  id: z.number(),
  survey_id: z.number(),
  name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  display_title: z.boolean(),
  type: z.enum(PAGE_TYPES),
  question_type: z.enum(QUESTION_TYPES).nullable(),
  page_logic_type: z.enum(LOGIC_TYPES),
  page_logic_value: z.union([z.string(), z.object({ campaign: z.number().nullable(), email_question: z.number().nullable() })]).nullable(),
  logic_rules: z.array(
    z.object({ question: z.number(), operation: z.enum(RULE_OPERATORS), value: z.string(), page: z.number(), rank: z.number().nullable().optional() }),
  ),
  button_text: z.string(),
  order: z.number(),
  background_image: z.string().nullable(),
  /** Published (respondents see it) and in the bin; the builder's reads answer both. */
  active: z.boolean().optional(),
  deleted: z.boolean().optional(),
  created_at: z.string(),
  questions: z.array(ZQuestion),
});
export type TSurveyPage = z.infer<typeof ZSurveyPage>;

/** Whether a page's logic fits its type and its rules fit their questions (the operators of spec 2 §5). */
export function pageLogicError(page: Pick<TSurveyPage, 'type' | 'page_logic_type' | 'logic_rules'>, questionTypes: Map<number, TQuestionType>): { field: string; message: string } | null {
  if (!LOGIC_BY_PAGE_TYPE[page.type].includes(page.page_logic_type)) return { field: 'page_logic_type', message: 'This page cannot have this page logic.' };
  if (page.page_logic_type !== 'dynamic') return null;
  for (const rule of page.logic_rules) {
    const type = questionTypes.get(rule.question);
    if (!type) return { field: 'logic_rules', message: 'A rule names a question this survey does not have.' };
    if (!operatorsFor(type).includes(rule.operation)) return { field: 'logic_rules', message: 'A rule uses an operation its question does not have.' };
    if (type === 'ranking' && !rule.rank) return { field: 'logic_rules', message: 'A ranking rule needs the place it compares.' };
  }
  return null;
}

// ---------------------------------------------------------------- sources

export const ZSourceForm = z.strictObject({
  name: requiredString('Name', { max: 100 }),
  type: enumField('Type', SOURCE_FORM_TYPES),
  slug: slug('Slug'),
  active: z.boolean().default(true),
});
export type TSourceForm = z.input<typeof ZSourceForm>;
export const ZSourceUpdate = ZSourceForm.partial();

export const ZSurveySource = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(SOURCE_TYPES),
  platform: z.enum(SOCIAL_PLATFORMS).nullable(),
  slug: z.string(),
  active: z.boolean(),
  public_url: z.string(),
  responses_count: z.number(),
  complete_responses_count: z.number(),
  /** In the bin (listed with ?deleted=true, taking no responses). */
  deleted: z.boolean().optional(),
  created_at: z.string(),
});
export type TSurveySource = z.infer<typeof ZSurveySource>;
/** GET …/sources, …/pages and …/questions: the bin's instead with deleted=true, as the surveys list. */
export const ZSurveyPartsQuery = z.object({ deleted: flag.optional() });
export const ZSurveySources = z.object({ data: z.array(ZSurveySource) });

// ---------------------------------------------------------------- survey views

export const ZSurveyStats = z.object({
  /** Views: responses started or not (a visit of the public page creates one). */
  responses_count: z.number(),
  started_responses_count: z.number(),
  complete_responses_count: z.number(),
  public_url_views: z.number(),
  public_url_replies: z.number(),
});

export const ZSurvey = ZSurveyStats.extend({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  category: z.enum(SURVEY_CATEGORIES),
  type: z.enum(SURVEY_TYPES),
  active: z.boolean(),
  deleted: z.boolean(),
  theme_id: z.number().nullable(),
  theme: ZSurveyStyles,
  publicUrl: z.string(),
  questions_count: z.number(),
  created_at: z.string(),
  pages: z.array(ZSurveyPage).optional(),
});
export type TSurvey = z.infer<typeof ZSurvey>;
export const ZSurveyList = paged(ZSurvey);
export type TSurveyList = z.infer<typeof ZSurveyList>;

// ---------------------------------------------------------------- the public page and responses (no login)

export const ZPublicSurveyParams = z.object({ team: text('Team', 100), slug: text('Survey', 100) });
export const ZPublicSurveySourceQuery = z.object({ source: text('Source', 100).optional(), preview: flag.optional() });
export const ZPublicResponseParams = ZPublicSurveyParams.extend({ responseId: text('Response', 64) });

/** GET /surveys/{team}/{slug}: what the respondent's page needs. */
export const ZPublicSurvey = z.object({
  team: z.object({ name: z.string(), slug: z.string(), logo_url: z.string().nullable() }),
  survey: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  styles: ZSurveyStyles,
  pages: z.array(ZSurveyPage),
});
export type TPublicSurvey = z.infer<typeof ZPublicSurvey>;

export const ZResponseCreate = z.strictObject({ source: text('Source', 100).optional() });
/** A stored answer as the page reads it back: its value and whether it passed the rules. */
export const ZStoredAnswer = z.object({ value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]), valid: z.boolean() });
export const ZResponseCreated = z.object({ id: z.string(), resume_url: z.string() });
/** GET …/responses/{responseId}: resuming, the answers so far and the last page seen. */
export const ZPublicResponse = z.object({
  id: z.string(),
  complete: z.boolean(),
  answers: z.record(z.string(), ZStoredAnswer),
  last_page_id: z.number().nullable(),
});
export type TPublicResponse = z.infer<typeof ZPublicResponse>;
/** PUT …/answers: the value's shape is checked against the question (survey-answers answerError). */
export const ZAnswerPut = z.strictObject({
  question_id: id('Question'),
  value: z.union([z.string().max(20_000), z.number(), z.boolean(), z.array(z.string().max(1000)).max(OPTIONS_MAX + 1)]).nullable(),
});
/**
 * PUT …/answers' answer: whether the answer was kept as valid. A required question left empty is kept as not valid,
 * with the message keyed by the question's id, so the page says why it cannot move on.
 */
export const ZAnswerSaved = z.object({ ok: z.literal(true), valid: z.boolean(), errors: z.record(z.string(), z.array(z.string())).optional() });
export type TAnswerSaved = z.infer<typeof ZAnswerSaved>;
export const ZPageVisit = z.strictObject({ page_id: id('Page') });
/** POST …/responses/{id}/campaign: the gift invitation a page's campaign action gives the respondent. */
export const ZSurveyCampaignInvite = z.object({ invite_link: z.string() });
export const ZOk = z.object({ ok: z.literal(true) });
