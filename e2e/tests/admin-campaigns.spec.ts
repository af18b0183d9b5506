import { expect, test, type Page } from './test';
import { loginViaApi } from './fixtures';

// Staff's back office for campaigns (issue 11): a team's requested campaign gets its gift options and is activated.

const CAMPAIGN = 'Christmas Hampers 2026';

/** Create New Option: a physical gift picked from the catalogue, its own shipping group for Ireland added. */
async function addPhysicalOption(page: Page, search: string, name: string, ieShipping: string) {
  await page.getByRole('button', { name: 'Create New Option' }).click();
  const modal = page.getByRole('dialog', { name: 'Create New Option' });
  const product = modal.getByRole('textbox', { name: 'Product' });
  await expect(product).toHaveAttribute('placeholder', 'Choose a catalogue product');
  await product.fill(search);
  await page.getByRole('option', { name: new RegExp(search) }).first().click();
  // Picking the product fills its GB shipping; the name is the staff's own.
  await expect(modal.getByRole('textbox', { name: 'Countries of group 1' })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name' }).fill(name);
  await modal.getByRole('button', { name: 'Add country group' }).click();
  await modal.getByRole('textbox', { name: 'Countries of group 2' }).fill('IE');
  await modal.getByRole('textbox', { name: 'Countries of group 2' }).press('Enter');
  await modal.getByRole('textbox', { name: 'Shipping ex. VAT of group 2' }).fill(ieShipping);
  await modal.getByRole('textbox', { name: 'Availability' }).fill('50');
  await modal.getByRole('button', { name: 'Create option' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('table', { name: 'Gift options' }).getByRole('row').filter({ hasText: name })).toBeVisible();
}

test('staff add two physical options with shipping to a requested campaign and activate it', async ({ page }) => {
  // Two option forms and an activation: slow on a loaded 2-core machine.
  test.setTimeout(90_000);
  await loginViaApi(page, 'staff@gifthub.test', '/pro/admin/campaigns');
  await expect(page.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');

  const table = page.getByTestId('admin-campaigns-table');
  const row = table.getByRole('row').filter({ hasText: CAMPAIGN });
  await expect(row).toContainText('Acme Ltd');
  await expect(row).toContainText('Requested');
  // Requested campaigns come first.
  await expect(table.getByRole('row').nth(1)).toContainText('Requested');
  await row.getByRole('link', { name: CAMPAIGN }).click();

  await expect(page.getByRole('heading', { name: CAMPAIGN })).toBeVisible();
  await expect(page.getByText('Acme Ltd (pro)')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Status actions' });
  await expect(actions.getByRole('button')).toHaveText(['Activate']);

  await addPhysicalOption(page, 'Cotswold', 'Afternoon Tea for clients', '9.50');
  await addPhysicalOption(page, 'Cheese Lover', 'British cheeses', '11');

  await actions.getByRole('button', { name: 'Activate' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Pause', 'Mark as leaked', 'Complete']);

  // What the server now holds, read again.
  await page.reload();
  await expect(page.getByRole('heading', { name: CAMPAIGN })).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  const options = page.getByRole('table', { name: 'Gift options' });
  await expect(options.getByRole('row')).toHaveCount(3);
  await expect(options.getByRole('switch', { name: 'Enabled: Afternoon Tea for clients' })).toBeChecked();
  await expect(options.getByRole('switch', { name: 'Enabled: British cheeses' })).toBeChecked();
  await expect(options.getByRole('row').filter({ hasText: 'Afternoon Tea for clients' })).toContainText('50');

  // The edit form shows both shipping groups as saved.
  await options.getByRole('button', { name: 'Edit British cheeses' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit British cheeses' });
  await expect(modal.getByRole('textbox', { name: 'Shipping ex. VAT of group 2' })).toHaveValue('£11.00');
  await expect(modal.getByRole('textbox', { name: 'Shipping inc. VAT of group 2' })).toHaveValue('£13.20');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'All campaigns' }).click();
  await expect(page.getByTestId('admin-campaigns-table').getByRole('row').filter({ hasText: CAMPAIGN })).toContainText('Active');
});
