import { render } from '@testing-library/react';
import type { TPublicSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import type { TPageData } from '../../../lib/public-api';
import { mockFetch, type TFetchCall } from '../../../test/session';
import { question, questionPage, staticPage, styles } from '../../../domain/survey-page/survey-test-utils';
import { surveyPages } from '../routes';

export const API = '/api/v1/surveys/acme/pulse';
export const RESPONSES = `${API}/responses`;

/**
 * A survey as GET /surveys/acme/pulse answers it: a welcome page, a yes/no question whose dynamic rule sends a
 * "No" to the e-mail page, a rating, the e-mail page, and the end page (hide: entering it completes).
 */
export function publicSurvey(pages?: TSurveyPage[]): TPublicSurvey {
  return {
    team: { name: 'Acme Ltd', slug: 'acme', logo_url: null },
    survey: { id: 1, name: 'Pulse', slug: 'pulse' },
    styles,
    pages: pages ?? [
      staticPage(1, 1, 'welcome'),
      questionPage(2, 2, question(20, 'boolean', { name: 'Did you enjoy it?', required: true }), {
        page_logic_type: 'dynamic',
        logic_rules: [{ question: 20, operation: 'eq', value: 'false', page: 4 }],
      }),
      questionPage(3, 3, question(30, 'rating', { name: 'How many stars?' })),
      questionPage(4, 4, question(40, 'email', { name: 'Your e-mail', required: true })),
      staticPage(5, 5, 'final'),
    ],
  };
}

type TAnswer = { status?: number; body: unknown };
const NOT_MOCKED = { status: 404, body: { message: 'Not mocked', code: 'not_found', errors: {} } };

/** Fakes fetch with one handler for every call; a call it leaves unanswered gets a 404. Returns the calls. */
export const mockApi = (handler: (call: TFetchCall) => TAnswer | undefined) =>
  mockFetch(['GET', 'POST', 'PUT', 'DELETE'].map((method) => ({ method, path: /^/, reply: (call: TFetchCall) => handler(call) ?? NOT_MOCKED })));

/** The calls a respondent's page makes, answered as the API would (a new response is resp-1). */
export const respondentApi = (over: (call: TFetchCall) => TAnswer | undefined = () => undefined) =>
  mockApi((c) => {
    const own = over(c);
    if (own) return own;
    if (c.method === 'GET' && c.path === API) return { body: publicSurvey() };
    if (c.method === 'POST' && c.path === RESPONSES) return { body: { id: 'resp-1', resume_url: 'http://localhost:3000/survey/acme/pulse?response=resp-1' } };
    if (c.method === 'PUT' || (c.method === 'POST' && c.path.startsWith(RESPONSES))) return { body: { ok: true } };
    return undefined;
  });

/** The page as the light entry shows it under /survey (the path may carry a query), with the server's data or without. */
export const renderSurveyPage = (path = '/acme/pulse', data: TPageData | undefined = { status: 200, body: publicSurvey() }) => {
  const [rest = '', search = ''] = path.slice(1).split('?');
  return render(<>{surveyPages.render(rest, data, new URLSearchParams(search))}</>);
};

/** The calls that write (everything but reading the survey and the response). */
export const writes = (calls: TFetchCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path.replace(API, '')} ${JSON.stringify(c.body)}`);
