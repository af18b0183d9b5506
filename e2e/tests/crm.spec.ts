import { expect, test, type APIRequestContext, type Page } from './test';
import { addCampaignOptionViaApi, API, loginToTeam, newFundedProTeam, pickProduct, requestCampaignViaApi, setCampaignStatusViaApi, uniqueEmail, uniqueName } from './fixtures';

// The CRM link (issue 12, Public and CRM links): the sandbox HubSpot connected from Settings → Integrations, then a
// campaign's webhook switched on with a CRM secret, and a trigger call made with it adds a recipient by CRM.
// On a Pro team of its own, so no other journey's balance or connection moves.

const DRAWN = { timeout: 20_000 };
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '1024', width: 1024, height: 768 },
  { name: '375', width: 375, height: 740 },
];

async function activeCampaign(request: APIRequestContext, team: { token: string; staff: string; teamId: number }, name: string) {
  const id = await requestCampaignViaApi(request, team.token, team.teamId, name);
  await addCampaignOptionViaApi(request, team.staff, id, await pickProduct(request, team.token, 2), `${name} gift`);
  await setCampaignStatusViaApi(request, team.staff, id, 'active');
  return id;
}

/** Screenshots at the three widths, for a person to look at (attached to the report and kept under the output folder). */
async function shoot(page: Page, what: string) {
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`${what}-${s.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('connect the sandbox HubSpot, switch a campaign webhook on with a CRM secret, and a trigger adds a recipient by CRM', async ({ page, request }) => {
  test.setTimeout(120_000);
  const team = await newFundedProTeam(request, `CRM Team ${uniqueName('T')}`, 500);
  const id = await activeCampaign(request, team, `CRM ${uniqueName('C')}`);

  // Settings → Integrations: Disconnected, Connect goes to the sandbox's install URL and comes straight back.
  await loginToTeam(page, team.email, team.teamId, '/pro/settings/integrations');
  const row = page.getByTestId('crm-row');
  await expect(row.getByTestId('crm-status')).toHaveText('Disconnected', DRAWN);
  await row.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('You have been connected successfully.')).toBeVisible(DRAWN);
  await expect(page).toHaveURL(/\/pro\/settings\/integrations$/);
  await expect(row.getByTestId('crm-status')).toHaveText('Connected');
  await expect(row).toContainText('Connected to Sandbox CRM since');
  await expect(row.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await shoot(page, 'integrations');

  // The campaign's CRM Integration modal: the webhook on, a CRM secret made and shown once, saved.
  await page.goto(`/pro/campaigns/${id}`);
  await page.getByRole('button', { name: 'CRM Integration' }).click();
  const modal = page.getByRole('dialog', { name: 'CRM Integration' });
  await expect(modal.getByTestId('crm-status')).toHaveText('Connected', DRAWN);
  await modal.getByRole('checkbox', { name: /CRM webhook/ }).check();
  const webhook = await modal.getByRole('textbox', { name: 'Webhook URL' }).inputValue();
  expect(new URL(webhook).pathname).toBe(`${API}/campaigns/${id}/trigger`);
  await modal.getByRole('button', { name: 'Create Secret' }).click();
  const secretField = modal.getByRole('textbox', { name: 'CRM secret' });
  await expect(secretField).toHaveValue(/^ghcrm_/);
  const secret = await secretField.inputValue();
  await modal.getByRole('checkbox', { name: /Multi-use link/ }).check();
  await expect(modal.getByRole('textbox', { name: 'Multi-use link' })).toHaveValue(/\?i=hubspot&email=\{\{contact\.email\}\}$/);
  await shoot(page, 'crm-modal');
  await modal.getByRole('button', { name: 'UPDATE SETTINGS' }).click();
  await expect(modal).toBeHidden();

  // The CRM's workflow calls the webhook with the secret: without it, 401; with it, an external invitation.
  const contact = { email: uniqueEmail('crm-lead'), first_name: 'Hattie', last_name: uniqueName('Hub') };
  expect((await request.post(new URL(webhook).pathname, { data: contact })).status()).toBe(401);
  const res = await request.post(new URL(webhook).pathname, { data: contact, headers: { authorization: `Bearer ${secret}` } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ created: true, invite_link: expect.stringContaining('/pick-a-gift/') });

  // The recipient is in the campaign's recipients, by CRM.
  await page.goto(`/pro/campaigns/${id}#recipients`);
  const recipient = page.getByTestId('recipients-table').getByTestId('recipient-row').filter({ hasText: contact.last_name });
  await expect(recipient).toBeVisible(DRAWN);
  await expect(recipient).toContainText('CRM');
});
