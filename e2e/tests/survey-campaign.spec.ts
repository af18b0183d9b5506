import { expect, test, type APIRequestContext } from './test';
import { DEFAULT_BUTTON_TEXT } from '@gifthub/shared/survey-rules';
import { API, apiLogin, bearer, teamIdOf, uniqueEmail, uniqueName } from './fixtures';

// A survey page's campaign action (issue 13, spec 2 §4): the respondent gives their e-mail, presses the statement
// page's button and lands on their own gift invitation of Acme's "Client Thank You 2026", where they can pick a gift.
const MANAGER = 'manager@acme.test';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DRAWN = { timeout: 20_000 };
const GIFT_TITLE = 'A gift for your answers';
const GIFT_BUTTON = 'Claim your gift';

type TCreatedPage = { id: number; questions: { id: number }[] };

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const res = await request.fetch(`${API}${path}`, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A published survey: Welcome, an e-mail question, a statement page whose button invites to the campaign, an end page. */
async function campaignSurvey(request: APIRequestContext) {
  const token = (await apiLogin(request, MANAGER)).apiToken;
  const teamId = await teamIdOf(request, token, 'acme');
  const campaigns = await call<{ data: { id: number; slug: string }[] }>(request, token, 'GET', `/teams/${teamId}/gb-campaigns?per_page=50`);
  const campaign = campaigns.data.find((c) => c.slug === 'client-thank-you-2026');
  expect(campaign, 'the seeded active campaign').toBeDefined();
  const base = `/teams/${teamId}/surveys`;
  const { id } = await call<{ id: number }>(request, token, 'POST', base, { name: uniqueName('Gift survey'), category: 'feedback', type: 'standard', createWelcomePage: true });
  const email = await call<TCreatedPage>(request, token, 'POST', `${base}/${id}/pages`, { type: 'question', question_type: 'email', name: 'Your e-mail' });
  await call(request, token, 'PUT', `${base}/${id}/questions/${email.questions[0]!.id}`, { name: 'Where shall we send your gift?', required: true });
  const gift = await call<TCreatedPage>(request, token, 'POST', `${base}/${id}/pages`, { type: 'context', name: 'Gift' });
  await call(request, token, 'PUT', `${base}/${id}/pages/${gift.id}`, {
    title: GIFT_TITLE,
    button_text: GIFT_BUTTON,
    page_logic_type: 'campaign',
    page_logic_value: { campaign: campaign!.id, email_question: email.questions[0]!.id },
  });
  const published = await call<{ slug: string }>(request, token, 'POST', `${base}/${id}/publish`);
  return { path: `/survey/acme/${published.slug}`, campaignId: campaign!.id, token };
}

test.describe('Survey campaign action', () => {
  test('a respondent at 375 px gives their e-mail, presses the gift button and lands on their own gift invitation', async ({ request, browser }) => {
    test.setTimeout(60_000);
    const survey = await campaignSurvey(request);
    const address = uniqueEmail('respondent').replace(/\.test$/, '.com');
    const phone = await browser.newContext(PHONE);
    try {
      const page = await phone.newPage();
      await page.goto(survey.path);
      await expect(page.locator('#root[data-hydrated]')).toBeAttached(DRAWN);
      await page.getByRole('button', { name: "Let's get started!" }).click();
      await page.getByRole('textbox', { name: 'Where shall we send your gift?' }).fill(address);
      await page.getByRole('button', { name: DEFAULT_BUTTON_TEXT, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: GIFT_TITLE })).toBeVisible(DRAWN);
      await page.getByRole('button', { name: GIFT_BUTTON }).click();

      // The invitation is the respondent's own: the claim page of the campaign, with its gifts to pick from.
      await expect(page).toHaveURL(/\/pick-a-gift\/acme\/[A-Za-z0-9_-]{20,}$/, DRAWN);
      await expect(page.locator('label.l-option').first()).toBeVisible(DRAWN);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await phone.close();
    }

    // The campaign's recipients list the respondent's invitation.
    const rows = await call<{ data: { email: string }[] }>(request, survey.token, 'GET', `/gb-campaigns/${survey.campaignId}/registrations?search=${encodeURIComponent(address)}`);
    expect(rows.data.map((r) => r.email)).toEqual([address]);
  });
});
