import { Route, Routes } from 'react-router';
import { pageMeta } from '@gifthub/shared/paging';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TSurvey, TSurveySource } from '@gifthub/shared/surveys';
import { renderWithSession, type TSessionOpts } from '../../../test/session';
import { SurveyDetailPage } from './survey-detail-page';
import { SurveysPage } from './surveys-page';

export { mockFetch, renderWithSession, fill, SLOW } from '../../../test/session';

// Surveys as the API answers them, for the surveys screens' tests.

export const paged = <T,>(data: T[], total = data.length, page = 1, perPage = 50) => ({ data, meta: pageMeta(total, page, perPage) });

export const survey = (over: Partial<TSurvey> = {}): TSurvey => ({
  id: 5,
  name: 'Customer Feedback',
  slug: 'customer-feedback',
  category: 'feedback',
  type: 'standard',
  active: true,
  deleted: false,
  theme_id: null,
  theme: DEFAULT_STYLES,
  publicUrl: 'http://localhost:3000/survey/acme/customer-feedback',
  questions_count: 4,
  created_at: '2026-03-04T09:00:00Z',
  responses_count: 200,
  started_responses_count: 150,
  complete_responses_count: 97,
  public_url_views: 120,
  public_url_replies: 80,
  pages: [],
  ...over,
});

export const source = (over: Partial<TSurveySource> = {}): TSurveySource => ({
  id: 21,
  name: 'Newsletter',
  type: 'link',
  platform: null,
  slug: 'newsletter',
  active: true,
  public_url: 'http://localhost:3000/survey/acme/customer-feedback/newsletter',
  responses_count: 40,
  complete_responses_count: 25,
  created_at: '2026-03-05T09:00:00Z',
  ...over,
});

export const LIST = '/teams/7/surveys';
export const DETAIL = (id = 5) => `/teams/7/surveys/${id}`;

/** The surveys routes as the app has them, with the location shown. */
export const showSurveys = (url: string, opts: TSessionOpts = {}) =>
  renderWithSession(
    <Routes>
      <Route path="/surveys" element={<SurveysPage />} />
      <Route path="/surveys/dashboard" element={<SurveysPage />} />
      <Route path="/surveys/:id" element={<SurveyDetailPage />} />
      <Route path="/surveys/:id/:tab" element={<SurveyDetailPage />} />
    </Routes>,
    { url, showLocation: true, ...opts },
  );

/** Mantine's combobox scrolls the active option into view and the test DOM has no layout. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
}
