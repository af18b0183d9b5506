import { expect, test, type Page } from './test';
import { loginViaApi } from './fixtures';

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test.describe('menu by role', () => {
  test("the manager's settings menu has Team Settings and Team Members", async ({ page }) => {
    await loginViaApi(page, 'manager@acme.test', '/pro/settings');
    const menu = accountMenu(page);
    await expect(menu.getByRole('link', { name: 'Your Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team Members' })).toBeVisible();
  });

  test("the associate's settings menu lacks Team Settings and Team Members", async ({ page }) => {
    await loginViaApi(page, 'associate@acme.test', '/pro/settings');
    const menu = accountMenu(page);
    await expect(menu.getByRole('link', { name: 'Your Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Resources' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team Settings' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Team Members' })).toHaveCount(0);
  });
});

test.describe('sidebar', () => {
  test('is 300 px wide at 1440 and collapses behind a burger below 1135 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginViaApi(page, 'manager@acme.test');
    const sidebar = page.getByTestId('sidebar');
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(sidebar).toBeInViewport();
    expect((await sidebar.boundingBox())?.width).toBe(300);
    await expect(burger).not.toBeInViewport();

    await page.setViewportSize({ width: 1135, height: 900 });
    await expect(sidebar).toBeInViewport();
    await expect(burger).not.toBeInViewport();

    await page.setViewportSize({ width: 1134, height: 900 });
    await expect(burger).toBeVisible();
    await expect(sidebar).not.toBeInViewport();
    await burger.click();
    await expect(sidebar).toBeInViewport();
  });

  test('remembers the compact choice after a reload', async ({ page }) => {
    await loginViaApi(page, 'manager@acme.test');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Compact menu' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(120);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Full menu' })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(120);
    await page.getByRole('button', { name: 'Full menu' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(300);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Compact menu' })).toBeVisible();
  });

  test('the user card offers Switch Team to a member of two teams and Sign Out logs out', async ({ page }) => {
    await loginViaApi(page, 'manager@acme.test');
    await page.getByTestId('user-card').click();
    await expect(page.getByRole('menuitem', { name: 'Your Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch Team' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/pro\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  });
});

test.describe('plan bottom bar', () => {
  test('a free team sees the On Demand bottom bar with Upgrade, fixed to the bottom of the window', async ({ page }) => {
    await loginViaApi(page, 'owner@corner.test');
    const bar = page.getByRole('region', { name: 'Your plan: On Demand' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-plan', 'free');
    await expect(bar.getByRole('button', { name: 'Upgrade' })).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  });

  test('a pro team sees no bottom bar', async ({ page }) => {
    await loginViaApi(page, 'associate@acme.test');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
  });

  test('a trial team sees the pending bottom bar', async ({ page }) => {
    await loginViaApi(page, 'owner@trial.test');
    const bar = page.getByRole('region', { name: 'Your plan: Pro requested' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Your Pro plan request is pending.');
  });
});
