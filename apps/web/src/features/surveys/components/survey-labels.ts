import { SOURCE_FORM_LABELS, SURVEY_CATEGORIES, SURVEY_CATEGORY_LABELS, formSourceType, type TSocialPlatform, type TSourceType } from '@gifthub/shared/survey-rules';

// How the surveys area names its values (spec 2 §3, §4).

/** A survey's status: its public page on (Published) or off (Draft). */
export const statusLabel = (active: boolean) => (active ? 'Published' : 'Draft');
export const statusColor = (active: boolean) => (active ? 'green' : 'gray');

export const CATEGORY_OPTIONS = SURVEY_CATEGORIES.map((c) => ({ value: c, label: SURVEY_CATEGORY_LABELS[c] }));

export const count = (n: number) => n.toLocaleString('en-GB');

/** A source's type as the form names it: Link, Campaign, or the social network (Facebook…). */
export const sourceTypeLabel = (type: TSourceType, platform: TSocialPlatform | null) => {
  const label = SOURCE_FORM_LABELS[formSourceType(type, platform)];
  return type === 'social' ? `Social · ${label}` : label;
};

/** Where the survey's tabs live (spec 2 §2): the summary at /surveys/{id}, the others below it. */
export const SURVEY_TABS = ['summary', 'questions', 'responses', 'results'] as const;
export type TSurveyTab = (typeof SURVEY_TABS)[number];
export const surveyPath = (id: number, tab: TSurveyTab = 'summary') => (tab === 'summary' ? `/surveys/${id}` : `/surveys/${id}/${tab}`);

export const NOT_FOUND = 'This survey could not be found. It may have been deleted.';
