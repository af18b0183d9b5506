import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import { DEFAULT_STYLES, pageDefaults, questionDefaults, type TPageType, type TQuestionType } from '@gifthub/shared/survey-rules';

// Survey pages as the API answers them, for the renderer's and the public page's tests.

export const styles = DEFAULT_STYLES;

/** A question of a type with its defaults (three empty options are replaced by Red, Green, Blue for choices). */
export function question(id: number, type: TQuestionType, over: Partial<TQuestion> = {}): TQuestion {
  const d = questionDefaults(type);
  return {
    ...d,
    id,
    page_id: id,
    name: `Question ${id}`,
    default: null,
    options: d.options.length ? ['Red', 'Green', 'Blue'] : [],
    slug: `q-${id}`,
    order: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const page = (id: number, order: number, type: TPageType, q: TQuestion | null, over: Partial<TSurveyPage>): TSurveyPage => {
  const d = pageDefaults(type, q?.type ?? null);
  return {
    id,
    survey_id: 1,
    name: d.name,
    title: d.title,
    subtitle: d.subtitle,
    display_title: false,
    type,
    question_type: q?.type ?? null,
    page_logic_type: d.page_logic_type,
    page_logic_value: null,
    logic_rules: [],
    button_text: d.button_text,
    order,
    background_image: null,
    created_at: '2026-01-01T00:00:00.000Z',
    questions: q ? [{ ...q, page_id: id }] : [],
    ...over,
  };
};

/** A question page holding one question. */
export const questionPage = (id: number, order: number, q: TQuestion, over: Partial<TSurveyPage> = {}) => page(id, order, 'question', q, over);
/** A welcome, statement or end page with its defaults. */
export const staticPage = (id: number, order: number, type: Exclude<TPageType, 'question'>, over: Partial<TSurveyPage> = {}) => page(id, order, type, null, over);
