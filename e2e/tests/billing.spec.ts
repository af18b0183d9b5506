import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import {
  API,
  apiLogin,
  balanceOf,
  bearer,
  CARDS,
  documentCount,
  fillSandboxCard,
  loginToTeam,
  loginViaApi,
  penceOf,
  poundsText,
  removeAllCards,
  teamIdOf,
  transactionCount,
} from './fixtures';

// The manager is a member of two teams: every journey opens Acme Ltd explicitly. Only this file moves
// Acme Ltd's balance; its top-ups run one after another (the config is not fullyParallel, so no
// --repeat-each with more than one worker) and each compares its own before and after.
const MANAGER = 'manager@acme.test';

const resources = (page: Page) => page.getByTestId('team-resources-value');
const topUpModal = (page: Page) => page.getByRole('dialog', { name: 'Top Up Team Balance' });
const priceRow = (page: Page, label: 'Top up' | 'Fee' | 'Total') => page.getByTestId('top-up-prices').getByRole('row').filter({ hasText: new RegExp(`^${label}`) });
// Moving inside the portal by its menu is quicker than loading the page again.
const menuLink = (page: Page, name: string) => page.getByTestId('sidebar').getByRole('link', { name, exact: true });
const isTopUpPost = (method: string, url: string) => method === 'POST' && new URL(url).pathname.endsWith('/top-up');

/** Opens /pro/billing and answers the Team Resources figure once loaded, in pence. */
async function shownBalance(page: Page) {
  // The first page after logging in loads the shell and the billing part: on a busy two-core machine that has
  // taken more than the usual 10 s.
  await expect(resources(page)).toHaveText(/£/, { timeout: 20_000 });
  return penceOf((await resources(page).textContent()) ?? '');
}

/** TOP UP, then Add New Payment Card inside the card picker: the saved card is chosen. */
async function topUpWithNewCard(page: Page, number: string, last4: string) {
  await page.getByTestId('team-resources').getByRole('button', { name: 'TOP UP' }).click();
  const modal = topUpModal(page);
  await expect(modal.getByRole('radio', { name: '£1,000', exact: true })).toBeChecked();
  await expect(modal.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
  await modal.getByRole('button', { name: 'Add New Payment Card' }).click();
  const cardModal = await fillSandboxCard(page, number);
  await expect(cardModal.getByText('Success! Your payment method has been saved.')).toBeVisible();
  await cardModal.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(cardModal).toBeHidden();
  await expect(modal.getByRole('radio', { name: new RegExp(`•••• ${last4}`) })).toBeChecked();
  return modal;
}

test.describe('team balance top-ups (Acme Ltd)', () => {
  // Long journeys (card setup, payment, several screens): room to spare on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  let token: string;
  let acmeId: number;

  test.beforeEach(async ({ request }) => {
    token = (await apiLogin(request, MANAGER)).apiToken;
    acmeId = await teamIdOf(request, token, 'acme');
    // The card picker starts empty, so the card added in the journey is the only one and the chosen one.
    await removeAllCards(request, token, acmeId);
  });

  test('a £1,000 top-up by GB card costs £1,014.40 and adds £1,000, a row and a receipt PDF', async ({ page, request }) => {
    await loginToTeam(page, MANAGER, acmeId, '/pro/billing');
    const before = await shownBalance(page);
    expect(before).toBe(Math.round((await balanceOf(request, token, acmeId)).balance * 100));
    const directBefore = await transactionCount(request, token, acmeId, 'direct');

    const modal = await topUpWithNewCard(page, CARDS.visaGb, '0000');
    await expect(priceRow(page, 'Top up')).toContainText('£1,000.00');
    await expect(priceRow(page, 'Fee')).toContainText('£14.40');
    await expect(priceRow(page, 'Total')).toContainText('£1,014.40');

    const answer = page.waitForResponse((r) => isTopUpPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: 'Pay Now' }).click();
    const topUp = (await (await answer).json()) as { id: number; amount: number; fee: number; total: number; status: string };
    expect(topUp).toMatchObject({ amount: 1000, fee: 14.4, total: 1014.4, status: 'paid' });
    await expect(modal.getByText('Your team balance has been topped up.')).toBeVisible();
    await expect(modal.getByText('£1,000.00 has been added to your team balance.')).toBeVisible();
    await modal.getByTestId('top-up-topped-up').getByRole('button', { name: 'Close' }).click();

    const after = before + 100_000;
    await expect(resources(page)).toHaveText(poundsText(after));
    expect((await balanceOf(request, token, acmeId)).balance).toBe(after / 100);

    // The team ledger has the £1,000 row with the new running balance; the card payment (with fee) is a direct row.
    await menuLink(page, 'Team Transactions').click();
    const row = page.getByTestId('transactions-table').getByRole('row').filter({ hasText: 'Top up by card (Visa •••• 0000)' }).filter({ hasText: poundsText(after) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('£1,000.00');
    expect(await transactionCount(request, token, acmeId, 'direct')).toBe(directBefore + 1);
    await menuLink(page, 'Direct Transactions').click();
    await expect(page.getByTestId('transactions-table').getByRole('row').filter({ hasText: '£1,014.40' }).first()).toBeVisible();

    // Its invoice and receipt are in the payment documents; the receipt downloads as a PDF.
    const number = String(topUp.id).padStart(6, '0');
    await menuLink(page, 'Payment Documents').click();
    const documents = page.getByTestId('documents-table');
    await expect(documents.getByRole('row').filter({ hasText: `Invoice INV-${number}.pdf` })).toBeVisible();
    const receipt = documents.getByRole('row').filter({ hasText: `Receipt RCT-${number}.pdf` });
    await expect(receipt).toContainText('Receipt');
    const downloading = page.waitForEvent('download');
    await receipt.getByRole('button', { name: `Download Receipt RCT-${number}.pdf` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Receipt RCT-${number}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(500);
  });

  test('a card top-up whose answer was lost is charged once when Pay Now is pressed again', async ({ page, request }) => {
    const balance = async () => Math.round((await balanceOf(request, token, acmeId)).balance * 100);
    const before = await balance();
    const teamRows = await transactionCount(request, token, acmeId, 'team');
    const directRows = await transactionCount(request, token, acmeId, 'direct');
    await loginToTeam(page, MANAGER, acmeId, '/pro/billing');
    const modal = await topUpWithNewCard(page, CARDS.visaGb, '0000');
    await expect(priceRow(page, 'Total')).toContainText('£1,014.40');

    // The first POST reaches the server and is charged, but its answer never comes back to the browser.
    const keys: (string | undefined)[] = [];
    let lost = false;
    await page.route('**/api/v1/teams/*/top-up', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key']);
      if (lost) return route.continue();
      lost = true;
      expect((await route.fetch()).status()).toBe(200);
      await route.abort('failed');
    });
    await modal.getByRole('button', { name: 'Pay Now' }).click();
    await expect(modal.getByTestId('top-up-error')).toHaveText('The server could not be reached.');
    expect(await balance()).toBe(before + 100_000);

    // Pressing Pay Now again sends the same key: the server answers the first payment instead of charging again.
    const answer = page.waitForResponse((r) => isTopUpPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: 'Pay Now' }).click();
    const replay = await answer;
    expect(replay.status()).toBe(200);
    expect(replay.headers()['idempotent-replayed']).toBe('true');
    await expect(modal.getByText('£1,000.00 has been added to your team balance.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    expect(await balance()).toBe(before + 100_000);
    expect(await transactionCount(request, token, acmeId, 'team')).toBe(teamRows + 1);
    expect(await transactionCount(request, token, acmeId, 'direct')).toBe(directRows + 1);
  });

  test('a card declined at payment shows the decline and changes nothing', async ({ page, request }) => {
    const balanceBefore = await balanceOf(request, token, acmeId);
    const teamRows = await transactionCount(request, token, acmeId, 'team');
    const directRows = await transactionCount(request, token, acmeId, 'direct');
    const documents = await documentCount(request, token, acmeId);

    await loginToTeam(page, MANAGER, acmeId, '/pro/billing');
    const shown = await shownBalance(page);
    // 4000 0000 0000 9995 is saved fine (a US card: 2.9%), then declined when charged.
    const modal = await topUpWithNewCard(page, CARDS.insufficientFunds, '9995');
    await expect(priceRow(page, 'Total')).toContainText('£1,030.07');
    const answer = page.waitForResponse((r) => isTopUpPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: 'Pay Now' }).click();
    expect((await answer).status()).toBe(402);
    await expect(modal.getByTestId('top-up-error')).toHaveText('Your card has insufficient funds.');
    // Back on the form, the card still chosen, to try another card.
    await expect(modal.getByTestId('top-up-form')).toBeVisible();
    await expect(modal.getByRole('radio', { name: /•••• 9995/ })).toBeChecked();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();

    await expect(resources(page)).toHaveText(poundsText(shown));
    expect(await balanceOf(request, token, acmeId)).toEqual(balanceBefore);
    expect(await transactionCount(request, token, acmeId, 'team')).toBe(teamRows);
    expect(await transactionCount(request, token, acmeId, 'direct')).toBe(directRows);
    expect(await documentCount(request, token, acmeId)).toBe(documents);
  });

  test('a bank-transfer top-up stays requested until staff mark it paid', async ({ page, browser, baseURL, request }) => {
    // An amount of its own (whole pounds, not a preset), so the staff list shows this request plainly.
    const pounds = 101 + Math.floor(Math.random() * 800);
    await loginToTeam(page, MANAGER, acmeId, '/pro/billing');
    const before = await shownBalance(page);

    await page.getByTestId('team-resources').getByRole('button', { name: 'TOP UP' }).click();
    const modal = topUpModal(page);
    await modal.getByRole('radio', { name: 'Custom' }).click();
    await modal.getByLabel('Custom amount (£)').fill(String(pounds));
    await modal.getByRole('radio', { name: 'Bank transfer (invoice)' }).check();
    await expect(priceRow(page, 'Top up')).toContainText(poundsText(pounds * 100));
    await expect(priceRow(page, 'Fee')).toContainText('£0.00');
    await expect(priceRow(page, 'Total')).toContainText(poundsText(pounds * 100));
    const answer = page.waitForResponse((r) => isTopUpPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: 'Request Invoice' }).click();
    const topUp = (await (await answer).json()) as { id: number; status: string };
    expect(topUp.status).toBe('requested');
    await expect(modal.getByTestId('top-up-top-up-requested')).toContainText('Your top-up request has been sent.');
    await modal.getByTestId('top-up-top-up-requested').getByRole('button', { name: 'Close' }).click();

    // Requested: the balance has not moved.
    await expect(resources(page)).toHaveText(poundsText(before));
    expect((await balanceOf(request, token, acmeId)).balance).toBe(before / 100);

    // Staff, in a browser of their own, mark it paid.
    const staffContext = await browser.newContext({ baseURL });
    try {
      const staffPage = await staffContext.newPage();
      await loginViaApi(staffPage, 'staff@gifthub.test', '/pro/admin/top-ups');
      const markPaid = staffPage.getByRole('button', { name: `Mark top-up #${topUp.id} paid` });
      await expect(staffPage.getByTestId('admin-top-ups-table').getByRole('row').filter({ has: markPaid })).toContainText(poundsText(pounds * 100));
      await markPaid.click();
      const confirm = staffPage.getByRole('dialog', { name: 'Mark paid' });
      await expect(confirm).toContainText(`Has the bank transfer of ${poundsText(pounds * 100)} from Acme Ltd arrived?`);
      await confirm.getByRole('button', { name: 'Mark paid' }).click();
      await expect(markPaid).toHaveCount(0);
    } finally {
      await staffContext.close();
    }

    const after = before + pounds * 100;
    expect((await balanceOf(request, token, acmeId)).balance).toBe(after / 100);
    await menuLink(page, 'Team Transactions').click();
    await expect(page.getByTestId('transactions-table').getByRole('row').filter({ hasText: 'Top up by bank transfer' }).filter({ hasText: poundsText(after) })).toHaveCount(1);
    // Opened again, the overview fetches the balance again.
    await menuLink(page, 'Overview').click();
    await expect(resources(page)).toHaveText(poundsText(after));
  });
});

// Screens by role and plan: they move no money, so they may run beside the top-ups on another worker.
test.describe('billing screens by role and plan', () => {
  test.describe.configure({ mode: 'parallel' });

  test('an associate without team-finance sees the no-permission text on billing', async ({ page, request }) => {
    const manager = await apiLogin(request, MANAGER);
    const acmeId = await teamIdOf(request, manager.apiToken, 'acme');
    const members = (await (await request.get(`${API}/teams/${acmeId}/members`, { headers: bearer(manager.apiToken) })).json()) as {
      data: { user_id: number; name: string; email: string }[];
    };
    const associate = members.data.find((m) => m.email === 'associate@acme.test')!;
    const setFinance = async (on: boolean) => {
      const res = await request.put(`${API}/teams/${acmeId}/members/${associate.user_id}`, {
        headers: bearer(manager.apiToken),
        data: { name: associate.name, permissions: { 'team-finance': on } },
      });
      expect(res.status()).toBe(200);
    };

    await setFinance(false);
    try {
      const tokens = await loginViaApi(page, 'associate@acme.test', '/pro/billing');
      await expect(page.getByTestId('no-permission')).toHaveText("You don't have permissions to view your team's credit balance operation.");
      await expect(page.getByTestId('team-resources')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'TOP UP' })).toHaveCount(0);
      expect((await request.get(`${API}/teams/${acmeId}/balance`, { headers: bearer(tokens.apiToken) })).status()).toBe(403);
    } finally {
      await setFinance(true);
    }
  });

  test('Generate CSV Export downloads the team history with its columns', async ({ page, request }) => {
    const acmeId = await teamIdOf(request, (await apiLogin(request, MANAGER)).apiToken, 'acme');
    await loginToTeam(page, MANAGER, acmeId, '/pro/billing/transaction-history');
    await expect(page.getByTestId('transactions-table')).toBeVisible();
    await page.getByRole('button', { name: 'Generate CSV Export' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose Date Range' });

    // The range defaults to one month ago … today; choose the first day of the start's month instead.
    const startField = modal.getByLabel('Start date');
    const endField = modal.getByLabel('End date');
    await expect(startField).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const [, month, year] = ((await startField.textContent()) ?? '').split('/');
    await startField.click();
    const calendar = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') }).last();
    await calendar.locator('table button:not([data-outside])').filter({ hasText: /^1$/ }).click();
    await expect(startField).toHaveText(`01/${month}/${year}`);
    const [endDay, endMonth, endYear] = ((await endField.textContent()) ?? '').split('/');

    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`team-transactions-acme-${year}-${month}-01-to-${endYear}-${endMonth}-${endDay}.csv`);
    await expect(modal).toBeHidden();

    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Date,Type,Description,Gift Campaign & Option,Product,Price ex VAT,Price inc VAT,Amount Charged,Balance');
    // At least the seeded £5,000 top-up is in range (seeded when the server started).
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.some((l) => /,Top up,Top up by bank transfer,.*,5000\.00,/.test(l))).toBe(true);
  });

  test('a free team sees the pro gate on billing', async ({ page }) => {
    await loginViaApi(page, 'owner@corner.test', '/pro/billing');
    await expect(page.getByTestId('pro-gate')).toContainText(
      'Adding and using team credit is only available with Gift HUB Pro plan. Please upgrade your account to continue.',
    );
    await expect(page.getByTestId('team-resources')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'TOP UP' })).toHaveCount(0);
  });
});
