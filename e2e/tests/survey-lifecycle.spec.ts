import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './test';
import { DEFAULT_BUTTON_TEXT } from '@gifthub/shared/survey-rules';
import { API, bearer, loginViaApi, teamIdOf } from './fixtures';

// A survey's life from a template (issue 14, Must show): a manager activates the Team Pulse template, publishes it;
// two respondents answer on their phones, one to the end and one leaving at the wellbeing question; the Results show
// each question's answers and the dropout where the second one left; the Responses filter by an answer, take a note,
// and export the CSV and the PDF report.
const MANAGER = 'manager@acme.test';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DRAWN = { timeout: 20_000 };
const WORKLOAD = 'How manageable was your workload this week?';
const WELLBEING = 'How would you rate your wellbeing this week?';
const RECOGNISED = 'Did you feel recognised for your work?';
const THANKS = 'Who deserves a thank-you this week?';

const heading = (p: Page, name: string) => p.getByRole('heading', { level: 1, name });
const next = (p: Page) => p.getByRole('button', { name: DEFAULT_BUTTON_TEXT, exact: true });

/** One respondent on a phone: the statement page, then the workload; to the end when `finish`, else gone at the wellbeing question. */
async function respond(browser: Browser, path: string, workload: string, finish: boolean) {
  const phone = await browser.newContext(PHONE);
  try {
    const p = await phone.newPage();
    await p.goto(path);
    await expect(heading(p, 'Your weekly pulse')).toBeVisible(DRAWN);
    await expect(p.locator('#root[data-hydrated]')).toBeAttached(DRAWN);
    await next(p).click();
    await expect(heading(p, WORKLOAD)).toBeVisible(DRAWN);
    await p.getByRole('radiogroup', { name: WORKLOAD }).getByText(workload, { exact: true }).click();
    await next(p).click();
    await expect(heading(p, WELLBEING)).toBeVisible(DRAWN);
    if (!finish) return;
    await p.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await next(p).click();
    await expect(heading(p, RECOGNISED)).toBeVisible(DRAWN);
    await p.getByRole('radio', { name: 'Yes', exact: true }).check();
    await next(p).click();
    await expect(heading(p, THANKS)).toBeVisible(DRAWN);
    await p.getByRole('textbox', { name: THANKS }).fill('The events team');
    await next(p).click();
    await expect(heading(p, 'Thanks for sharing how you are doing.')).toBeVisible(DRAWN);
  } finally {
    await phone.close();
  }
}

test('a template activated, published and answered twice: results with dropout, responses filtered, a note, CSV and PDF', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { apiToken } = await loginViaApi(page, MANAGER, '/pro/surveys/templates');
  const teamId = await teamIdOf(page.request, apiToken, 'acme');

  // Activate: the new survey opens with its settings, once.
  await page.getByRole('button', { name: 'Activate Template Team Pulse' }).click();
  await expect(page).toHaveURL(/\/surveys\/\d+\/new$/, DRAWN);
  const surveyId = Number(/\/surveys\/(\d+)\/new$/.exec(page.url())![1]);
  const settings = page.getByRole('dialog', { name: 'Survey Settings' });
  await expect(settings.getByRole('textbox', { name: 'Survey name' })).toHaveValue(/Team Pulse/, DRAWN);
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // Publish with the Summary's switch; the public URL is the respondents' address.
  await page.goto(`/pro/surveys/${surveyId}`);
  await page.getByRole('switch', { name: 'Public page' }).check();
  const publicUrl = page.getByRole('textbox', { name: 'Public URL' });
  await expect(publicUrl).toHaveValue(/\/survey\/acme\/team-pulse/, DRAWN);
  const path = new URL(await publicUrl.inputValue()).pathname;

  await respond(browser, path, '4', true);
  await respond(browser, path, '2', false);

  // Results: both answered the workload; one of the two who saw the wellbeing question went no further.
  await page.goto(`/pro/surveys/${surveyId}/results`);
  const res = await page.request.get(`${API}/teams/${teamId}/surveys/${surveyId}/results`, { headers: bearer(apiToken) });
  const questions = ((await res.json()) as { questions: { id: number; name: string }[] }).questions;
  const idOf = (name: string) => questions.find((q) => q.name === name)!.id;
  const workload = page.getByTestId(`result-${idOf(WORKLOAD)}`);
  await expect(workload.getByTestId('result-figures')).toContainText('2 answers', DRAWN);
  await expect(workload.getByTestId('result-figures')).toContainText('Dropout rate: 0%');
  const wellbeing = page.getByTestId(`result-${idOf(WELLBEING)}`);
  await expect(wellbeing.getByTestId('result-figures')).toContainText('1 answer');
  await expect(wellbeing.getByTestId('result-figures')).toContainText('2 views');
  await expect(wellbeing.getByTestId('result-figures')).toContainText('Dropout rate: 50%');
  await expect(page.getByTestId(`result-${idOf(THANKS)}`)).toContainText('The events team');

  // Responses filtered by the workload answer 4: the finished response alone; a note on it.
  await page.goto(`/pro/surveys/${surveyId}/responses/question/${idOf(WORKLOAD)}/4`);
  const rows = page.getByTestId('responses-table').getByTestId('response-row');
  await expect(rows).toHaveCount(1, DRAWN);
  await rows.first().getByRole('button', { name: /^Open response \d+$/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Response #\d+$/ });
  await expect(drawer.getByTestId('response-answers')).toContainText('The events team', DRAWN);
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Thanked the events team');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByTestId('response-note').filter({ hasText: 'Thanked the events team' })).toContainText('Maria Manager', DRAWN);
  await page.keyboard.press('Escape');

  // The CSV of the filtered list: one row, with its note; then the PDF report.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Export responses' });
  const csvDownload = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Export', exact: true }).click();
  const csv = (await readFile(await (await csvDownload).path(), 'utf8')).trim().split(/\r\n/);
  expect(csv).toHaveLength(2);
  expect(csv[0]).toBe(`ID,Date,Source,Complete,${WORKLOAD},${WELLBEING},${RECOGNISED},${THANKS},Notes`);
  expect(csv[1]).toContain(',Yes,4,4,Yes,The events team,');
  expect(csv[1]).toContain('Maria Manager: Thanked the events team');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await modal.getByRole('radio', { name: 'PDF (the results report)' }).check();
  const pdfDownload = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Export', exact: true }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('survey-export.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
