import { expect, test } from './test';
import { API, apiLogin, bearer, loginViaApi } from './fixtures';

// Staff read every e-mail the portal sent in the back office's outbox, by recipient and by status: the job queue
// sends what a request queued, and a message that finally failed would be listed under Failed with its Resend.
const STAFF = 'staff@gifthub.test';
const TO = 'associate@acme.test';

test('staff find a sent e-mail in the outbox by recipient and status; the failed filter says when none failed', async ({ page, request }) => {
  const asked = await request.post(`${API}/forgot-password`, { data: { email: TO } });
  expect(asked.status(), await asked.text()).toBe(200);
  // The request only queued it; the job queue sends it.
  const staff = await apiLogin(request, STAFF);
  await expect(async () => {
    const res = await request.get(`${API}/admin/outbox`, { headers: bearer(staff.apiToken), params: { to: TO, status: 'sent' } });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });

  await loginViaApi(page, STAFF, '/pro/admin/outbox');
  const table = page.getByTestId('admin-outbox-table');
  await page.getByRole('textbox', { name: 'Recipient' }).fill(TO);
  const status = page.getByRole('radiogroup');
  await status.getByText('Sent', { exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: TO }).first()).toBeVisible();
  await status.getByText('Failed', { exact: true }).click();
  await expect(table).toContainText(`No failed e-mails to ${TO}.`);
});
