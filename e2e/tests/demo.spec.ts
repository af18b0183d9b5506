import { expect, test } from './test';
import { API, bearer, fillLogin } from './fixtures';

const DEMO_TEAM_ID = 132;

test('/demo/ logs in by itself, opens the marketplace and blocks writes', async ({ page }) => {
  await page.goto('/demo/');
  await expect(page).toHaveURL(/\/demo\/marketplace$/);
  await expect(page.getByTestId('banner-demo')).toBeVisible();
  // In demo mode the marketplace tutorial opens by itself on the first visit (spec 3 §2).
  const tutorial = page.getByRole('dialog', { name: 'Marketplace tutorial' });
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  await expect(tutorial).toBeHidden();

  // No Sign Out in demo.
  await page.getByTestId('user-card').click();
  await expect(page.getByRole('menuitem', { name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const token = await page.evaluate(() => localStorage.getItem('api_token'));
  expect(token).toBeTruthy();
  const read = await page.request.get(`${API}/teams/${DEMO_TEAM_ID}`, { headers: bearer(token!) });
  expect(read.status()).toBe(200);
  const write = await page.request.put(`${API}/teams/${DEMO_TEAM_ID}`, { headers: bearer(token!), data: { name: 'Renamed by the demo' } });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { code: string }).code).toBe('demo_read_only');
  const after = (await (await page.request.get(`${API}/teams/${DEMO_TEAM_ID}`, { headers: bearer(token!) })).json()) as { name: string };
  expect(after.name).not.toBe('Renamed by the demo');
});

test('the demo user logging in under /pro/ is logged out and sent to login', async ({ page }) => {
  await page.goto('/pro/login');
  await fillLogin(page, 'demo@gifthub.test');
  await expect(page).toHaveURL(/\/pro\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The logout may still be navigating: an evaluate cut short by it counts as 'not yet' and is polled again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('api_token')).catch(() => 'navigating')).toBeNull();
});

test('the demo shows a Pro team read-only: billing with the team balance, members, and the sign-up prompt on a write', async ({ page }) => {
  await page.goto('/demo/');
  await expect(page).toHaveURL(/\/demo\/marketplace$/);
  const tutorial = page.getByRole('dialog', { name: 'Marketplace tutorial' });
  if (await tutorial.isVisible()) await tutorial.getByRole('button', { name: 'Close tutorial' }).click();

  // Billing: the team's balance, as a Pro team sees it; no upgrade gate.
  await page.goto('/demo/billing');
  await expect(page.getByTestId('team-resources-value')).toHaveText(/£/);
  await expect(page.getByTestId('pro-gate')).toHaveCount(0);

  // Team members: the list a Pro team sees, read-only.
  await page.goto('/demo/settings/team-members');
  await expect(page.getByTestId('demo-note')).toBeVisible();
  await expect(page.getByTestId('pro-gate')).toHaveCount(0);

  // A write opens the sign-up prompt and changes nothing.
  await page.goto('/demo/settings/team');
  await page.getByRole('button', { name: 'Update Team Settings' }).click();
  const signUp = page.getByRole('dialog', { name: /Create your .* HUB team account/ });
  await expect(signUp).toBeVisible();

  // A button that opens a form asks to sign up at once: the form never opens, so no refusal follows it.
  await page.goto('/demo/campaigns');
  await page.getByRole('button', { name: 'Request New Campaign' }).click();
  await expect(signUp).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Request New Campaign' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/demo\/campaigns$/);
});

test('the demo shows the Fulfilment area read-only: orders and inventory listed, a write opens the sign-up prompt', async ({ page }) => {
  // Three screens of the demo, each with its lists and a write refused: over 20 s on a quiet machine.
  test.slow();
  await page.goto('/demo/');
  await expect(page).toHaveURL(/\/demo\/marketplace$/);
  const tutorial = page.getByRole('dialog', { name: 'Marketplace tutorial' });
  if (await tutorial.isVisible()) await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText('Fulfilment');

  await page.goto('/demo/fulfilment');
  await expect(page.getByRole('heading', { name: 'Fulfilment Orders' })).toBeVisible();
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  // Choosing an order and deleting it opens the sign-up prompt; the order stays.
  await rows.first().getByRole('checkbox').check();
  await page.getByTestId('bulk-delete').click();
  const signUp = page.getByRole('dialog', { name: /Create your .* HUB team account/ });
  await expect(signUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();
  await page.reload();
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(before);

  // The inventory reads too; a warehouse request opens the same prompt.
  await page.goto('/demo/fulfilment/inventory');
  await expect(page.getByRole('heading', { name: 'Warehouse Products Inventory' })).toBeVisible();
  await page.getByRole('button', { name: /^WH Request about / }).first().click();
  await expect(signUp).toBeVisible();
});
