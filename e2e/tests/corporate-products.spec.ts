import { expect, test, type APIRequestContext, type Page } from './test';
import { API, apiLogin, bearer, loginToTeam, loginViaApi, shootWidths, STAFF_EMAIL, teamIdOf, uniqueName } from './fixtures';

// Your Corporate Products (issue 15): the list and a product's page with the stock and allocation labels of spec 3
// §2.3, pause and activate, the edit, and staff's convert to kitted box. Journeys that change a product change one made
// for them (a request staff complete), so the seeded products other journeys read stay as seeded.
test.describe.configure({ mode: 'parallel' });

const MANAGER = 'manager@acme.test';
const DRAWN = { timeout: 20_000 };
const SHOTS = '/tmp/shots/products';

async function shots(page: Page, name: string) {
  const before = process.env.SCREENSHOTS_DIR;
  process.env.SCREENSHOTS_DIR = SHOTS;
  try {
    await shootWidths(page, name);
  } finally {
    if (before === undefined) delete process.env.SCREENSHOTS_DIR;
    else process.env.SCREENSHOTS_DIR = before;
  }
}

/** A new product of Acme Ltd: a request of the team that staff complete (the requests' own API); answers its id. */
async function newAcmeProduct(request: APIRequestContext, name: string): Promise<{ id: number; acme: number }> {
  const manager = (await apiLogin(request, MANAGER)).apiToken;
  const acme = await teamIdOf(request, manager, 'acme');
  const made = await request.post(`${API}/teams/${acme}/products/requests`, {
    headers: bearer(manager),
    data: { name, product_type: 'product', description: 'A branded flask for the journeys.', base_product: 'Steel flask', customisation: 'Logo', stock: 40, send_email: false },
  });
  expect(made.status(), await made.text()).toBe(200);
  const requestId = ((await made.json()) as { id: number }).id;
  const staff = (await apiLogin(request, STAFF_EMAIL)).apiToken;
  const done = await request.post(`${API}/admin/product-requests/${requestId}/complete`, { headers: bearer(staff), data: { reorder_moq: 10 } });
  expect(done.status(), await done.text()).toBe(200);
  return { id: ((await done.json()) as { product_id: number }).product_id, acme };
}

test('the list shows the kitted boxes and other products with their labels; a product shows its figures, components and orders', async ({ page }) => {
  // The dashboard counts the team's products and names the ones low on stock (spec 1 §2 allocation), linking to them.
  await loginViaApi(page, MANAGER, '/pro/dashboard');
  await expect(page.getByTestId('dash-products')).toContainText(/Team products\s*\d+/, DRAWN);
  const notes = page.getByTestId('dash-notifications');
  await expect(notes.getByText('Acme Christmas Hamper is out of stock')).toBeVisible(DRAWN);
  await page.getByTestId('dash-products').getByRole('link', { name: 'Corporate products' }).click();
  await expect(page.getByRole('heading', { name: 'Your Corporate Products', level: 1 })).toBeVisible(DRAWN);
  await expect(page.getByTestId('products-count')).toHaveText(/^You have \d+ corporate products\.$/);
  const kitted = page.getByTestId('kitted-section');
  await expect(kitted.getByRole('heading', { name: 'Your Kitted Boxes' })).toBeVisible();
  await expect(page.getByTestId('other-section').getByRole('heading', { name: 'Your Other Products' })).toBeVisible();
  // Every stock state of the seed: 20 or more, 1 to 19, none.
  for (const label of ['In Stock', 'Low Stock', 'Out of Stock']) await expect(page.getByTestId('stock-label').filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
  for (const label of ['Alloc', 'Low Alloc', 'No Alloc']) await expect(page.getByTestId('allocation-label').filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
  const hamper = page.getByTestId('product-card').filter({ hasText: 'Acme Christmas Hamper' });
  await expect(hamper.getByTestId('stock-label')).toHaveText('Out of Stock');
  await shots(page, 'products-list');

  await kitted.getByTestId('product-card').filter({ hasText: 'Acme Welcome Box' }).click();
  await expect(page).toHaveURL(/\/pro\/campaigns\/corporate-products\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Acme Welcome Box', level: 1 })).toBeVisible(DRAWN);
  await expect(page.getByTestId('stock-label')).toHaveText('In Stock');
  await expect(page.getByTestId('figure-reorder-moq')).toContainText('50');
  await expect(page.getByTestId('product-description').locator('strong')).toHaveText('welcome box');
  const components = page.getByTestId('product-components');
  await expect(components.getByText('Acme Branded Mug')).toBeVisible();
  await components.getByTestId('general-component').first().click();
  await expect(page.getByTestId('general-notice')).toContainText('This gift box component is general Gift HUB product, not specific to your team or company, so you can not manage its properties.');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('product-orders').getByRole('row').nth(1)).toContainText('Client Thank You 2026');
  await expect(page.getByTestId('paging-footer')).toContainText(/of \d+ orders/);
  await shots(page, 'product-detail');

  // The top-level reading opens the same page; an unknown id goes back to the list.
  await page.goto('/pro/corporate-products/999999');
  await expect(page).toHaveURL(/\/pro\/corporate-products$/, DRAWN);
});

test('a product is paused, activated again and edited', async ({ page, request }) => {
  const name = uniqueName('Journey Flask ');
  const { id, acme } = await newAcmeProduct(request, name);
  await loginToTeam(page, MANAGER, acme, `/pro/corporate-products/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(DRAWN);
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('team-status')).toHaveText('Paused');
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('team-status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Edit Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await shots(page, 'product-edit');
  const renamed = `${name} XL`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('<p>A <em>bigger</em> flask.</p><script>alert(1)</script>');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-description').locator('em')).toHaveText('bigger');
  await expect(page.getByTestId('product-description').locator('script')).toHaveCount(0);
});

test('staff convert a product to a kitted box after the confirm; a manager is not offered it', async ({ page, request }) => {
  const name = uniqueName('Convert Flask ');
  const { id, acme } = await newAcmeProduct(request, name);
  await loginToTeam(page, MANAGER, acme, `/pro/campaigns/corporate-products/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(DRAWN);
  await expect(page.getByRole('button', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Kitted Box' })).toHaveCount(0);

  await loginToTeam(page, STAFF_EMAIL, acme, `/pro/campaigns/corporate-products/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(DRAWN);
  await page.getByRole('button', { name: 'Convert to Kitted Box' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convert to Kitted Box' });
  await expect(confirm).toContainText('This will convert this product to Kitted Box. Do you want to continue?');
  await confirm.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByTestId('product-labels')).toContainText('Kitted Box');
  await expect(page.getByRole('button', { name: 'Convert to Kitted Box' })).toHaveCount(0);
  await page.goto('/pro/campaigns/corporate-products');
  await expect(page.getByTestId('kitted-section').getByTestId('product-card').filter({ hasText: name })).toBeVisible(DRAWN);
});

test('a team without Pro sees the demo products as a preview under the pro banner', async ({ page }) => {
  await loginViaApi(page, 'owner@corner.test', '/pro/corporate-products');
  await expect(page.getByTestId('pro-gate')).toContainText('Managing corporate products is only available with Gift HUB Pro plan. Please upgrade your account to continue.', DRAWN);
  await expect(page.getByTestId('product-card').filter({ hasText: 'Demo Welcome Box' })).toBeVisible();
  await page.getByTestId('product-card').filter({ hasText: 'Demo Welcome Box' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Welcome Box', level: 1 })).toBeVisible(DRAWN);
  await expect(page.getByTestId('product-actions')).toHaveCount(0);
  await shots(page, 'product-preview');
});
