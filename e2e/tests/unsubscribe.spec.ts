import { expect, test } from './test';
import { API, apiLogin, bearer, mailedLink, setLocalStorage, shootWidths, teamIdOf, uniqueEmail } from './fixtures';

const PASS = 'una-pass-1';

test("a notification e-mail's unsubscribe link works without logging in, and the settings show the category off", async ({ page, browser, request, baseURL }) => {
  // A new Pro manager of Acme Ltd (invited and signed up), so no seeded account's preferences change.
  const manager = await apiLogin(request, 'manager@acme.test');
  const acme = await teamIdOf(request, manager.apiToken, 'acme');
  const email = uniqueEmail('unsub');
  let res = await request.post(`${API}/teams/${acme}/members`, { headers: bearer(manager.apiToken), data: { email, role: 'manager' } });
  expect(res.status()).toBe(200);
  const invite = await mailedLink(request, email, 'member-invitation', /\/pro\/login\?t=/);
  res = await request.post(`${API}/sign-up`, { data: { token: invite.searchParams.get('t'), name: 'Una Subscriber', password: PASS, passwordConfirm: PASS } });
  expect(res.status(), await res.text()).toBe(200);
  const una = await apiLogin(request, email, PASS);

  // A Billing notification: the e-mail confirming her bank-transfer top-up request carries the link.
  res = await request.post(`${API}/teams/${acme}/top-up`, { headers: bearer(una.apiToken), data: { amount: 100, payment_method: 'bank-transfer' } });
  expect(res.status(), await res.text()).toBe(200);
  const link = await mailedLink(request, email, 'top-up-requested', /\/unsubscribe\?token=/);
  expect(link.origin).toBe(new URL(baseURL!).origin);

  // Opened in a fresh browser, signed in nowhere: it asks first (opening the link changes nothing).
  const fresh = await browser.newContext({ baseURL });
  const p = await fresh.newPage();
  await p.goto(link.pathname + link.search);
  await expect(p.getByRole('heading', { name: 'Unsubscribe from Billing e-mails?' })).toBeVisible();
  await expect(p.locator('#root[data-hydrated="true"]')).toBeAttached();
  await shootWidths(p, 'unsubscribe-ask');
  await p.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(p.getByRole('heading', { name: 'You will no longer receive Billing e-mails.' })).toBeVisible();
  await expect(p.getByRole('link', { name: 'Open your settings' })).toHaveAttribute('href', '/pro/settings');
  await shootWidths(p, 'unsubscribe-done');

  // A link someone made up: a clear page, not an error.
  await p.goto('/unsubscribe?token=u1.NDI6YmlsbGluZw.forgedforgedforgedforgedforgedforgedforged0');
  await expect(p.getByRole('heading', { name: 'Unsubscribe link not valid' })).toBeVisible();
  await shootWidths(p, 'unsubscribe-invalid');
  await fresh.close();

  // Her settings: Billing is off, every other category still on.
  await setLocalStorage(page, { api_token: una.apiToken, wp_token: una.wpToken });
  await page.goto('/pro/settings');
  await expect(page.getByText('Choose which e-mail notifications you receive.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Billing', exact: true })).not.toBeChecked();
  for (const label of ['Gifting campaigns', 'Products', 'Product allocations', 'Team credit']) await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
});
