import { expect, test, type APIRequestContext, type Page } from './test';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { API, apiLogin, bearer, teamIdOf, uniqueEmail, uniqueName } from './fixtures';

const MANAGER = 'manager@acme.test';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

type TCampaignRow = { id: number; slug: string; registration_page: string; statistics: { sends: number } };

async function acmeCampaign(request: APIRequestContext, token: string, slug: string): Promise<TCampaignRow> {
  const acme = await teamIdOf(request, token, 'acme');
  const res = await request.get(`${API}/teams/${acme}/gb-campaigns?per_page=50`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const row = ((await res.json()) as { data: TCampaignRow[] }).data.find((c) => c.slug === slug);
  expect(row, `seeded campaign ${slug}`).toBeTruthy();
  return row!;
}

/** Types into a field reached by the keyboard (focus, then keys), as a keyboard-only visitor does. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.focus();
  await page.keyboard.type(value);
}

/** Picks an option with the arrow keys: into the radio group, then down until the named one is chosen. */
async function pickWithKeyboard(page: Page, optionName: string) {
  const group = page.getByRole('group', { name: 'Choose your gift' });
  await expect(group).toBeVisible();
  const radios = group.getByRole('radio');
  await radios.first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < (await radios.count()) && !(await group.getByRole('radio', { name: new RegExp(optionName) }).isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: new RegExp(optionName) })).toBeChecked();
}

/** The address step and its confirmation, keyboard only (Enter submits each form). */
async function giveAddress(page: Page) {
  const form = page.getByTestId('address-form');
  await expect(form.getByRole('heading', { name: 'Where should we send your gift?' })).toBeVisible();
  await form.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Address line 1 is required.')).toBeVisible();
  await typeInto(page, 'Address line 1', '7 Harbour Street');
  await typeInto(page, 'City', 'Whitby');
  await typeInto(page, 'Postcode', 'yo21 3dn');
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('address-confirm');
  await expect(confirm.getByTestId('address-lines')).toContainText('YO21 3DN');
  await confirm.getByRole('button', { name: 'Confirm and send my gift' }).focus();
  await page.keyboard.press('Enter');
}

test.describe('the campaign claim page on a phone, keyboard only', () => {
  test.describe.configure({ timeout: 60_000 });

  test("a visitor of a public campaign's own page registers and picks a gift at 375 px; the campaign counts the claim", async ({ request, browser }) => {
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const before = await acmeCampaign(request, token, 'open-day-giveaway');
    const phone = await browser.newContext(PHONE);
    try {
      const page = await phone.newPage();
      await page.goto(new URL(before.registration_page).pathname);
      await expect(page.getByTestId('claim-brand')).toContainText('Acme Ltd');
      await expect(page.getByRole('heading', { name: 'Thanks for visiting Acme' })).toBeVisible();
      // Continue first: the choice and the visitor's details are asked for.
      await page.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(campaignPageTexts.optionRequired)).toBeVisible();
      await expect(page.getByText('E-mail is required.')).toBeVisible();

      const second = await page.locator('label.l-option .l-strong').nth(1).innerText();
      await pickWithKeyboard(page, second);
      await typeInto(page, 'E-mail', uniqueEmail('visitor'));
      await typeInto(page, 'First Name', 'Vic');
      await typeInto(page, 'Last Name', uniqueName('Visitor'));
      await page.keyboard.press('Enter');
      await giveAddress(page);
      await expect(page.getByTestId('outcome-received')).toContainText(campaignPageTexts.received);
      await expect(page.getByTestId('outcome-received')).toContainText(second);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await phone.close();
    }
    const after = await acmeCampaign(request, token, 'open-day-giveaway');
    expect(after.statistics.sends).toBe(before.statistics.sends + 1);
  });

  test('a pick and an e-mail given before the page is interactive still count (a slow phone)', async ({ request, browser }) => {
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const campaign = await acmeCampaign(request, token, 'open-day-giveaway');
    const phone = await browser.newContext(PHONE);
    try {
      const page = await phone.newPage();
      // The server's page arrives, its scripts are held back: the visitor acts on the drawn markup.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(new URL(campaign.registration_page).pathname, { waitUntil: 'commit' });
      const group = page.getByRole('group', { name: 'Choose your gift' });
      const second = group.getByRole('radio').nth(1);
      await second.check();
      await page.getByLabel('E-mail', { exact: false }).first().fill(uniqueEmail('early'));
      release();
      await expect(page.locator('#root[data-hydrated]')).toBeAttached();
      await page.getByRole('button', { name: 'Continue' }).click();
      // The pick and the e-mail were kept: only the names are asked for.
      await expect(page.getByText('First Name is required.')).toBeVisible();
      await expect(second).toBeChecked();
      await expect(page.getByText(campaignPageTexts.optionRequired)).toBeHidden();
      await expect(page.getByText('E-mail is required.')).toBeHidden();
    } finally {
      await phone.close();
    }
  });

  test('a personal invitation made by the manager is claimed with a pick at 375 px, then shows as claimed', async ({ request, browser }) => {
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const campaign = await acmeCampaign(request, token, 'client-thank-you-2026');
    const res = await request.post(`${API}/gb-campaigns/${campaign.id}/registrations/invite/link`, {
      headers: bearer(token),
      data: { email: uniqueEmail('invitee'), first_name: 'Ivy', last_name: uniqueName('Invitee'), password_type: 'none', notecard_type: 'none', send_email: false, invitation_message: 'Thank you for a brilliant year!' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const link = ((await res.json()) as { invite_link: string }).invite_link;
    const phone = await browser.newContext(PHONE);
    try {
      const page = await phone.newPage();
      await page.goto(new URL(link).pathname);
      await expect(page.getByTestId('sender-message')).toContainText('Thank you for a brilliant year!');
      // This journey is about the claim, not early input (the slow-phone journeys): it acts on the interactive page.
      await expect(page.locator('#root[data-hydrated]')).toBeAttached();
      const first = await page.locator('label.l-option .l-strong').first().innerText();
      await pickWithKeyboard(page, first);
      await page.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('First Name')).toHaveValue('Ivy');
      await giveAddress(page);
      await expect(page.getByTestId('outcome-received')).toContainText(first);
      await page.goto(new URL(link).pathname);
      await expect(page.getByTestId('outcome-already-claimed')).toBeVisible();
    } finally {
      await phone.close();
    }
  });
});
