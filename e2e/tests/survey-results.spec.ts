import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { TSurveyResults } from '@gifthub/shared/survey-results';
import { API, bearer, loginViaApi, teamIdOf, shootWidths } from './fixtures';

// Results (issue 14, Must show): on Acme's seeded Client Satisfaction survey the Results tab shows the rates, each
// question's answer counts, views and dropout with the doughnut's table; the source filter changes the figures; and the
// tab's Export downloads the PDF report of the results.
const MANAGER = 'manager@acme.test';
const SURVEY = 'Client Satisfaction 2026';
const DRAWN = { timeout: 20_000 };

const count = (n: number) => n.toLocaleString('en-GB');

test('results: counts and dropout per question, the source filter, and the PDF report', async ({ page }) => {
  const { apiToken: token } = await loginViaApi(page, MANAGER, '/pro/surveys');
  const teamId = await teamIdOf(page.request, token, 'acme');
  const list = await page.request.get(`${API}/teams/${teamId}/surveys?per_page=100`, { headers: bearer(token) });
  const survey = ((await list.json()) as { data: { id: number; name: string }[] }).data.find((s) => s.name === SURVEY)!;
  expect(survey, SURVEY).toBeDefined();
  const sources = ((await (await page.request.get(`${API}/teams/${teamId}/surveys/${survey.id}/sources`, { headers: bearer(token) })).json()) as { data: { id: number; name: string }[] }).data;
  const newsletter = sources.find((s) => s.name === 'Newsletter')!;
  const resultsOf = async (source?: string) => {
    const res = await page.request.get(`${API}/teams/${teamId}/surveys/${survey.id}/results${source ? `?source=${source}` : ''}`, { headers: bearer(token) });
    expect(res.status()).toBe(200);
    return (await res.json()) as TSurveyResults;
  };
  const all = await resultsOf();
  const some = await resultsOf(String(newsletter.id));
  expect(all.views).toBeGreaterThan(some.views);
  const dropped = all.questions.find((q) => q.dropout_rate > 0)!;
  expect(dropped, 'a question with dropout').toBeDefined();
  const choice = all.questions.find((q) => q.type === 'single-choice')!;

  await page.goto(`/pro/surveys/${survey.id}/results`);
  const figures = page.getByTestId('results-figures');
  await expect(figures.getByTestId('figure-views')).toContainText(count(all.views), DRAWN);
  await expect(figures.getByTestId('figure-engagement-rate')).toContainText(`${all.engagement_rate}%`);
  await expect(figures.getByTestId('figure-completion-rate')).toContainText(`${all.completion_rate}%`);
  await shootWidths(page, 'survey-results-top');
  const card = page.getByTestId(`result-${dropped.id}`);
  await expect(card.getByTestId('result-figures')).toContainText(`${count(dropped.answers_count)} answer`);
  await expect(card.getByTestId('result-figures')).toContainText(`Dropout rate: ${dropped.dropout_rate}%`);
  const choiceCard = page.getByTestId(`result-${choice.id}`);
  await choiceCard.scrollIntoViewIfNeeded();
  const top = choice.answers.toSorted((a, b) => b.count - a.count)[0]!;
  await expect(choiceCard.getByTestId('result-answers').getByRole('row').filter({ hasText: top.label })).toContainText(`${top.percent}%`);
  await expect(choiceCard.getByTestId('result-doughnut').locator('svg').first()).toBeVisible(DRAWN);
  await shootWidths(page, 'survey-results');

  // The source filter: the address keeps it and the figures are that source's.
  await page.getByRole('textbox', { name: 'Source', exact: true }).click();
  await page.getByRole('option', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${survey.id}/results\\?source=${newsletter.id}$`));
  await expect(figures.getByTestId('figure-views')).toHaveText(new RegExp(`^Views${count(some.views)}$`), DRAWN);
  await expect(figures.getByTestId('figure-completion-rate')).toContainText(`${some.completion_rate}%`);
  const someDropped = some.questions.find((q) => q.id === dropped.id)!;
  await expect(card.getByTestId('result-figures')).toContainText(`Dropout rate: ${someDropped.dropout_rate}%`);

  // The PDF report of this source's results, through the tab's Export (the responses' export with PDF chosen).
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Export responses' });
  await expect(modal.getByRole('radio', { name: 'PDF (the results report)' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('survey-export.pdf');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(modal).toBeHidden();

  // The same report straight from the API answers application/pdf.
  const today = new Date().toISOString().slice(0, 10);
  const pdf = await page.request.post(`${API}/teams/${teamId}/surveys/${survey.id}/responses/export`, {
    headers: bearer(token),
    data: { format: 'pdf', questions: 'aggregate', filters: { 'date-start': '2020-01-01', 'date-end': today, source: String(newsletter.id) } },
  });
  expect(pdf.status(), await pdf.text()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
