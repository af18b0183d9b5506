import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STYLES, pageDefaults, type TPageType, type TQuestionType } from '@gifthub/shared/survey-rules';
import type { TQuestion, TSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import { http } from '../../../../lib/api-client';
import { renderWithSession } from '../../../../test/session';
import { surveyKeys } from '../../api/keys';
import { QuestionsTab } from './questions-tab';

export { fill, mockFetch, SLOW } from '../../../../test/session';

// Surveys as the API answers them, for the questions editor's tests.

export const TEAM = 7;
export const SURVEY = 1;
export const BASE = `/api/v1/teams/${TEAM}/surveys/${SURVEY}`;

export function question(type: TQuestionType, over: Partial<TQuestion> = {}): TQuestion {
  const d = pageDefaults('question', type).question!;
  const { type: _t, ...settings } = d;
  return { id: 100, page_id: 10, type, ...settings, default: null, slug: 'q', order: 1, created_at: '2026-11-01T09:00:00Z', ...over };
}

/** A page of a type (a question page with its question); id and order given. */
export function page(id: number, order: number, type: TPageType | TQuestionType, over: Partial<TSurveyPage> = {}): TSurveyPage {
  const isQuestion = !['welcome', 'context', 'final'].includes(type);
  const qt = isQuestion ? (type as TQuestionType) : null;
  const d = pageDefaults(isQuestion ? 'question' : (type as TPageType), qt);
  return {
    id,
    survey_id: SURVEY,
    name: d.name,
    title: d.title,
    subtitle: d.subtitle,
    display_title: true,
    type: isQuestion ? 'question' : (type as TPageType),
    question_type: qt,
    page_logic_type: d.page_logic_type,
    page_logic_value: null,
    logic_rules: [],
    button_text: d.button_text,
    order,
    background_image: null,
    created_at: '2026-11-01T09:00:00Z',
    questions: qt ? [question(qt, { id: id * 10, page_id: id })] : [],
    ...over,
  };
}

export function survey(pages: TSurveyPage[], over: Partial<TSurvey> = {}): TSurvey {
  return {
    id: SURVEY,
    name: 'Staff survey',
    slug: 'staff-survey',
    category: 'research',
    type: 'standard',
    active: false,
    deleted: false,
    theme_id: null,
    theme: DEFAULT_STYLES,
    publicUrl: 'http://localhost:3000/survey/acme/staff-survey',
    questions_count: pages.filter((p) => p.type === 'question').length,
    created_at: '2026-11-01T09:00:00Z',
    responses_count: 0,
    started_responses_count: 0,
    complete_responses_count: 0,
    public_url_views: 0,
    public_url_replies: 0,
    pages,
    ...over,
  };
}

/** The tab as the details page mounts it: the survey read through the query cache, which the editor's writes update. */
function Harness({ initial }: { initial: TSurvey }) {
  const { data } = useQuery({
    queryKey: surveyKeys.detail(TEAM, SURVEY),
    queryFn: () => http.get<TSurvey>(`/teams/${TEAM}/surveys/${SURVEY}`),
    initialData: initial,
    staleTime: Infinity,
  });
  return <QuestionsTab survey={data} teamId={TEAM} />;
}

export const renderTab = (s: TSurvey) => renderWithSession(<Harness initial={s} />, { url: `/surveys/${SURVEY}/questions` });

/** Mantine's combobox scrolls the active option into view and the test DOM has no layout. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
}
