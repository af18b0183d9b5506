import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import {
  addCampaignOptionViaApi,
  API,
  apiLogin,
  balanceOf,
  bearer,
  loginToTeam,
  loginViaApi,
  newFundedProTeam,
  penceOf,
  pickProduct,
  poundsText,
  requestCampaignViaApi,
  setCampaignStatusViaApi,
  STAFF_EMAIL,
  summaryTotal,
  teamIdOf,
  uniqueEmail,
  uniqueName,
} from './fixtures';

// Campaigns (issue 11, Must show): the whole loop from request to Sent, Select & Send in a campaign, the free team's
// preview and corporation 5's approval column. Each journey makes its own campaign; the ones that charge a balance do
// it on a Pro team of their own, so no balance another journey compares ever moves (billing.spec owns Acme Ltd's).
test.describe.configure({ mode: 'parallel' });

/**
 * The first wait after a full page load: the portal's lazy screens, their first reads and the axe check of each state
 * share a starved CPU when the machine is loaded, and the default 10 s is then sometimes not enough to draw the page.
 */
const DRAWN = { timeout: 20_000 };
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const isRegistrationPut = (method: string, url: string) => method === 'PUT' && /\/gb-registrations\/\d+$/.test(new URL(url).pathname);
const isCampaignSendPost = (method: string, url: string) => method === 'POST' && /\/gb-campaigns\/\d+\/registrations$/.test(new URL(url).pathname);

const recipientRow = (page: Page, lastName: string) => page.getByTestId('recipients-table').getByTestId('recipient-row').filter({ hasText: lastName });

/** The Billing page's Team Resources, in pence. */
async function billingBalance(page: Page) {
  await page.goto('/pro/billing');
  const value = page.getByTestId('team-resources-value');
  await expect(value).toHaveText(/£/, DRAWN);
  return penceOf((await value.textContent()) ?? '');
}

/** A Mantine select: opens it by its label and picks the option. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Keyboard only: focus a field, then type. */
async function typeInto(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: false }).first().focus();
  await page.keyboard.type(value);
}

/** The campaign claim page at 375 px, keyboard only: the option from the radio group, then a GB address, confirmed. */
async function claimWithKeyboard(page: Page, optionName: string) {
  const group = page.getByRole('group', { name: 'Choose your gift' });
  await expect(group).toBeVisible(DRAWN);
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(2);
  const wanted = group.getByRole('radio', { name: new RegExp(optionName) });
  await radios.first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 2 && !(await wanted.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');

  const form = page.getByTestId('address-form');
  await expect(form.getByRole('heading', { name: 'Where should we send your gift?' })).toBeVisible();
  await typeInto(page, 'Address line 1', '7 Harbour Street');
  await typeInto(page, 'City', 'Whitby');
  await typeInto(page, 'Postcode', 'yo21 3dn');
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('address-confirm');
  await expect(confirm.getByTestId('address-lines')).toContainText('YO21 3DN');
  await confirm.getByRole('button', { name: 'Confirm and send my gift' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outcome-received')).toContainText(optionName);
}

/** A campaign of the team's own, active with the given catalogue products as options (by API). */
async function activeCampaign(request: APIRequestContext, a: { token: string; staff: string; teamId: number; name: string; products: number[] }) {
  const id = await requestCampaignViaApi(request, a.token, a.teamId, a.name);
  const options = [];
  for (const [i, index] of a.products.entries()) options.push(await addCampaignOptionViaApi(request, a.staff, id, await pickProduct(request, a.token, index), `${a.name} gift ${i + 1}`));
  await setCampaignStatusViaApi(request, a.staff, id, 'active');
  return { id, options };
}

test('the whole loop: requested, activated with two options, invited by link, claimed at 375 px, approved and charged, sent with tracking', async ({ page, context, request, browser, baseURL }) => {
  // Three people, about twenty page and modal states each checked by axe: over a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  const team = await newFundedProTeam(request, `Acme Campaigns ${uniqueName('T')}`, 500);
  const name = `Loop ${uniqueName('C')}`;
  const [first, last] = ['Lou', uniqueName('Loop')];
  const tracking = `https://track.example.test/parcel/${last}`;

  // The manager requests the campaign in the portal.
  await loginToTeam(page, team.email, team.teamId, '/pro/campaigns');
  await page.getByRole('button', { name: 'Request New Campaign' }).click();
  const request_ = page.getByRole('dialog', { name: 'Request New Campaign' });
  await request_.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(request_, page, 'Type', 'Year-round');
  await expect(request_.getByRole('textbox', { name: 'Reward Type', exact: true })).toHaveValue('Physical');
  await expect(request_.getByRole('textbox', { name: 'Privacy', exact: true })).toHaveValue('Private');
  await request_.getByRole('button', { name: 'Request Campaign' }).click();
  await expect(page).toHaveURL(/\/pro\/campaigns\/\d+$/);
  const campaignId = Number(/\/campaigns\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('status-note')).toContainText('waiting for confirmation by your Account Manager');

  // Staff give it two physical options (the option form itself is admin-campaigns.spec's) and activate it in the back office.
  const options = [
    await addCampaignOptionViaApi(request, team.staff, campaignId, await pickProduct(request, team.token, 6), `${name} hamper`),
    await addCampaignOptionViaApi(request, team.staff, campaignId, await pickProduct(request, team.token, 7), `${name} treats`),
  ];
  // Staff work in a browser of their own.
  const backOffice = await browser.newContext({ baseURL });
  const staffPage = await backOffice.newPage();
  await loginViaApi(staffPage, STAFF_EMAIL, `/pro/admin/campaigns/${campaignId}`);
  await expect(staffPage.getByRole('heading', { name })).toBeVisible(DRAWN);
  await expect(staffPage.getByRole('table', { name: 'Gift options' }).getByRole('row')).toHaveCount(3);
  const actions = staffPage.getByRole('group', { name: 'Status actions' });
  await actions.getByRole('button', { name: 'Activate' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Pause', 'Mark as leaked', 'Complete']);

  // The manager invites a recipient by link and reads it from Campaign Invitation Created.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.reload();
  // Active now: the Recipients tab shows, and no status note.
  await page.getByRole('tab', { name: 'Recipients' }).click();
  // The tab is a route (#recipients): the page's content moves to its panel once the URL says so.
  await expect(page).toHaveURL(/#recipients$/);
  await expect(page.getByRole('tab', { name: 'Recipients' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('status-note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create A New Invitation', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Create A New Invitation' });
  const start = modal.getByTestId('step-start');
  await expect(start.getByRole('radio', { name: /No verification/ })).toBeChecked();
  // Without verification the invitation still names its recipient: Continue with nothing stays on the step and says so.
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(start.getByText(campaignRegistrationTexts.recipientRequired)).toBeVisible();
  await start.getByLabel('First Name').fill(first);
  await start.getByLabel('Last Name').fill(last);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByTestId('step-notecard')).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByTestId('step-summary').getByTestId('recap')).toContainText(`${first} ${last}`);
  await modal.getByRole('button', { name: 'Create Link' }).click();
  const created = page.getByRole('dialog', { name: 'Campaign Invitation Created' });
  const linkField = created.getByRole('textbox', { name: 'Gift registration link' });
  await expect(linkField).toHaveValue(/\/pick-a-gift\//);
  const link = await linkField.inputValue();
  await created.getByRole('button', { name: 'COPY GIFT REGISTRATION LINK' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await created.getByTestId('invitation-details').getByRole('button', { name: 'Close' }).click();
  await expect(created).toBeHidden();
  await expect(recipientRow(page, last).getByTestId('recipient-status')).toHaveText('Invited');

  // The recipient claims on a phone, keyboard only, in a fresh context.
  const phone = await browser.newContext(PHONE);
  try {
    const claim = await phone.newPage();
    await claim.goto(link);
    await claimWithKeyboard(claim, options[1]!.name);
    expect(await claim.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await phone.close();
  }

  // The manager sees the claim waiting, approves it, and the balance falls by exactly its total.
  const before = Math.round((await balanceOf(request, team.token, team.teamId)).balance * 100);
  await page.reload();
  const row = recipientRow(page, last);
  await expect(row.getByTestId('recipient-status')).toHaveText('Registered', DRAWN);
  await expect(row).toContainText(options[1]!.name);
  // The row's Total: the option's price, pick and pack and GB shipping, fixed at the claim.
  const totalCell = row.getByRole('cell').filter({ hasText: /^£[\d,]+\.\d\d$/ });
  await expect(totalCell).toHaveCount(1);
  const total = penceOf((await totalCell.textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  const approved = page.waitForResponse((r) => isRegistrationPut(r.request().method(), r.url()));
  await row.getByRole('button', { name: `Approve: ${first} ${last}` }).click();
  const answer = await approved;
  expect(answer.status()).toBe(200);
  expect(Math.round(((await answer.json()) as { total_iv: number }).total_iv * 100)).toBe(total);
  await expect(row.getByTestId('recipient-status')).toHaveText('Confirmed');
  // Billing's Team Resources shows the balance less exactly that total.
  expect(await billingBalance(page)).toBe(before - total);

  // Staff mark it processed, then sent with a tracking link.
  await staffPage.goto('/pro/admin/fulfilment');
  await staffPage.getByLabel('Search').fill(last);
  const queued = staffPage.getByTestId('admin-fulfilment-table').getByRole('row').filter({ hasText: last });
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('7 Harbour Street');
  await queued.getByRole('button', { name: 'Mark processed' }).click();
  const processed = staffPage.getByRole('dialog', { name: 'Mark processed' });
  await processed.getByRole('button', { name: 'Mark processed' }).click();
  await expect(processed).toBeHidden();
  await queued.getByRole('button', { name: 'Mark sent' }).click();
  const sent = staffPage.getByRole('dialog', { name: 'Mark sent' });
  await sent.getByLabel('Carrier').fill('Royal Mail');
  await sent.getByLabel('Tracking URL').fill(tracking);
  await sent.getByRole('button', { name: 'Mark sent' }).click();
  await expect(sent).toBeHidden();
  await expect(queued).toContainText('Sent');
  await backOffice.close();

  // The campaign's recipients table shows Sent with the tracking link.
  await page.goto(`/pro/campaigns/${campaignId}#recipients`);
  const done = recipientRow(page, last);
  await expect(done.getByTestId('recipient-fulfilment')).toContainText('Sent', DRAWN);
  await expect(done.getByRole('link', { name: 'Tracking' })).toHaveAttribute('href', tracking);
});

test('Select & Send in a campaign pays from the team balance: the row shows confirmed and the balance falls by the total', async ({ page, request }) => {
  test.setTimeout(60_000);
  const team = await newFundedProTeam(request, `Send Campaigns ${uniqueName('T')}`, 500);
  const name = `Send ${uniqueName('C')}`;
  const { id, options } = await activeCampaign(request, { token: team.token, staff: team.staff, teamId: team.teamId, name, products: [8] });
  const [first, last] = ['Sam', uniqueName('Send')];
  const before = Math.round((await balanceOf(request, team.token, team.teamId)).balance * 100);

  await loginToTeam(page, team.email, team.teamId, `/pro/campaigns/${id}#recipients`);
  await page.getByRole('button', { name: 'Select & Send', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Select & Send' });
  const start = modal.getByTestId('step-start');
  await choose(start, page, 'Gift Option', options[0]!.name);
  await start.getByLabel('First Name').fill(first);
  await start.getByLabel('Last Name').fill(last);
  await start.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('send'));
  await modal.getByRole('button', { name: 'Continue' }).click();
  const address = modal.getByTestId('step-address');
  await expect(address.getByLabel('Country')).toHaveValue('United Kingdom');
  await address.getByLabel('Address line 1').fill('12 Orchard Lane');
  await address.getByLabel('City').fill('Bristol');
  await address.getByLabel('Postcode').fill('BS1 4DJ');
  await address.getByLabel('Phone').fill('07700 900123');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByTestId('step-notecard')).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  const summary = modal.getByTestId('step-summary');
  const total = await summaryTotal(summary);
  await expect(summary.getByRole('radio', { name: 'Team balance' })).toBeChecked();

  const answer = page.waitForResponse((r) => isCampaignSendPost(r.request().method(), r.url()));
  await modal.getByRole('button', { name: `Pay ${poundsText(total)} & Send` }).click();
  const sent = (await (await answer).json()) as { total_iv: number; payment_method: string; confirmed_at: string | null };
  expect(sent.payment_method).toBe('team-balance');
  expect(sent.confirmed_at).not.toBeNull();
  expect(Math.round(sent.total_iv * 100)).toBe(total);
  const details = modal.getByTestId('flow-details');
  await expect(details.getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  const row = recipientRow(page, last);
  await expect(row.getByTestId('recipient-status')).toHaveText('Confirmed');
  await expect(row).toContainText('Select & Send');
  await expect(row).toContainText(poundsText(total));
  expect(Math.round((await balanceOf(request, team.token, team.teamId)).balance * 100)).toBe(before - total);
});

test('a free team sees the campaigns preview under the pro banner, with no write buttons', async ({ page }) => {
  await loginViaApi(page, 'owner@corner.test', '/pro/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible(DRAWN);
  const gate = page.getByTestId('pro-gate');
  await expect(gate).toContainText('Running gifting campaigns is only available with');
  await expect(gate).toContainText('Pro plan. Please upgrade your account to continue.');
  await expect(page.getByTestId('campaigns-preview')).toBeVisible();
  await expect(page.getByTestId('preview-examples')).toHaveText('Example campaigns');
  const rows = page.getByTestId('campaign-row');
  expect(await rows.count()).toBeGreaterThan(0);
  // Example rows: no links, no View Campaign; and no Request New Campaign. The one link is to the single-event
  // campaigns' own preview.
  await expect(rows.first()).toContainText('Example');
  await expect(rows.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link')).toHaveText(['Single-Event Campaigns']);
  await expect(page.getByRole('button', { name: /Request New Campaign|View Campaign/ })).toHaveCount(0);
  // The request modal does not open from the query string either.
  await page.goto('/pro/campaigns?new=gifting');
  await expect(page.getByTestId('pro-gate')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Request New Campaign' })).toHaveCount(0);
});

test('corporation 5: the associate sees the approval toggle read-only, the manager approves with it; no Select & Send', async ({ page, request }) => {
  test.setTimeout(60_000);
  const manager = (await apiLogin(request, 'manager@northwind.test')).apiToken;
  const staff = (await apiLogin(request, STAFF_EMAIL)).apiToken;
  const teamId = await teamIdOf(request, manager, 'northwind');
  const name = `Northwind ${uniqueName('C')}`;
  const { id, options } = await activeCampaign(request, { token: manager, staff, teamId, name, products: [9] });
  const [first, last] = ['Nia', uniqueName('North')];

  // An invitation by link with name verification, claimed through the public API.
  const invited = await request.post(`${API}/gb-campaigns/${id}/registrations/invite/link`, {
    headers: bearer(manager),
    data: { password_type: 'name', first_name: first, last_name: last, notecard_type: 'none', send_email: false },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const secret = new URL(((await invited.json()) as { invite_link: string }).invite_link).pathname.split('/').pop()!;
  const verified = await request.post(`${API}/public/gifts/${secret}/verify`, { data: { first_name: first, last_name: last } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  const claimed = await request.post(`${API}/public/gifts/${secret}/claim`, {
    data: { token, option_id: options[0]!.id, first_name: first, last_name: last, address_line_1: '3 Mill Road', city: 'Bath', postcode: 'BA1 1AA', country: 'GB', phone: '07700 900777' },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);

  const toggle = (p: Page) => recipientRow(p, last).getByRole('switch', { name: `Approved: ${first} ${last}` });

  await loginToTeam(page, 'associate@northwind.test', teamId, `/pro/campaigns/${id}#recipients`);
  await expect(recipientRow(page, last).getByTestId('recipient-status')).toHaveText('Registered', DRAWN);
  await expect(toggle(page)).not.toBeChecked();
  await expect(toggle(page)).toBeDisabled();
  await expect(recipientRow(page, last).getByText('Read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select & Send' })).toHaveCount(0);

  await loginToTeam(page, 'manager@northwind.test', teamId, `/pro/campaigns/${id}#recipients`);
  await expect(toggle(page)).toBeEnabled(DRAWN);
  await expect(recipientRow(page, last).getByText('Read-only')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Select & Send' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create A New Invitation', exact: true })).toBeVisible();
  // The switch by keyboard (its track covers the input).
  await toggle(page).focus();
  await page.keyboard.press('Space');
  await expect(recipientRow(page, last).getByTestId('recipient-status')).toHaveText('Confirmed');
  await expect(toggle(page)).toBeChecked();
});
