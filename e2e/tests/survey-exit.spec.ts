import { expect, test, type APIRequestContext } from './test';
import { API, apiLogin, bearer, loginViaApi, teamIdOf, uniqueName } from './fixtures';

// A page whose logic is an external address completes the response and leaves the survey; the response counts as
// started as well as complete, so the summary never shows completion above engagement.
const MANAGER = 'manager@acme.test';
const EXIT = 'https://thanks.example.com/after-survey';
const DRAWN = { timeout: 20_000 };

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const res = await request.fetch(`${API}${path}`, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

test('a statement page that leaves for an external address counts the response as started and complete', async ({ request, browser, page }) => {
  test.setTimeout(60_000);
  const token = (await apiLogin(request, MANAGER)).apiToken;
  const teamId = await teamIdOf(request, token, 'acme');
  const base = `/teams/${teamId}/surveys`;
  const { id } = await call<{ id: number }>(request, token, 'POST', base, { name: uniqueName('Exit survey'), category: 'feedback', type: 'standard', createWelcomePage: false });
  // A statement page (a welcome page may only lead on within the survey) whose button leaves for the address.
  const statement = await call<{ id: number }>(request, token, 'POST', `${base}/${id}/pages`, { type: 'context', button_text: "Let's get started!" });
  await call(request, token, 'PUT', `${base}/${id}/pages/${statement.id}`, { page_logic_type: 'external_url', page_logic_value: EXIT });
  const published = await call<{ slug: string }>(request, token, 'POST', `${base}/${id}/publish`);

  const respondent = await browser.newContext();
  try {
    // The external site answers from here, so the journey does not depend on the network.
    await respondent.route(`${EXIT}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Thanks</title></head><body><main><h1>Thanks</h1></main></body></html>' }));
    const survey = await respondent.newPage();
    await survey.goto(`/survey/acme/${published.slug}`);
    await expect(survey.locator('#root[data-hydrated]')).toBeAttached(DRAWN);
    await survey.getByRole('button', { name: "Let's get started!" }).click();
    await expect(survey).toHaveURL(EXIT, DRAWN);
  } finally {
    await respondent.close();
  }

  await loginViaApi(page, MANAGER, `/pro/surveys/${id}`);
  const figures = page.getByTestId('survey-figures');
  await expect(figures.getByTestId('figure-complete')).toHaveText(/^Complete\s*1\s*responses$/, DRAWN);
  await expect(figures.getByTestId('figure-started')).toHaveText(/^Started\s*1\s*responses$/);
  await expect(figures.getByTestId('figure-engagement-rate')).toContainText('100%');
});
