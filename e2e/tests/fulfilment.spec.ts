import { checkA11y, expect, test, type Page } from './test';
import { apiLogin, loginToTeam, shootWidths, teamIdOf, uniqueName } from './fixtures';

// Warehouse fulfilment (issue 16): Acme Ltd is a listed team, integrated for bulk import (seed-warehouse.ts).

const HEADER = 'id;status;first_name;last_name;email;address_1;city;postcode;country;total;item_1_id;item_1_quantity';
const line = (id: string, over: Partial<Record<'status' | 'last_name' | 'postcode', string>> = {}) =>
  `${id};${over.status ?? 'processing'};Ivy;${over.last_name ?? 'Journey'};ivy.${id.toLowerCase()}@example.com;1 Mill Lane;York;${over.postcode ?? 'YO1 7HH'};GB;19.99;WH-ACME-004;2`;

async function chooseCsv(page: Page, name: string, text: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByTestId('import-submit').click();
}

async function openAcme(page: Page, path: string) {
  const { apiToken } = await apiLogin(page.request, 'manager@acme.test');
  const acme = await teamIdOf(page.request, apiToken, 'acme');
  await loginToTeam(page, 'manager@acme.test', acme, path);
}

test('import a CSV with two bad lines, fix it, and see the orders', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueName('Imp').toUpperCase();
  await openAcme(page, '/pro/fulfilment');
  await expect(page.getByRole('heading', { name: 'Fulfilment Orders' })).toBeVisible();
  await page.getByTestId('import-orders').click();
  await expect(page.getByRole('heading', { name: 'Import Orders' })).toBeVisible();
  await expect(page.getByTestId('import-template')).toHaveAttribute('href', '/assets/templates/warehouse-orders.csv');

  const bad = [HEADER, line(`${tag}-1`), line(`${tag}-2`, { status: 'due' }), line(`${tag}-3`), line(`${tag}-4`, { last_name: '', postcode: '' })].join('\n');
  await chooseCsv(page, 'orders.csv', bad);
  const errors = page.getByTestId('import-error');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(0)).toContainText('3status');
  await expect(errors.nth(1)).toContainText('5last_nameLast Name is required.');
  await expect(errors.nth(2)).toContainText('5postcodePostcode is required.');
  await expect(page.getByTestId('import-summary')).toContainText('Some required fields are missing: the first is last_name on line 5.');
  await shootWidths(page, 'fulfilment-import-errors');

  await page.getByTestId('import-again').click();
  const fixed = [HEADER, line(`${tag}-1`), line(`${tag}-2`), line(`${tag}-3`), line(`${tag}-4`)].join('\n');
  await chooseCsv(page, 'orders-fixed.csv', fixed);
  await expect(page.getByTestId('import-complete')).toContainText('4 orders were imported with the status Processing.');
  await shootWidths(page, 'fulfilment-import-complete');

  await page.getByRole('link', { name: 'View orders' }).click();
  await expect(page).toHaveURL(/\/pro\/fulfilment\?status=processing$/);
  await page.getByTestId('orders-search').fill(tag);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Ivy Journey');
  await expect(rows.first().getByTestId('order-status')).toHaveText('Processing');
  await expect(rows.first().getByTestId('order-items')).toContainText('2 × ');
});

test('filter by status and load more, then send a bulk warehouse request', async ({ page }) => {
  test.setTimeout(120_000);
  await openAcme(page, '/pro/fulfilment');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(30, { timeout: 30_000 });
  await page.getByTestId('status-delivered').click();
  await expect(page).toHaveURL(/\?status=delivered$/);
  await expect(page.getByTestId('status-delivered')).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(30);
  const badges = rows.getByTestId('order-status');
  await expect(badges.first()).toHaveText('Delivered');
  await shootWidths(page, 'fulfilment-orders');
  await page.getByTestId('load-more').click();
  // Load more adds the next 30 (a scroll near the end may already have asked for the page after).
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(60);
  expect(new Set(await badges.allTextContents())).toEqual(new Set(['Delivered']));

  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  // The page is checked once a journey (by its path); its selected rows and selection bar are checked here as well:
  // their tint is a text background too (theme.ts, SELECTED_BACKGROUND).
  await checkA11y(page, 'orders with two selected');
  await page.getByTestId('bulk-request').click();
  const modal = page.getByRole('dialog', { name: 'Warehouse Request' });
  await expect(modal.getByTestId('warehouse-request-items')).toHaveText('About 2 orders.');
  await modal.getByRole('button', { name: 'Send Request' }).click();
  await expect(modal.getByText('Subject is required.')).toBeVisible();
  await modal.getByLabel('Subject').fill('Proof of delivery');
  await modal.getByLabel('Message').fill('Please send the proof of delivery for these two orders.');
  await modal.getByLabel('Urgent').check();
  await shootWidths(page, 'fulfilment-request-modal', { checkWidth: false });
  await modal.getByRole('button', { name: 'Send Request' }).click();
  await expect(modal.getByTestId('warehouse-request-sent')).toHaveText('Your warehouse request has been sent successfully. We will be in touch soon.');
  await modal.getByRole('button', { name: 'Done' }).click();

  await page.goto('/pro/fulfilment/inventory');
  await expect(page.getByRole('heading', { name: 'Warehouse Products Inventory' })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await shootWidths(page, 'fulfilment-inventory');
});
