import { expect, test, type Page } from './test';
import { loginViaApi, shootWidths, STAFF_EMAIL, uniqueName } from './fixtures';

// Product requests (issue 15, spec 3 §2.3, §4, §5): a team asks for a new product, staff make it in the back office and
// the team finds it in Your Other Products; a restock holds to the product's reorder MOQ.

const MANAGER = 'manager@acme.test';
const shots = (page: Page, name: string) => shootWidths(page, `requests-${name}`);

test('a team requests a new product, staff make it, and the team sees it in Your Other Products', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Branded Flask ${uniqueName('')}`;
  await loginViaApi(page, MANAGER, '/pro/campaigns/corporate-products/requests');
  await expect(page.getByRole('heading', { name: 'Product Requests' })).toBeVisible();
  // The seed's requests in their statuses.
  const table = page.getByTestId('product-requests-table');
  await expect(table.getByRole('row').filter({ hasText: 'Acme Summer Gift Box' })).toContainText('Pending');
  await expect(table.getByRole('row').filter({ hasText: 'Acme Glass Award' })).toContainText('Rejected');
  await shots(page, 'list');

  await page.getByRole('button', { name: 'Request New Product' }).click();
  const modal = page.getByRole('dialog', { name: 'Request New Product' });
  await expect(modal.getByRole('textbox', { name: 'Stock' })).toHaveValue('100');
  await modal.getByRole('button', { name: 'Send Request' }).click();
  await expect(modal.getByText('Name is required.')).toBeVisible();
  await expect(modal.getByText('Product Type is required.')).toBeVisible();
  await expect(modal.getByText('Description is required.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name' }).fill(name);
  await modal.getByRole('textbox', { name: 'Product Type' }).click();
  await page.getByRole('option', { name: 'Product', exact: true }).click();
  await modal.getByRole('textbox', { name: 'Description' }).fill('A steel flask with our logo, for the sales team.');
  await modal.getByRole('textbox', { name: 'Base Product' }).fill('Steel flask, 500 ml');
  await modal.getByRole('textbox', { name: 'Customisation' }).fill('Laser-engraved logo');
  await expect(modal.getByRole('textbox', { name: 'Box Content' })).toHaveCount(0);
  await modal.getByRole('textbox', { name: 'Stock' }).fill('120');
  await shootWidths(page, 'requests-create-modal', { checkWidth: false });
  await modal.getByRole('button', { name: 'Send Request' }).click();
  await expect(modal).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('120');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/pro\/campaigns\/corporate-products\/requests\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Laser-engraved logo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await shots(page, 'detail');

  // Staff make it, with a reorder MOQ of 20.
  await loginViaApi(page, STAFF_EMAIL, '/pro/admin/product-requests');
  await expect(page.getByRole('tab', { name: 'Product requests' })).toHaveAttribute('aria-selected', 'true');
  const staffTable = page.getByTestId('admin-product-requests-table');
  // Pending requests come first.
  await expect(staffTable.getByRole('row').nth(1)).toContainText('Pending');
  await shots(page, 'admin-list');
  await staffTable.getByRole('link', { name }).click();
  await expect(page.getByText('Acme Ltd · Request')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('admin-request-status')).toHaveText('In Progress');
  await page.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Make the product' });
  await complete.getByRole('textbox', { name: 'Reorder MOQ' }).fill('20');
  await complete.getByRole('textbox', { name: 'Note to the team' }).fill('Your flasks are in stock.');
  await shots(page, 'admin-complete');
  await complete.getByRole('button', { name: 'Make Product' }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByTestId('admin-request-status')).toHaveText('Completed');

  // The team sees the request completed and the product in Your Other Products.
  await loginViaApi(page, MANAGER, '/pro/corporate-products/requests');
  await expect(page.getByTestId('product-requests-table').getByRole('row').filter({ hasText: name })).toContainText('Completed');
  await page.getByRole('link', { name: 'Your Corporate Products' }).first().click();
  await expect(page).toHaveURL(/\/pro\/corporate-products$/);
  const other = page.getByTestId('other-section');
  await expect(other.getByRole('heading', { name: 'Your Other Products' })).toBeVisible();
  await expect(other.getByTestId('product-card').filter({ hasText: name })).toBeVisible();
});

test('a restock asks at least the reorder MOQ: 10 is refused with the minimum named, 50 is sent', async ({ page }) => {
  test.setTimeout(90_000);
  await loginViaApi(page, MANAGER, '/pro/campaigns/corporate-products');
  await page.getByTestId('product-card').filter({ hasText: 'Acme Welcome Box' }).first().click();
  await expect(page.getByRole('heading', { name: 'Acme Welcome Box' })).toBeVisible();
  await page.getByRole('button', { name: 'Restock' }).click();
  const modal = page.getByRole('dialog', { name: 'Restock Acme Welcome Box' });
  const stock = modal.getByRole('textbox', { name: 'Stock' });
  // The MOQ (50) is the default.
  await expect(stock).toHaveValue('50');
  await expect(modal.getByText('The minimum order quantity is 50.')).toBeVisible();
  await stock.fill('10');
  await modal.getByRole('button', { name: 'Request Restock' }).click();
  await expect(modal.getByText('Stock must be at least 50')).toBeVisible();
  await shootWidths(page, 'requests-restock-modal', { checkWidth: false });
  await stock.fill('50');
  await modal.getByRole('button', { name: 'Request Restock' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Your restock request has been sent. We will be in touch soon.')).toBeVisible();

  await page.goto('/pro/campaigns/corporate-products/requests?status=pending');
  const rows = page.getByTestId('product-requests-table').getByRole('row').filter({ hasText: 'Acme Welcome Box' });
  await expect(rows.first()).toContainText('Restock');
  await expect(rows.first()).toContainText('50');
});
