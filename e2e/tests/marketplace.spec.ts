import { checkA11y, expect, test, type Locator, type Page } from './test';
import {
  API,
  apiLogin,
  balanceOf,
  bearer,
  CARDS,
  fillSandboxCard,
  loginToTeam,
  loginViaApi,
  openProduct,
  orderRow,
  penceOf,
  pickProduct,
  poundsText,
  skipMarketplaceTutorial,
  summaryTotal,
  teamIdOf,
  TUTORIAL_COOKIE,
  uniqueName,
} from './fixtures';

// The journeys here share no state (each names its own recipient and gift), so they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const OWNER = 'owner@corner.test'; // Corner Shop, free: pays by card
const MANAGER = 'manager@acme.test';
const STAFF = 'staff@gifthub.test';
const EMPTY = 'There are no available Marketplace products that match your filters.';

type TSent = { id: number; total_iv: number; payment_method: string | null; registration_method: string; quantity: number };

const isSendPost = (method: string, url: string) => method === 'POST' && /\/teams\/\d+\/gb-registrations$/.test(new URL(url).pathname);
const tutorial = (page: Page) => page.getByRole('dialog', { name: 'Marketplace tutorial' });
const grid = (page: Page) => page.getByTestId('product-grid');

/** Select & Send's start, address and notecard steps; answers on the summary. */
async function fillDirectSend(modal: Locator, r: { email: string; first: string; last: string; quantity: number; notecard?: string }) {
  await modal.getByRole('button', { name: 'Select & Send' }).click();
  const start = modal.getByTestId('step-start');
  // Continue checks the step before moving on.
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(start.getByText('E-mail is required.')).toBeVisible();
  await start.getByRole('textbox', { name: 'E-mail', exact: true }).fill(r.email);
  await start.getByLabel('First Name').fill(r.first);
  await start.getByLabel('Last Name').fill(r.last);
  await start.getByLabel('Quantity').fill(String(r.quantity));
  await modal.getByRole('button', { name: 'Continue' }).click();

  const address = modal.getByTestId('step-address');
  await expect(address.getByLabel('Country')).toHaveValue('United Kingdom');
  await address.getByLabel('Address line 1').fill('12 Orchard Lane');
  await address.getByLabel('City').fill('Bristol');
  await address.getByLabel('Postcode').fill('BS1 4DJ');
  await address.getByLabel('Phone').fill('07700 900123');
  await modal.getByRole('button', { name: 'Continue' }).click();

  const notecard = modal.getByTestId('step-notecard');
  await expect(notecard.getByRole('radio', { name: 'Default greeting card' })).toBeChecked();
  if (r.notecard) {
    await notecard.getByRole('radio', { name: 'Custom message' }).click();
    await notecard.getByLabel('Notecard text').fill(r.notecard);
  }
  await modal.getByRole('button', { name: 'Continue' }).click();
  const summary = modal.getByTestId('step-summary');
  await expect(summary.getByTestId('recap')).toContainText(`${r.first} ${r.last} · ${r.email}`);
  await expect(summary.getByTestId('recap')).toContainText('12 Orchard Lane, Bristol, BS1 4DJ, United Kingdom');
  return summary;
}

test.describe('sending a physical gift', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a free team pays by a new GB card: the card is charged the summary Total and the order shows as DIRECT SEND', async ({ page, request, context, baseURL }) => {
    const token = (await apiLogin(request, OWNER)).apiToken;
    const product = await pickProduct(request, token, 0);
    const [first, last] = ['Ada', uniqueName('Card')];
    await skipMarketplaceTutorial(context, baseURL!);
    await loginViaApi(page, OWNER, '/pro/marketplace');

    const modal = await openProduct(page, product.name);
    const summary = await fillDirectSend(modal, { email: 'ada.recipient@example.test', first, last, quantity: 2, notecard: 'Happy birthday from all of us at the Corner Shop!' });
    await expect(summary.getByTestId('recap')).toContainText('Custom message');
    await expect(summary.getByTestId('price-gift')).toContainText(`${product.name} × 2`);
    const total = await summaryTotal(summary);
    expect(total).toBeGreaterThan(2 * Math.round(product.price * 100));

    // A free team has no team balance: card only. A new card added in the picker is the chosen one.
    const payment = summary.getByTestId('payment-choice');
    await expect(payment.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(payment.getByRole('radio', { name: 'Team balance' })).toHaveCount(0);
    await payment.getByRole('button', { name: 'Add New Payment Card' }).click();
    const cardModal = await fillSandboxCard(page, CARDS.visaGb);
    await expect(cardModal.getByText('Success! Your payment method has been saved.')).toBeVisible();
    await cardModal.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(cardModal).toBeHidden();
    await expect(payment.getByRole('radio', { name: /Visa •••• 0000/, checked: true })).toHaveCount(1);

    const answer = page.waitForResponse((r) => isSendPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: `Pay ${poundsText(total)} & Send` }).click();
    const sent = (await (await answer).json()) as TSent;
    // The card is charged the registration's total (the server's own pricing): the same pence as the summary.
    expect(sent).toMatchObject({ payment_method: 'stripe', registration_method: 'direct', quantity: 2 });
    expect(Math.round(sent.total_iv * 100)).toBe(total);

    const details = modal.getByTestId('flow-details');
    await expect(details.getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
    await expect(details).toContainText(`${product.name} for ${first} ${last} has been ordered and paid.`);
    await details.getByRole('link', { name: 'View Order History' }).click();
    await expect(page).toHaveURL(/\/pro\/marketplace\/orders$/);
    const row = orderRow(page, `${first} ${last}`);
    await expect(row).toContainText('DIRECT SEND');
    await expect(row).toContainText(`${product.name} × 2`);
    await expect(row.getByTestId('fulfilment')).toHaveText(/Processing/i);
  });

  test('a pro team pays from its team balance: the balance falls by exactly the summary Total', async ({ page, request }) => {
    // Acme Europe: no other journey moves its balance (billing.spec tops up Acme Ltd alongside), so the
    // before and after compare exactly. Staff fund it first.
    const manager = (await apiLogin(request, MANAGER)).apiToken;
    const teamId = await teamIdOf(request, manager, 'acme-europe');
    if ((await balanceOf(request, manager, teamId)).balance < 500) {
      const staff = (await apiLogin(request, STAFF)).apiToken;
      const funded = await request.post(`${API}/admin/billing/teams/${teamId}/adjustments`, { headers: bearer(staff), data: { amount: 1000, reason: 'e2e: marketplace balance journey' } });
      expect(funded.status()).toBeLessThan(300);
    }
    const product = await pickProduct(request, manager, 1);
    const [first, last] = ['Bea', uniqueName('Balance')];

    await loginToTeam(page, MANAGER, teamId, '/pro/billing');
    const resources = page.getByTestId('team-resources-value');
    await expect(resources).toHaveText(/£/);
    const before = penceOf((await resources.textContent()) ?? '');
    expect(before).toBe(Math.round((await balanceOf(request, manager, teamId)).balance * 100));

    await page.goto('/pro/marketplace');
    // A pro team is not shown the tutorial by itself.
    await expect(grid(page)).toBeVisible();
    await expect(tutorial(page)).toHaveCount(0);
    const modal = await openProduct(page, product.name);
    const summary = await fillDirectSend(modal, { email: 'bea.recipient@example.test', first, last, quantity: 1 });
    const total = await summaryTotal(summary);
    await expect(summary.getByRole('radio', { name: 'Team balance' })).toBeChecked();
    await expect(summary.getByTestId('balance-ok')).toContainText(`${poundsText(total)} will be paid from the team balance`);

    const answer = page.waitForResponse((r) => isSendPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: `Pay ${poundsText(total)} & Send` }).click();
    const sent = (await (await answer).json()) as TSent;
    expect(sent.payment_method).toBe('team-balance');
    expect(Math.round(sent.total_iv * 100)).toBe(total);
    await expect(modal.getByTestId('flow-details').getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
    await modal.getByTestId('flow-details').getByRole('button', { name: 'Close' }).click();

    await page.goto('/pro/billing');
    await expect(resources).toHaveText(poundsText(before - total));
    expect(Math.round((await balanceOf(request, manager, teamId)).balance * 100)).toBe(before - total);
  });
});

test.describe('physical gift filters', () => {
  test('a filter narrows the grid and the URL; a combination with no gifts shows the empty state', async ({ page, request }) => {
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const get = async <T,>(path: string) => {
      const res = await request.get(`${API}${path}`, { headers: bearer(token) });
      expect(res.status()).toBe(200);
      return (await res.json()) as T;
    };
    type TTerm = { taxonomy: string; slug: string; name: string };
    type TPage = { data: { name: string }[]; meta: { total: number } };
    const terms = (await get<{ data: TTerm[] }>('/terms')).data;
    const types = terms.filter((t) => t.taxonomy === 'marketplace-product-type');
    const diets = terms.filter((t) => t.taxonomy === 'marketplace-product-diet');
    // One type with gifts, and a type and diet that no gift has (looked up through the API).
    const tech = types.find((t) => t.slug === 'tech')!;
    const techGifts = await get<TPage>(`/marketplace/products/physical?type=${tech.slug}`);
    expect(techGifts.meta.total).toBeGreaterThan(0);
    let empty: [TTerm, TTerm] | null = null;
    for (const type of types) {
      for (const diet of diets) {
        if ((await get<TPage>(`/marketplace/products/physical?type=${type.slug}&diet=${diet.slug}`)).meta.total === 0) empty = [type, diet];
        if (empty) break;
      }
      if (empty) break;
    }
    expect(empty, 'a type and diet with no gifts').not.toBeNull();
    const [emptyType, emptyDiet] = empty!;

    await loginViaApi(page, MANAGER, '/pro/marketplace');
    await expect(grid(page)).toBeVisible();
    const all = await grid(page).getByTestId('product-card').count();
    expect(all).toBeGreaterThan(techGifts.data.length);

    const pick = async (label: 'Type' | 'Diet', option: string) => {
      await page.getByRole('textbox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // The Type list is longer than its dropdown: its scroll frame must be reachable by keyboard (axe).
    await page.getByRole('textbox', { name: 'Type', exact: true }).click();
    await expect(page.getByRole('option', { name: tech.name, exact: true })).toBeVisible();
    await checkA11y(page, 'marketplace with the Type list open');
    await page.getByRole('option', { name: tech.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]type=${tech.slug}(&|$)`));
    await expect(grid(page).getByTestId('product-card')).toHaveCount(techGifts.data.length);
    for (const gift of techGifts.data) await expect(grid(page).getByRole('button', { name: `${gift.name}, view details` })).toBeVisible();

    await pick('Type', emptyType.name);
    await pick('Diet', emptyDiet.name);
    await expect(page).toHaveURL(new RegExp(`[?&]diet=${emptyDiet.slug}(&|$)`));
    const state = page.getByTestId('empty-state');
    await expect(state).toContainText(EMPTY);
    await expect(grid(page)).toHaveCount(0);

    // Clear filters brings every gift back and empties the query.
    await state.getByRole('button', { name: 'Clear filters' }).click();
    await expect(grid(page).getByTestId('product-card')).toHaveCount(all);
    await expect(page).toHaveURL(/\/pro\/marketplace$/);
  });
});

test.describe('marketplace tutorial', () => {
  test('opens by itself on a free team’s first visit at 1280 px; closed as done, it stays closed after a reload', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginViaApi(page, OWNER, '/pro/marketplace');
    const modal = tutorial(page);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Step 1 of 8');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal).toContainText('Step 2 of 8');
    await modal.getByRole('button', { name: /^Go to step 8/ }).click();
    await expect(modal).toContainText('Step 8 of 8');
    await modal.getByRole('button', { name: 'Finish' }).click();
    await expect(modal).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === TUTORIAL_COOKIE);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ status: 'done' });

    await page.reload();
    await expect(grid(page)).toBeVisible();
    await expect(tutorial(page)).toHaveCount(0);
  });

  test('does not open by itself at 700 px wide, nor for a pro team; How it works opens it', async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await loginViaApi(page, OWNER, '/pro/marketplace');
    await expect(grid(page)).toBeVisible();
    await expect(tutorial(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'How it works' }).click();
    await expect(tutorial(page)).toContainText('Step 1 of 8');

    const pro = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const proPage = await pro.newPage();
      await loginViaApi(proPage, MANAGER, '/pro/marketplace');
      await expect(grid(proPage)).toBeVisible();
      await expect(tutorial(proPage)).toHaveCount(0);
    } finally {
      await pro.close();
    }
  });
});
