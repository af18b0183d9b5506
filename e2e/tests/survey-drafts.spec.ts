import { expect, test } from './test';
import { DEFAULT_STYLES, surveyTexts } from '@gifthub/shared/survey-rules';
import { API, bearer, loginViaApi, teamIdOf, uniqueName } from './fixtures';

// A draft survey and its parts: the list shows each survey's pages and theme; the team previews the draft before it
// is published (the public page shows it to the signed-in member); a source goes to the bin and comes back.
const MANAGER = 'manager@acme.test';
const DRAWN = { timeout: 20_000 };

test('a draft survey is listed with its pages and theme, previewed by its team, and its source binned and restored', async ({ page, context }) => {
  const { apiToken } = await loginViaApi(page, MANAGER, '/pro/surveys');
  const teamId = await teamIdOf(page.request, apiToken, 'acme');
  const name = uniqueName('Draft pulse ');
  const made = await page.request.post(`${API}/teams/${teamId}/surveys`, { headers: bearer(apiToken), data: { name } });
  expect(made.status(), await made.text()).toBe(200);
  const surveyId = ((await made.json()) as { id: number }).id;
  const source = await page.request.post(`${API}/teams/${teamId}/surveys/${surveyId}/sources`, { headers: bearer(apiToken), data: { name: 'Old flyer', type: 'link', slug: 'old-flyer' } });
  expect(source.status(), await source.text()).toBe(200);

  // The list: one page (the Welcome page) and the default theme's font.
  await page.goto(`/pro/surveys?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId('survey-row').filter({ hasText: name });
  await expect(row.getByTestId('survey-status')).toHaveText('Draft', DRAWN);
  await expect(row.getByTestId('survey-pages')).toHaveText('1');
  await expect(row.getByTestId('survey-theme')).toContainText(DEFAULT_STYLES.question_font);

  // Preview while still a draft: the new tab shows the Welcome page under the preview bar.
  await page.goto(`/pro/surveys/${surveyId}`);
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview (opens in a new tab)' }).click()]);
  await expect(preview.getByTestId('survey-preview-bar')).toHaveText(surveyTexts.previewBar, DRAWN);
  await expect(preview.getByRole('heading', { level: 1, name: 'Welcome to our survey.' })).toBeVisible(DRAWN);
  await preview.close();

  // The source to the bin, listed under Deleted sources, and back.
  const sources = page.getByTestId('sources-table');
  await sources.getByRole('button', { name: 'Delete Old flyer' }).click();
  await expect(sources.getByText('Old flyer')).toHaveCount(0, DRAWN);
  await page.getByRole('switch', { name: 'Deleted sources' }).check();
  await sources.getByRole('button', { name: 'Restore Old flyer' }).click();
  await expect(sources.getByText('Old flyer')).toHaveCount(0, DRAWN);
  await page.getByRole('switch', { name: 'Deleted sources' }).uncheck();
  await expect(sources.getByTestId('source-row').filter({ hasText: 'Old flyer' })).toBeVisible(DRAWN);
});
