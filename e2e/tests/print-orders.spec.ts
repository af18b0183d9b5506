import { expect, test, type Page } from './test';
import { loginViaApi, shootWidths, STAFF_EMAIL, uniqueName } from './fixtures';

// Print orders and enquiries (issue 16, spec 3 §2.11): a team with the order-management customer link makes an
// enquiry, staff answer it with a quote in the back office, and the team sees the quote and its customer pack;
// a finished job is reordered with the spec's prefill.

const MANAGER = 'manager@acme.test';
const shots = (page: Page, name: string, opts?: { checkWidth?: boolean }) => shootWidths(page, `print-orders-${name}`, opts);

test('a team makes an enquiry, staff quote it, and the team sees the quote and the customer pack', async ({ page }) => {
  test.setTimeout(150_000);
  const subject = `Enamel pins ${uniqueName('')}`;

  await loginViaApi(page, MANAGER, '/pro/orders/enquiries');
  await expect(page.getByRole('heading', { name: /Enquiries$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('oms-table').getByRole('row').filter({ hasText: 'Christmas hampers' })).toBeVisible();
  await shots(page, 'enquiries');

  // The enquiry form: the spec's messages first, then sent; the new enquiry opens.
  await page.getByRole('button', { name: 'Make New Enquiry' }).click();
  const modal = page.getByRole('dialog', { name: 'Make New Enquiry' });
  await expect(modal.getByRole('textbox', { name: 'Quantity' })).toHaveValue('100');
  await modal.getByRole('textbox', { name: 'Subject' }).fill('ab');
  await modal.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(modal.getByText('Subject minimal length is 3')).toBeVisible();
  await expect(modal.getByText('Details is required.')).toBeVisible();
  await shots(page, 'enquiry-modal', { checkWidth: false });
  await modal.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await modal.getByRole('textbox', { name: 'Quantity' }).fill('250');
  await modal.getByRole('textbox', { name: 'Details' }).fill('Gold enamel pins, 25 mm, with our logo. Needed by the end of next month.');
  await modal.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(/\/pro\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByTestId('no-quote')).toContainText('There is no quote for this enquiry yet...');
  await expect(page.getByText('No customer packs have been sent for this enquiry yet.')).toBeVisible();

  // Staff find it in the back office and send a quote.
  await loginViaApi(page, STAFF_EMAIL, '/pro/admin/print-orders');
  await expect(page.getByTestId(`admin-oms-row-${id}`)).toContainText('To quote');
  await page.getByTestId(`admin-oms-row-${id}`).getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/pro/admin/print-orders/${id}$`));
  const quote = page.getByTestId('admin-quote-form');
  await quote.getByRole('textbox', { name: 'Price per unit (£)' }).fill('1.25');
  await quote.getByRole('textbox', { name: 'Shipping (£)' }).fill('15');
  await quote.getByRole('textbox', { name: 'Extra (£)' }).fill('2.50');
  await quote.getByRole('textbox', { name: 'Message to the team' }).fill('Thank you: here is our quote for the pins.');
  await quote.getByRole('button', { name: 'Send Quote' }).click();
  await expect(page.getByText('Quotes sent: v1 £330.00')).toBeVisible();
  await shots(page, 'admin', { checkWidth: false });

  // The team sees the quote on the enquiry and opens the customer pack.
  await loginViaApi(page, MANAGER, `/pro/orders/${id}`);
  await expect(page.getByTestId('quote-total')).toHaveText('£330.00');
  await expect(page.getByTestId('packs-table')).toContainText('v1');
  await expect(page.getByTestId('oms-info')).toContainText('In Progress');
  await shots(page, 'enquiry-detail');
  await page.getByRole('link', { name: 'View Customer Pack' }).click();
  await expect(page).toHaveURL(/\/pro\/docs\/pack\/[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByTestId('pack-total')).toHaveText('£330.00');
  await expect(page.getByTestId('pack-view')).toContainText('Thank you: here is our quote for the pins.');
  await shots(page, 'pack');
});

test('a finished job is reordered with its name and quantity, and the reorder opens as a new enquiry', async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, MANAGER, '/pro/orders');
  await expect(page.getByRole('heading', { name: /Orders & Jobs$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('production-progress').first()).toBeVisible();
  await shots(page, 'jobs');

  // Only the completed jobs, then the first one's details.
  await page.getByRole('textbox', { name: 'Order status' }).click();
  await page.getByRole('option', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/status=completed/);
  const row = page.getByTestId('oms-table').locator('tbody tr').first();
  await expect(row).toContainText('Complete');
  await expect(row).not.toContainText('(est.)');
  const jobName = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('link', { name: /View details of/ }).click();
  await expect(page).toHaveURL(/\/pro\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
  await expect(page.getByTestId('oms-info')).toContainText('100%');
  await expect(page.getByTestId('invoices-table')).toContainText(/paid/i);
  await shots(page, 'job-detail');

  await page.getByRole('button', { name: 'Reorder This Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Reorder This Item' });
  await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Reorder: ${jobName}`);
  const quantity = await modal.getByRole('textbox', { name: 'Quantity' }).inputValue();
  expect(Number(quantity.replace(/,/g, ''))).toBeGreaterThan(0);
  await modal.getByRole('textbox', { name: 'Details' }).fill('Same as last time, please.');
  await modal.getByRole('button', { name: 'Send Reorder' }).click();
  await expect(page).toHaveURL(/\/pro\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: `Reorder: ${jobName}` })).toBeVisible();
  await expect(page.getByTestId('oms-info')).toContainText('Same as last time, please.');

  // It is listed among the enquiries with the source Re-Order.
  await page.getByRole('link', { name: 'Your Enquiries' }).click();
  await expect(page.getByTestId('oms-table').getByRole('row').filter({ hasText: `Reorder: ${jobName}` }).first()).toContainText('Re-Order');
});

test('a team without the customer link has no orders menu and a clear notice', async ({ page }) => {
  await loginViaApi(page, 'owner@corner.test', '/pro/orders');
  await expect(page.getByTestId('no-oms')).toContainText('Print orders are not set up for your team.');
  await expect(page.getByRole('link', { name: 'Order Tracking & History' })).toHaveCount(0);
});
