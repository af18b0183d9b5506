import { expect, test, type Page } from './test';
import { expiryTexts } from '@gifthub/shared/campaign-expiry';
import { API, addCampaignOptionViaApi, bearer, loginToTeam, newFundedProTeam, pickProduct, requestCampaignViaApi, setCampaignStatusViaApi, uniqueEmail, uniqueName } from './fixtures';

// Unclaimed gifts (issue 12): the team sets an invitation expiry and reminders in the Edit Campaign modal, and the
// recipients table shows when each invitation expires. On a Pro team of its own, so no other journey's campaign moves.

const DRAWN = { timeout: 20_000 };
const recipientRow = (page: Page, lastName: string) => page.getByTestId('recipients-table').getByTestId('recipient-row').filter({ hasText: lastName });
const dayOf = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

test('expiry and reminders set in the Edit Campaign modal show in the recipients table', async ({ page, request }) => {
  test.setTimeout(90_000);
  const team = await newFundedProTeam(request, `Expiry ${uniqueName('T')}`, 300);
  const name = `Expiry ${uniqueName('C')}`;
  const id = await requestCampaignViaApi(request, team.token, team.teamId, name);
  await addCampaignOptionViaApi(request, team.staff, id, await pickProduct(request, team.token, 0), `${name} gift`);
  await setCampaignStatusViaApi(request, team.staff, id, 'active');

  await loginToTeam(page, team.email, team.teamId, `/pro/campaigns/${id}`);
  await page.getByRole('button', { name: 'Edit Campaign' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Campaign' });
  const section = modal.getByRole('group', { name: expiryTexts.section });
  await expect(section).toBeVisible(DRAWN);
  const expiry = section.getByRole('textbox', { name: 'Invitation expiry (days)' });
  await expect(expiry).toHaveValue('');
  // A reminder on the expiry day is refused with the shared message.
  await expiry.fill('14');
  await section.getByRole('textbox', { name: 'Reminder 1 (day)' }).fill('3');
  await section.getByRole('textbox', { name: 'Reminder 2 (day)' }).fill('14');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(section.getByTestId('reminder-days-error')).toHaveText(expiryTexts.reminderBeforeExpiry(14));
  await section.getByRole('textbox', { name: 'Reminder 2 (day)' }).fill('7');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal).toBeHidden();

  const saved = await (await request.get(`${API}/gb-campaigns/${id}`, { headers: bearer(team.token) })).json();
  expect(saved).toMatchObject({ invitation_expiry_days: 14, reminder_days: [3, 7] });

  // An invitation made now expires in 14 days, and the recipients table says so.
  const last = uniqueName('Expiry');
  const invited = await request.post(`${API}/gb-campaigns/${id}/registrations/invite/link`, {
    headers: bearer(team.token),
    data: { email: uniqueEmail('expiry'), first_name: 'Eve', last_name: last, password_type: 'none', notecard_type: 'none', send_email: true },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await page.goto(`/pro/campaigns/${id}#recipients`);
  const row = recipientRow(page, last);
  await expect(row.getByTestId('recipient-expiry')).toHaveText(expiryTexts.expires(dayOf(new Date(Date.now() + 14 * 86_400_000))), DRAWN);
  await expect(row.getByTestId('recipient-reminders')).toHaveCount(0);

  // Opened again, the modal shows the saved schedule.
  await page.getByRole('button', { name: 'Edit Campaign' }).click();
  await expect(modal.getByRole('textbox', { name: 'Invitation expiry (days)' })).toHaveValue('14', DRAWN);
  await expect(modal.getByRole('textbox', { name: 'Reminder 2 (day)' })).toHaveValue('7');
});
