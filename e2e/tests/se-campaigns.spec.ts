import { expect, test, type Page } from './test';
import { loginViaApi, shootWidths, STAFF_EMAIL, uniqueName } from './fixtures';

// Single-event campaigns (issue 15, spec 3 §3, §7 Single event): a team asks for the boxes of a one-off event with a
// brief, staff price it and send the quote, and the team accepts it.

const MANAGER = 'manager@acme.test';
const shots = (page: Page, name: string, opts?: { checkWidth?: boolean }) => shootWidths(page, `se-campaigns-${name}`, opts);
// A one-page PDF: its bytes are what the API checks, not its name.
const BRIEF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a team requests a single-event campaign with a brief, staff price it, and the team accepts the quote', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Launch Night ${uniqueName('')}`;

  // From the campaigns list to the single-event campaigns, with the seed's in their statuses.
  await loginViaApi(page, MANAGER, '/pro/campaigns');
  await page.getByRole('link', { name: 'Single-Event Campaigns' }).click();
  await expect(page).toHaveURL(/\/pro\/campaigns\/events$/);
  await expect(page.getByRole('heading', { name: 'Single-Event Campaigns' })).toBeVisible();
  const table = page.getByTestId('se-campaigns-table');
  await expect(table.getByRole('row').filter({ hasText: 'Client Winter Party' })).toContainText('£11,875.00');
  await expect(table.getByRole('row').filter({ hasText: 'Summer Conference 2026' })).toContainText('Awaiting quote');
  await shots(page, 'list');

  // The request, checked with the shared messages, then sent with a PDF brief.
  await page.getByRole('button', { name: 'Request Single-Event Campaign' }).click();
  const modal = page.getByRole('dialog', { name: 'Request Single-Event Campaign' });
  await expect(modal.getByRole('textbox', { name: 'Boxes Count' })).toHaveValue('100');
  await modal.getByRole('textbox', { name: 'Boxes Count' }).fill('5');
  await modal.getByRole('button', { name: 'Request Campaign' }).click();
  await expect(modal.getByText('Name is required.')).toBeVisible();
  await expect(modal.getByText('Boxes Count must be at least 10')).toBeVisible();
  await expect(modal.getByText('Requirements is required.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name' }).fill(name);
  await modal.getByRole('textbox', { name: 'Boxes Count' }).fill('75');
  await modal.getByRole('textbox', { name: 'Requirements' }).fill('A box per guest: a candle, chocolates and a thank-you card. Delivered to our office by 1 March.');
  await modal.getByLabel('Files').setInputFiles({ name: 'launch-brief.pdf', mimeType: 'application/pdf', buffer: BRIEF });
  await expect(modal.getByTestId('se-pending-files')).toContainText('launch-brief.pdf');
  await shots(page, 'request-modal', { checkWidth: false });
  await modal.getByRole('button', { name: 'Request Campaign' }).click();
  await expect(page).toHaveURL(/\/pro\/campaigns\/events\/\d+$/);
  const url = page.url();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('se-status')).toHaveText('Requested');
  await expect(page.getByTestId('se-detail-price')).toHaveText('Awaiting quote');
  const file = page.getByTestId('se-file').filter({ hasText: 'launch-brief.pdf' });
  await expect(file).toBeVisible();
  const download = page.waitForEvent('download');
  await file.getByRole('button', { name: 'Download launch-brief.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('launch-brief.pdf');
  await shots(page, 'detail-requested');

  // Staff price it and send the quote; requested campaigns come first.
  await loginViaApi(page, STAFF_EMAIL, '/pro/admin/se-campaigns');
  await expect(page.getByRole('tab', { name: 'Single events' })).toHaveAttribute('aria-selected', 'true');
  const staffTable = page.getByTestId('admin-se-campaigns-table');
  await expect(staffTable.getByRole('row').nth(1)).toContainText('Requested');
  await shots(page, 'admin-list');
  await staffTable.getByRole('link', { name }).click();
  await expect(page.getByText('launch-brief.pdf')).toBeVisible();
  await page.getByRole('textbox', { name: /Total Price/ }).fill('2437.50');
  await shots(page, 'admin-detail');
  await page.getByRole('button', { name: 'Send Quote' }).click();
  await expect(page.getByRole('button', { name: 'Mark as confirmed' })).toBeVisible();
  await expect(page.getByText('£2,437.50').first()).toBeVisible();

  // The team sees the quote and accepts it.
  await loginViaApi(page, MANAGER, new URL(url).pathname);
  await expect(page.getByTestId('se-quote')).toContainText('We can produce 75 boxes for £2,437.50.');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await shots(page, 'detail-quoted');
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept quote' });
  await confirm.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page.getByTestId('se-status')).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
  await expect(page.getByTestId('se-detail-price')).toHaveText('£2,437.50');
  await page.getByRole('link', { name: 'Single-event campaigns' }).click();
  await expect(page.getByTestId('se-campaigns-table').getByRole('row').filter({ hasText: name })).toContainText('Confirmed');
});

test('another team’s campaign, or none, sends the team back to its list', async ({ page }) => {
  await loginViaApi(page, 'owner@corner.test', '/pro/campaigns/events/1');
  await expect(page).toHaveURL(/\/pro\/campaigns\/events$/);
  // Corner Shop has no Pro: the banner and the preview.
  await expect(page.getByTestId('pro-gate')).toContainText('Requesting single-event campaigns is only available with');
  await expect(page.getByTestId('se-preview')).toBeVisible();
});
