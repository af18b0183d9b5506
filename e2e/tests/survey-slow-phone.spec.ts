import { expect, test } from './test';
import { DEFAULT_BUTTON_TEXT } from '@gifthub/shared/survey-rules';
import { API, apiLogin, bearer, teamIdOf, uniqueName } from './fixtures';

// The survey page on a slow phone: drawn by the server, pressed before its script has run. The press is held back
// and taken once the page is interactive, with what was typed (not sent the browser's way, which reloads the page).
const MANAGER = 'manager@acme.test';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const QUESTION = 'What should we call you?';

test('Next pressed before the survey page is interactive still moves on, keeping the answer typed', async ({ request, browser }) => {
  const token = (await apiLogin(request, MANAGER)).apiToken;
  const teamId = await teamIdOf(request, token, 'acme');
  const base = `${API}/teams/${teamId}/surveys`;
  const created = await request.post(base, { headers: bearer(token), data: { name: uniqueName('Slow phone'), category: 'feedback', type: 'standard', createWelcomePage: true } });
  const { id } = (await created.json()) as { id: number };
  const page1 = await request.post(`${base}/${id}/pages`, { headers: bearer(token), data: { type: 'question', question_type: 'short-text', name: 'Nickname' } });
  const question = ((await page1.json()) as { questions: { id: number }[] }).questions[0]!;
  expect((await request.put(`${base}/${id}/questions/${question.id}`, { headers: bearer(token), data: { name: QUESTION } })).status()).toBe(200);
  await request.post(`${base}/${id}/pages`, { headers: bearer(token), data: { type: 'final', name: 'End Page' } });
  const published = await request.post(`${base}/${id}/publish`, { headers: bearer(token) });
  const { slug } = (await published.json()) as { slug: string };

  const phone = await browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The server draws the welcome page; the respondent presses its button at once.
    await page.goto(`/survey/acme/${slug}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: "Let's get started!" }).click();
    release();
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');

    // And on from there as usual: the answer is sent and the end page reached.
    await page.getByRole('textbox', { name: QUESTION }).fill('Sunny');
    await page.getByRole('button', { name: DEFAULT_BUTTON_TEXT, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks for filling out our survey!' })).toBeVisible({ timeout: 20_000 });
  } finally {
    await phone.close();
  }
});
