import { expect, test, type Locator, type Page } from './test';
import { loginViaApi, skipMarketplaceTutorial } from './fixtures';

// Layouts that fit: every column of a wide list is reachable with the help sidebar open, badges are never cut, and
// free and trial teams get the spec's bottom bar in place of a top banner.

/** Every badge and status label in `table` shows its whole text. */
async function expectNoCutLabels(table: Locator) {
  const labels = table.locator('.mantine-Badge-label, [data-testid="fulfilment-label"]');
  expect(await labels.count()).toBeGreaterThan(0);
  const cut = await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
  expect(cut).toEqual([]);
}

/** The scroll frame around `table` (the shared table's ScrollArea viewport). */
const scrollFrame = (table: Locator) => table.locator('xpath=ancestor::div[contains(@class, "mantine-ScrollArea-viewport")][1]');

/** The demo team's Order History (fourteen gifts in every state, the help sidebar open), at `width` × `height`. */
async function openDemoOrders(page: Page, width: number, height: number, baseURL: string) {
  await page.setViewportSize({ width, height });
  await skipMarketplaceTutorial(page.context(), baseURL);
  await page.goto('/demo/');
  await expect(page).toHaveURL(/\/demo\/marketplace$/);
  const table = page.getByTestId('orders-table');
  // The demo's gifts are sent through the services just after the server starts: a fresh server may still be at it.
  await expect(async () => {
    await page.goto('/demo/marketplace/orders');
    await expect(table.getByTestId('order-row').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return table;
}

test.describe.configure({ timeout: 90_000 });

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
  [375, 812],
] as const) {
  test(`Order History at ${width}×${height}: the last column is reachable, the first stays pinned and no status is cut`, async ({ page, baseURL }) => {
    const table = await openDemoOrders(page, width, height, baseURL!);
    if (width === 1440) await expect(page.getByTestId('help-sidebar')).toBeVisible();
    await expectNoCutLabels(table);

    const frame = scrollFrame(table);
    const frameBox = (await frame.boundingBox())!;
    // The gift link column (the last) of a row that has a link to copy.
    const copy = table.getByRole('button', { name: /^Copy gift link for/ }).first();
    const overflows = await frame.evaluate((el) => el.scrollWidth > el.clientWidth);
    // It fits beside the menu and the help sidebar at 1440 and 1024 px; a phone scrolls it.
    expect(overflows).toBe(width < 720);
    if (overflows) {
      // A visible horizontal scrollbar says there is more; scrolling the frame brings the last column in.
      await expect(frame.locator('xpath=..').locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]')).toBeVisible();
      const firstCell = table.getByTestId('order-row').first().locator('td').first();
      const before = (await firstCell.boundingBox())!;
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      // The recipient column stays where it was while the rest scrolls under it.
      expect(Math.round((await firstCell.boundingBox())!.x)).toBe(Math.round(before.x));
    }
    // The last columns (Tracking and the link to copy) lie inside the frame's width, where they can be seen and clicked.
    for (const last of [copy, table.getByRole('link', { name: 'Tracking' }).first()]) {
      const box = (await last.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frameBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
    }
  });
}

// The demo team's print jobs (/orders, spec 3 §2.11) beside the help sidebar: the page never scrolls sideways, the
// table scrolls in its own frame with the job's name pinned, and View Details (the last column) can be reached.
for (const [width, height] of [
  [1440, 900],
  [1024, 768],
  [375, 812],
] as const) {
  test(`print jobs (/orders) at ${width}×${height}: no sideways page scroll, View Details reachable, the name pinned`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height });
    await skipMarketplaceTutorial(page.context(), baseURL!);
    await page.goto('/demo/');
    await expect(page).toHaveURL(/\/demo\/marketplace$/);
    await page.goto('/demo/orders');
    const table = page.getByTestId('oms-table');
    const row = table.locator('[data-testid^="oms-row-"]').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    if (width === 1440) await expect(page.getByTestId('help-sidebar')).toBeVisible();
    await expectNoCutLabels(table);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(width);
    if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/print-orders-layout-${width}.png`, fullPage: true });

    const frame = scrollFrame(table);
    const frameBox = (await frame.boundingBox())!;
    expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(width);
    const details = row.getByRole('link', { name: /^View details of/ });
    const overflows = await frame.evaluate((el) => el.scrollWidth > el.clientWidth);
    // It fits beside the menu and the help sidebar at 1440 and 1024 px; a phone scrolls it.
    expect(overflows).toBe(width < 720);
    if (overflows) {
      const firstCell = row.locator('td').first();
      const before = (await firstCell.boundingBox())!;
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(Math.round((await firstCell.boundingBox())!.x)).toBe(Math.round(before.x));
    }
    const box = (await details.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frameBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
    await details.click();
    await expect(page).toHaveURL(/\/demo\/orders\/\d+$/);
  });
}

test('the staff catalogue at 1024 px shows whole type and status badges', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginViaApi(page, 'staff@gifthub.test', '/pro/admin/catalogue');
  const table = page.getByTestId('admin-catalogue-table');
  await expect(table.locator('tbody tr').first().getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectNoCutLabels(table);
});

test('the bottom bar shows for a free team at 375 px, sits at the bottom of the window and covers no content', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginViaApi(page, 'owner@corner.test');
  const bar = page.getByRole('region', { name: 'Your plan: On Demand' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(740);
  expect(Math.round(box.width)).toBe(375);
  // Scrolled to the end, the page's last card ends above the bar.
  const lastCard = page.getByTestId('dash-notifications');
  await expect(lastCard).toBeVisible();
  await expect
    .poll(async () => {
      // Scrolled again each time: the dashboard's cards may still grow as their data arrives.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const card = (await lastCard.boundingBox())!;
      return card.y + card.height <= (await bar.boundingBox())!.y;
    })
    .toBe(true);
});

test('a Pro team has no bottom bar', async ({ page }) => {
  await loginViaApi(page, 'manager@acme.test');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
});
