import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { TLoginResult } from '@gifthub/shared/auth';
import type { TTeamSummary } from '@gifthub/shared/teams';

/** Password of every seeded account (README). */
export const PASSWORD = 'gifthub-demo';
export const API = '/api/v1';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in through the API and answers both tokens. */
export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<TLoginResult> {
  const res = await request.post(`${API}/login`, { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()) as TLoginResult;
}

export async function teamsOf(request: APIRequestContext, token: string): Promise<TTeamSummary[]> {
  const res = await request.get(`${API}/current-user/teams`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as TTeamSummary[];
}

/** Stores the tokens the way the login page does, then opens `path` (default the dashboard). */
export async function loginViaApi(page: Page, email: string, path = '/pro/dashboard') {
  const tokens = await apiLogin(page.request, email);
  await setLocalStorage(page, { api_token: tokens.apiToken, wp_token: tokens.wpToken });
  await page.goto(path);
  return tokens;
}

/**
 * Writes the portal's local storage without loading the portal first: any page of the origin shares it, and the
 * API's health answer is the smallest (the accessibility check leaves /api/v1/ alone).
 */
export async function setLocalStorage(page: Page, items: Record<string, string>) {
  await page.goto('/api/v1/health');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** Fills and submits the login form at /pro/login. */
export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the login page and waits for the dashboard. */
export async function loginViaUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/pro/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/pro\/dashboard$/);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

// ---------------------------------------------------------------- money (billing and payment cards)

/** The id of one of the user's teams, by slug. */
export async function teamIdOf(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const team = (await teamsOf(request, token)).find((t) => t.slug === slug);
  expect(team, `team ${slug}`).toBeDefined();
  return team!.id;
}

/** Like loginViaApi, with `teamId` chosen as the selected team (the team switcher's local storage key). */
export async function loginToTeam(page: Page, email: string, teamId: number, path = '/pro/dashboard') {
  const tokens = await apiLogin(page.request, email);
  await setLocalStorage(page, { api_token: tokens.apiToken, wp_token: tokens.wpToken, selectedTeam: String(teamId) });
  await page.goto(path);
  return tokens;
}

/** Sandbox test cards (Stripe's test numbers). */
export const CARDS = {
  visaGb: '4000 0082 6000 0000',
  visaUs: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
} as const;

export type TBalance = { balance: number; credit_limit: number; credit_used: number; credit_available: number; total_available: number };
export type TCard = { id: number; card_brand: string; last4: string; exp_month: number; exp_year: number; country: string | null; preferred: boolean };

export async function balanceOf(request: APIRequestContext, token: string, teamId: number): Promise<TBalance> {
  const res = await request.get(`${API}/teams/${teamId}/balance`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as TBalance;
}

/** How many rows a ledger has ('team' balance transactions or 'direct' card payments). */
export async function transactionCount(request: APIRequestContext, token: string, teamId: number, kind: 'team' | 'direct' = 'team'): Promise<number> {
  const res = await request.get(`${API}/teams/${teamId}/transactions${kind === 'direct' ? '/direct' : ''}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

export async function documentCount(request: APIRequestContext, token: string, teamId: number): Promise<number> {
  const res = await request.get(`${API}/teams/${teamId}/payment-documents`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

export async function cardsOf(request: APIRequestContext, token: string, teamId: number): Promise<TCard[]> {
  const res = await request.get(`${API}/teams/${teamId}/stripe/methods`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as TCard[];
}

/** Saves a sandbox card the way the browser does: setup intent, the sandbox's confirm endpoint, then the portal records it. */
export async function addCardViaApi(request: APIRequestContext, token: string, teamId: number, number: string): Promise<TCard> {
  const intent = await request.post(`${API}/teams/${teamId}/stripe/intent`, { headers: bearer(token), data: {} });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const setupIntentId = clientSecret.split('_secret_')[0]!;
  const confirm = await request.post(`${API}/sandbox-gateway/setup_intents/${setupIntentId}/confirm`, {
    data: { client_secret: clientSecret, card: { number: number.replace(/\D/g, ''), exp_month: 12, exp_year: new Date().getFullYear() + 5, cvc: '123' } },
  });
  expect(confirm.status()).toBe(200);
  const saved = await request.post(`${API}/teams/${teamId}/stripe/methods`, { headers: bearer(token), data: { setup_intent_id: setupIntentId } });
  expect(saved.status()).toBe(200);
  const body = (await saved.json()) as { status: string; card: TCard | null };
  expect(body.status).toBe('succeeded');
  return body.card!;
}

/** Removes every saved card of the user in the team (others first: the preferred card goes last). */
export async function removeAllCards(request: APIRequestContext, token: string, teamId: number) {
  const cards = await cardsOf(request, token, teamId);
  for (const card of [...cards.filter((c) => !c.preferred), ...cards.filter((c) => c.preferred)]) {
    const res = await request.delete(`${API}/teams/${teamId}/stripe/methods/${card.id}`, { headers: bearer(token) });
    expect(res.status(), `remove card ${card.id}`).toBeLessThan(300);
  }
  expect(await cardsOf(request, token, teamId)).toHaveLength(0);
}

/** Fills the sandbox card form of the New Payment Card modal and submits it. */
export async function fillSandboxCard(page: Page, number: string) {
  const modal = page.getByRole('dialog', { name: 'New Payment Card' });
  await modal.getByLabel('Card number').fill(number);
  await modal.getByLabel('Expiry').fill(`12/${String(new Date().getFullYear() + 5).slice(-2)}`);
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: 'ADD PAYMENT CARD' }).click();
  return modal;
}

/** '£6,014.40' → 601440 (pence). */
export const penceOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
/** 601440 → '£6,014.40', the portal's formatting. */
export const poundsText = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

// ---------------------------------------------------------------- marketplace (gift sending and claims)

/** The marketplace tutorial's cookie (closed as 'paused' or 'done'). */
export const TUTORIAL_COOKIE = 'WSMarketplaceTutorial';

/** Marks the tutorial done in the browser context, so it does not open over a free team's marketplace. */
export async function skipMarketplaceTutorial(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: TUTORIAL_COOKIE, value: encodeURIComponent(JSON.stringify({ status: 'done', step: 0 })), url: baseURL }]);
}

export type TCatalogueProduct = { id: number; name: string; price: number; stock: number | null };

/**
 * The `index`-th physical gift of the grid's first page with plenty of stock: journeys pick different ones,
 * so a gift one journey sends is never the one another journey expects to find in stock.
 */
export async function pickProduct(request: APIRequestContext, token: string, index: number): Promise<TCatalogueProduct> {
  const res = await request.get(`${API}/marketplace/products/physical`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { data: TCatalogueProduct[] }).data.filter((p) => p.stock === null || p.stock >= 10);
  expect(list.length, 'in-stock gifts on the first page').toBeGreaterThan(index);
  return list[index]!;
}

/** Clicks the gift's card in the grid; answers its modal. */
export async function openProduct(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}, view details` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('product-info')).toContainText(name);
  return modal;
}

/** The summary's Total line, inc VAT, in pence. */
export async function summaryTotal(modal: Locator) {
  const cell = modal.getByTestId('price-total').getByRole('cell').nth(2);
  await expect(cell).toHaveText(/£/);
  return penceOf((await cell.textContent()) ?? '');
}

/** An Order History row, by recipient (names are unique per journey). */
export const orderRow = (page: Page, recipient: string) => page.getByTestId('orders-table').getByTestId('order-row').filter({ hasText: recipient });

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/**
 * The link in the newest e-mail of one kind to `email` (e.g. 'member-invitation', 'password-reset'),
 * read from the outbox as staff, waiting for it to be queued. Answers the URL on the test server.
 */
export async function mailedLink(request: APIRequestContext, email: string, kind: string, path: RegExp): Promise<URL> {
  const staff = await apiLogin(request, 'staff@gifthub.test');
  let link = '';
  await expect(async () => {
    const res = await request.get(`${API}/admin/outbox`, { headers: bearer(staff.apiToken), params: { to: email } });
    expect(res.status()).toBe(200);
    const mail = ((await res.json()) as { data: { kind: string; text: string }[] }).data.find((m) => m.kind === kind);
    link = new RegExp(`https?://\\S+${path.source}[^\\s"<>]+`).exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return new URL(link);
}

// ---------------------------------------------------------------- campaigns (set up by API)

export const STAFF_EMAIL = 'staff@gifthub.test';

/**
 * A new Pro team of its own (staff switch its plan), managed by a new person with the seed's password and funded by a
 * staff adjustment of `pounds`: a journey that charges it never moves a balance another journey compares.
 */
export async function newFundedProTeam(request: APIRequestContext, teamName: string, pounds: number) {
  const email = uniqueEmail('campaigner');
  const signUp = await request.post(`${API}/team-sign-up`, { data: { accountPlan: 'free', name: 'Cam Paigner', teamName, email, password: PASSWORD, passwordConfirm: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { team_id: teamId } = (await signUp.json()) as { team_id: number };
  const staff = (await apiLogin(request, STAFF_EMAIL)).apiToken;
  expect((await request.put(`${API}/admin/teams/${teamId}`, { headers: bearer(staff), data: { plan: 'pro' } })).status()).toBe(200);
  const funded = await request.post(`${API}/admin/billing/teams/${teamId}/adjustments`, { headers: bearer(staff), data: { amount: pounds, reason: 'e2e: campaign journey' } });
  expect(funded.status(), await funded.text()).toBeLessThan(300);
  const token = (await apiLogin(request, email)).apiToken;
  return { email, teamId, token, staff };
}

/** POST /teams/{teamId}/gb-campaigns: a physical, invite-only campaign (status requested); answers its id. */
export async function requestCampaignViaApi(request: APIRequestContext, token: string, teamId: number, name: string): Promise<number> {
  const res = await request.post(`${API}/teams/${teamId}/gb-campaigns`, { headers: bearer(token), data: { name, type: 'year-round', reward_type: 'physical', privacy: 'invite' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

export type TCampaignOption = { id: number; name: string; price: number };

/** Staff add a physical option of a catalogue product, shipped to GB at £4.95 (£5.94 inc VAT), 20 available. */
export async function addCampaignOptionViaApi(request: APIRequestContext, staff: string, campaignId: number, product: TCatalogueProduct, name: string): Promise<TCampaignOption> {
  const res = await request.post(`${API}/admin/gb-campaigns/${campaignId}/options`, {
    headers: bearer(staff),
    data: { name, type: 'physical', product_id: product.id, available: 20, shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TCampaignOption;
}

/** Staff set a campaign's status (requested → active, …). */
export async function setCampaignStatusViaApi(request: APIRequestContext, staff: string, campaignId: number, status: 'active' | 'paused' | 'leaked' | 'completed') {
  const res = await request.put(`${API}/admin/gb-campaigns/${campaignId}/status`, { headers: bearer(staff), data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The widths of the house: desktop, a laptop beside the help sidebar, a phone. */
export const SHOT_WIDTHS = [1440, 1024, 375] as const;

/**
 * The screen at each of the three widths, once its layout has settled (the sidebar slides at a new width): at 375 px
 * nothing runs off the side (unless checkWidth is false), and each is saved into SCREENSHOTS_DIR when set (the whole
 * page, and at 375 px also the first screen a phone shows).
 */
export async function shootWidths(page: Page, name: string, { checkWidth = true } = {}) {
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await settleLayout(page);
    // Polled: the layout settles a moment after the window is resized.
    if (width === 375 && checkWidth) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at 375 px` }).toBeLessThanOrEqual(375);
    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      if (width === 375) await page.screenshot({ path: `${dir}/${name}-${width}-top.png` });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // Back at 1440 the sidebar slides in again: the journey's next click waits until the layout stands still.
  await settleLayout(page);
}

async function settleLayout(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 20_000 });
}
