import { DEFAULT_STYLES, type TLogicValue, type TSurveyStyles } from '@gifthub/shared/survey-rules';
import type { TQuestion, TSurvey, TSurveyPage, TSurveySource } from '@gifthub/shared/surveys';
import type { TSurveyStatsRow } from './surveys.repository';
import type { TSourceWithCounts } from './survey-sources.repository';
import type { TSurveyPageRow, TSurveyQuestionRow, TSurveyRow } from './surveys.table';

const NO_STATS: TSurveyStatsRow = { responses_count: 0, started_responses_count: 0, complete_responses_count: 0, public_url_views: 0, public_url_replies: 0 };

/** The respondent's page of a survey: /survey/{team}/{survey}; a source's adds /{source}. */
export const surveyPublicUrl = (publicUrl: string, teamSlug: string, surveySlug: string) =>
  `${publicUrl}/survey/${encodeURIComponent(teamSlug)}/${encodeURIComponent(surveySlug)}`;

/** Drizzle's jsonb reader parses a stored string again ("12" comes back as 12): a page id is text, as it was saved. */
export const logicValueOf = (p: Pick<TSurveyPageRow, 'pageLogicValue'>): TLogicValue => {
  const v = p.pageLogicValue as unknown;
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : (v as TLogicValue);
};

export const toQuestionView = (q: TSurveyQuestionRow): TQuestion => ({
  id: q.id,
  page_id: q.pageId,
  type: q.type,
  name: q.name,
  description: q.description,
  required: q.required,
  default: q.default,
  options: q.options,
  other_option: q.otherOption,
  vertical: q.vertical,
  start_from_zero: q.startFromZero,
  max_value: q.maxValue,
  min_label: q.minLabel,
  max_label: q.maxLabel,
  yes_value: q.yesValue,
  no_value: q.noValue,
  separator: q.separator,
  format: q.format,
  slug: q.slug,
  order: q.order,
  active: q.active,
  deleted: q.deletedAt !== null,
  created_at: q.createdAt.toISOString(),
});

export const toPageView = (p: TSurveyPageRow, questions: TSurveyQuestionRow[]): TSurveyPage => ({
  id: p.id,
  survey_id: p.surveyId,
  name: p.name,
  title: p.title,
  subtitle: p.subtitle,
  display_title: p.displayTitle,
  type: p.type,
  question_type: p.questionType,
  page_logic_type: p.pageLogicType,
  page_logic_value: logicValueOf(p),
  logic_rules: p.logicRules,
  button_text: p.buttonText,
  order: p.order,
  background_image: p.backgroundImage,
  active: p.active,
  deleted: p.deletedAt !== null,
  created_at: p.createdAt.toISOString(),
  questions: questions.map(toQuestionView),
});

/** Pages with their questions, for several surveys: by survey id, each in order. */
export function pagesBySurvey(pages: TSurveyPageRow[], questions: TSurveyQuestionRow[]): Map<number, TSurveyPage[]> {
  const byPage = new Map<number, TSurveyQuestionRow[]>();
  for (const q of questions) byPage.set(q.pageId, [...(byPage.get(q.pageId) ?? []), q]);
  const out = new Map<number, TSurveyPage[]>();
  for (const p of pages) out.set(p.surveyId, [...(out.get(p.surveyId) ?? []), toPageView(p, byPage.get(p.id) ?? [])]);
  return out;
}

export function toSurveyView(
  s: TSurveyRow,
  o: { teamSlug: string; publicUrl: string; stats: TSurveyStatsRow | undefined; questionsCount: number; theme?: TSurveyStyles; pages?: TSurveyPage[] },
): TSurvey {
  return {
    ...(o.stats ?? NO_STATS),
    id: s.id,
    name: s.name,
    slug: s.slug,
    category: s.category,
    type: s.type,
    active: s.active,
    deleted: s.deletedAt !== null,
    theme_id: s.themeId,
    theme: o.theme ?? DEFAULT_STYLES,
    publicUrl: surveyPublicUrl(o.publicUrl, o.teamSlug, s.slug),
    questions_count: o.questionsCount,
    created_at: s.createdAt.toISOString(),
    ...(o.pages ? { pages: o.pages } : {}),
  };
}

export const toSourceView = (s: TSourceWithCounts, surveyUrl: string): TSurveySource => ({
  id: s.id,
  name: s.name,
  type: s.type,
  platform: s.platform,
  slug: s.slug,
  active: s.active,
  public_url: `${surveyUrl}/${encodeURIComponent(s.slug)}`,
  responses_count: s.responsesCount,
  complete_responses_count: s.completeCount,
  deleted: s.deletedAt !== null,
  created_at: s.createdAt.toISOString(),
});
