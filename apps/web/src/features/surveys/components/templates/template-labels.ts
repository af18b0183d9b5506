import { TEMPLATE_STATUS_LABELS, type TTemplate, type TTemplateStatus } from '@gifthub/shared/survey-templates';
import type { TSurvey } from '@gifthub/shared/surveys';

// How the template screens name their values and places (spec 2 §2 Template gallery and editor).

export const TEMPLATES_PATH = '/surveys/templates';
export const templatePath = (id: number) => `${TEMPLATES_PATH}/${id}`;
/** surveys-details-new: a survey just made from a template (its summary, with the settings modal on the first visit). */
export const newSurveyPath = (id: number) => `/surveys/${id}/new`;
/** The templates' banner stays hidden once closed (spec 2 §9). */
export const TEMPLATES_BANNER_COOKIE = 'surveys_templates_banner_hidden';
export const TEMPLATE_NOT_FOUND = 'This template could not be found. It may have been deleted.';

export const templateStatusLabel = (s: TTemplateStatus) => TEMPLATE_STATUS_LABELS[s];
export const templateStatusColor = (s: TTemplateStatus) => (s === 'active' ? 'green' : 'gray');

/**
 * The template as the questions editor reads a survey: its survey's id, name, category, theme and pages (a template
 * has no public page nor figures).
 */
export const templateAsSurvey = (t: TTemplate): TSurvey => ({
  id: t.survey_id,
  name: t.name,
  slug: t.slug,
  category: t.category,
  type: 'standard',
  active: false,
  deleted: false,
  theme_id: t.theme_id,
  theme: t.theme,
  publicUrl: '',
  questions_count: t.questions_count,
  created_at: t.created_at,
  pages: t.pages ?? [],
  responses_count: 0,
  started_responses_count: 0,
  complete_responses_count: 0,
  public_url_views: 0,
  public_url_replies: 0,
});
