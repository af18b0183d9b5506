import { expect, test, type Page } from './test';
import { API, apiLogin, bearer, loginToTeam, teamIdOf } from './fixtures';

// Campaign analytics (issue 12, Must show): the analytics page of the seeded sales campaign (Enterprise Pipeline
// 2026, a year of history), its date ranges (Custom through the Choose Date Range modal) in the figures and the
// address, the configure-sales action and the ROI summary PDF. Reads only: nothing another journey counts moves.

const DRAWN = { timeout: 20_000 };

async function openAnalytics(page: Page) {
  const { apiToken } = await apiLogin(page.request, 'manager@acme.test');
  const acme = await teamIdOf(page.request, apiToken, 'acme');
  const res = await page.request.get(`${API}/teams/${acme}/gb-campaigns?q=${encodeURIComponent('Enterprise Pipeline')}`, { headers: bearer(apiToken) });
  const id = ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
  await loginToTeam(page, 'manager@acme.test', acme, `/pro/campaigns/${id}/analytics`);
  await expect(page.getByTestId('campaign-analytics')).toBeVisible(DRAWN);
  return id;
}

const sends = (page: Page) => page.getByTestId('figure-sends').locator('p').nth(1);

test('the analytics page of a sales campaign: figures, date ranges and Custom in the address, configure sales, ROI summary', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await openAnalytics(page);
  await expect(page.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible();
  await expect(page.getByTestId('analytics-range')).toContainText('All Team Members · All Time', DRAWN);
  const allTime = Number((await sends(page).textContent())!.replace(/,/g, ''));
  expect(allTime).toBeGreaterThan(100);
  await expect(page.getByTestId('chart-sendsChart').locator('.recharts-bar-rectangle').first()).toBeVisible(DRAWN);

  // A shorter range: fewer sends, and the range in the address.
  await page.getByRole('textbox', { name: 'Date range', exact: true }).click();
  await page.getByRole('option', { name: 'Last 30 Days', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pro/campaigns/${id}/analytics\\?dateRange=last-30-days$`));
  await expect(page.getByTestId('analytics-range')).toContainText('Last 30 Days');
  await expect.poll(async () => Number((await sends(page).textContent())!.replace(/,/g, ''))).toBeLessThan(allTime);

  // Custom: the Choose Date Range modal opens on last month through today; Apply puts the days in the address.
  await page.getByRole('textbox', { name: 'Date range', exact: true }).click();
  await page.getByRole('option', { name: 'Custom', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Choose Date Range' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Date range' })).toContainText('–');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/dateRange=custom&dateStart=\d{4}-\d{2}-\d{2}&dateEnd=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('analytics-range')).toContainText('Custom');
  await expect(page.getByRole('button', { name: 'Change the custom date range' })).toBeVisible();

  // Your Sales Only in the address too; a reload keeps every choice.
  await page.getByRole('textbox', { name: 'Sales', exact: true }).click();
  await page.getByRole('option', { name: 'Your Sales Only', exact: true }).click();
  await expect(page).toHaveURL(/userRange=own&dateRange=custom/);
  await page.reload();
  await expect(page.getByTestId('analytics-range')).toContainText('Your Sales Only · Custom', DRAWN);

  // Configure Sales opens the campaign's edit modal on its Sales tab.
  await page.getByRole('button', { name: 'Configure Sales' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await expect(edit.getByRole('tab', { name: 'Sales', selected: true })).toBeVisible(DRAWN);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // The ROI summary downloads as a PDF named with the campaign and today.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ROI Summary' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^campaign-${id}-roi-summary-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
});

test("the campaign list's statistics are the analytics' all-time sends, confirmed and spent", async ({ page }) => {
  const id = await openAnalytics(page);
  await expect(page.getByTestId('analytics-range')).toContainText('All Team Members · All Time', DRAWN);
  const value = (label: string) => page.getByTestId(`figure-${label}`).locator('p').nth(1).textContent();
  const [sent, confirmed, spent] = [await value('sends'), await value('confirmed'), await value('total-spent')];

  await page.goto(`/pro/campaigns?q=${encodeURIComponent('Enterprise Pipeline')}`);
  const row = page.getByTestId('campaign-stats').first();
  await expect(row).toContainText(`Invites: ${sent}`, DRAWN);
  await expect(row).toContainText(`: ${confirmed}`);
  await expect(row).toContainText(`Total Spent: ${spent}`);
  expect(id).toBeGreaterThan(0);
});
