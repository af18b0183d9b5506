import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './test';
import { API, bearer, loginViaApi, teamIdOf, uniqueName, shootWidths } from './fixtures';

// The Responses tab (issue 14, Must show) on Acme's seeded Client Satisfaction survey (a few hundred responses): filter
// by an answer through the filtered address, open a response in the side panel (its own address), add a note and see
// it after a reload, hide a column and see it stay hidden after a reload, and export the CSV (its header row) and the PDF.
const MANAGER = 'manager@acme.test';
const DRAWN = { timeout: 20_000 };
const SERVICES = 'Which of our services do you use most?';
const BETTER = 'Is there anything we could do better?';

type TSurveyRow = { id: number; slug: string; pages: { questions: { id: number; name: string }[] }[] };

async function pick(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('responses: filter by an answer, open one, add a note, hide a column, export CSV and PDF', async ({ page }) => {
  test.setTimeout(90_000);
  const { apiToken } = await loginViaApi(page, MANAGER, '/pro/surveys');
  const teamId = await teamIdOf(page.request, apiToken, 'acme');
  const list = await page.request.get(`${API}/teams/${teamId}/surveys?per_page=50&get-pages=true`, { headers: bearer(apiToken) });
  const survey = ((await list.json()) as { data: TSurveyRow[] }).data.find((s) => s.slug === 'client-satisfaction-2026')!;
  const questionId = survey.pages.flatMap((p) => p.questions).find((q) => q.name === SERVICES)!.id;

  await page.goto(`/pro/surveys/${survey.id}/responses`);
  const table = page.getByTestId('responses-table');
  await expect(table.getByTestId('response-row').first()).toBeVisible(DRAWN);
  await shootWidths(page, 'responses-list');

  // Filter by an answer: the filtered address, and every row shown gave that answer.
  await pick(page.getByTestId('survey-responses'), page, 'Question', SERVICES);
  await pick(page.getByTestId('survey-responses'), page, 'Answer', 'Corporate gifts');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${survey.id}/responses/question/${questionId}/Corporate%20gifts$`), DRAWN);
  await expect(page.getByTestId('responses-active-filters')).toContainText(`${SERVICES}: Corporate gifts`);
  const servicesColumn = (await table.getByRole('columnheader').allTextContents()).indexOf(SERVICES);
  await expect(table.getByTestId('response-row').first()).toBeVisible(DRAWN);
  // Polled: the unfiltered rows stay in view until the filtered page has arrived.
  const cells = table.getByTestId('response-row').locator(`td:nth-child(${servicesColumn + 1})`);
  await expect.poll(async () => [...new Set(await cells.allTextContents())], DRAWN).toEqual(['Corporate gifts']);

  // Open the first response: its own address, the side panel with its answers; a note added is listed, also after a reload.
  const open = table.getByRole('button', { name: /^Open response \d+$/ }).first();
  const responseId = Number(/(\d+)$/.exec((await open.getAttribute('aria-label'))!)![1]);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${survey.id}/responses/${responseId}\\?question=${questionId}&answer=Corporate`), DRAWN);
  const drawer = page.getByRole('dialog', { name: `Response #${responseId}` });
  await expect(drawer.getByTestId('response-answers')).toContainText('Corporate gifts', DRAWN);
  const note = `Called them back ${uniqueName('N')}`;
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill(note);
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByTestId('response-note').filter({ hasText: note })).toBeVisible(DRAWN);
  await shootWidths(page, 'responses-panel');
  await page.reload();
  const reopened = page.getByRole('dialog', { name: `Response #${responseId}` });
  await expect(reopened.getByTestId('response-note').filter({ hasText: note })).toContainText('Maria Manager', DRAWN);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/surveys/${survey.id}/responses/question/${questionId}/Corporate%20gifts$`), DRAWN);

  // Hide a column: gone from the table, and still hidden after a reload.
  await expect(table.getByRole('columnheader', { name: BETTER })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('responses-columns').getByRole('checkbox', { name: BETTER }).uncheck();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: BETTER })).toHaveCount(0);
  await page.reload();
  await expect(table.getByTestId('response-row').first()).toBeVisible(DRAWN);
  await expect(table.getByRole('columnheader', { name: SERVICES })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: BETTER })).toHaveCount(0);

  // Export CSV with the defaults (the last month, all questions, the list's answer filter): survey-export.csv.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Export responses' });
  await expect(modal.getByTestId('export-filters')).toContainText('answer');
  await shootWidths(page, 'responses-export');
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('survey-export.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  expect(lines[0]).toBe(`ID,Date,Source,Complete,How likely are you to recommend us to a colleague?,How would you rate our customer service?,${SERVICES},${BETTER},Notes`);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes('Corporate gifts'))).toBe(true);
  await expect(modal).toBeHidden();

  // The PDF report of the same range: survey-export.pdf.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await modal.getByRole('radio', { name: 'PDF (the results report)' }).check();
  const pdfDownload = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Export', exact: true }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('survey-export.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
