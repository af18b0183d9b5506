import { pageDefaults, questionDefaults, type TQuestionType } from '@gifthub/shared/survey-rules';
import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';

// The sample pages a theme's details show (spec 2 §2 Themes): a welcome page, choices and a text answer, drawn by
// the public page's own renderer so the preview is what respondents will see.

const AT = '2026-01-01T00:00:00.000Z';

const question = (id: number, type: TQuestionType, name: string, options: string[] = []): TQuestion => {
  const d = questionDefaults(type);
  return { ...d, id, page_id: id, name, options: options.length ? options : d.options, default: null, slug: `sample-${id}`, order: id, created_at: AT };
};

const page = (id: number, type: TSurveyPage['type'], extra: Partial<TSurveyPage>): TSurveyPage => {
  const d = pageDefaults(type, null);
  return {
    id,
    survey_id: 0,
    name: d.name,
    title: d.title,
    subtitle: d.subtitle,
    display_title: true,
    type,
    question_type: null,
    page_logic_type: d.page_logic_type,
    page_logic_value: null,
    logic_rules: [],
    button_text: d.button_text,
    order: id,
    background_image: null,
    created_at: AT,
    questions: [],
    ...extra,
  };
};

export const SAMPLE_PAGES: TSurveyPage[] = [
  page(1, 'welcome', { subtitle: 'A few quick questions about your last gift. It takes about two minutes.' }),
  page(2, 'question', {
    name: 'Single Choice',
    question_type: 'single-choice',
    button_text: 'Next',
    questions: [question(2, 'single-choice', 'Which gift did you enjoy most?', ['Chocolate hamper', 'Coffee subscription', 'Plant in a pot'])],
  }),
  page(3, 'question', { name: 'Short Text', question_type: 'short-text', button_text: 'Next', questions: [question(3, 'short-text', 'What should we send next time?')] }),
];
