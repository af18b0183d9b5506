import { expect, test } from './test';
import { API, apiLogin, bearer, fillLogin, loginViaApi, loginViaUi, mailedLink, PASSWORD, teamsOf, uniqueEmail } from './fixtures';

test.describe('login', () => {
  test('shows the field messages of the spec', async ({ page }) => {
    await page.goto('/pro/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('E-Mail is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();

    await page.getByLabel('E-Mail').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('E-Mail must be valid.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeHidden();
    await expect(page).toHaveURL(/\/pro\/login$/);
  });

  test('a wrong password shows the server message and stays on login', async ({ page }) => {
    await page.goto('/pro/login');
    await fillLogin(page, 'associate@acme.test', 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' })).toBeVisible();
    await expect(page).toHaveURL(/\/pro\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  });

  test('success lands on the dashboard and stores both tokens', async ({ page }) => {
    await loginViaUi(page, 'manager@acme.test');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('api_token'), localStorage.getItem('wp_token')]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeTruthy();
    // Already logged in: the login page sends the user to the dashboard.
    await page.goto('/pro/login');
    await expect(page).toHaveURL(/\/pro\/dashboard$/);
  });

  test('the stored redirect is honoured after login', async ({ page }) => {
    await page.goto('/pro/settings/team?tab=1');
    await expect(page).toHaveURL(/\/pro\/login$/);
    await fillLogin(page, 'manager@acme.test');
    await expect(page).toHaveURL(/\/pro\/settings\/team\?tab=1$/);
  });
});

test('an invited person signs up from the e-mail link and logs in', async ({ page, request }) => {
  const email = uniqueEmail('invitee');
  const manager = await apiLogin(request, 'manager@acme.test');
  const acme = (await teamsOf(request, manager.apiToken)).find((t) => t.slug === 'acme');
  expect(acme).toBeDefined();
  const invite = await request.post(`${API}/teams/${acme!.id}/members`, { headers: bearer(manager.apiToken), data: { email, role: 'associate' } });
  expect(invite.status()).toBe(200);

  const url = await mailedLink(request, email, 'member-invitation', /\/pro\/login\?t=/);
  await page.goto(url.pathname + url.search);
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);
  await page.getByLabel('Name', { exact: true }).fill('Ivy');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password confirmation').fill('different');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Name minimal length is 6')).toBeVisible();
  await expect(page.getByText('Password minimal length is 6')).toBeVisible();
  await expect(page.getByText('Password confirmation must match.')).toBeVisible();
  await expect(page).toHaveURL(/\/pro\/login\?t=/);

  await page.getByLabel('Name', { exact: true }).fill('Ivy Invitee');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password confirmation').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/pro\/login\?signup=success$/);
  await expect(page.getByTestId('signup-success')).toBeVisible();

  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/pro\/dashboard$/);
  await expect(page.getByTestId('user-card')).toContainText('Ivy Invitee');

  // The link works once.
  const again = await request.get(`${API}/sign-up`, { params: { token: url.searchParams.get('t')! } });
  expect(again.status()).toBeGreaterThanOrEqual(400);
});

test('changing the password on Your Account needs the current one', async ({ page, request }) => {
  const email = uniqueEmail('changer');
  const signUp = await request.post(`${API}/team-sign-up`, {
    data: { accountPlan: 'free', name: 'Chris Changer', teamName: `Chris ${email}`, email, password: 'first-pass', passwordConfirm: 'first-pass' },
  });
  expect(signUp.status()).toBe(200);
  await loginViaUi(page, email, 'first-pass');
  await page.goto('/pro/settings');
  await page.getByLabel('New Password', { exact: true }).fill('second-pass');
  await page.getByLabel('New Password Confirmation').fill('second-pass');
  await page.getByRole('button', { name: 'Update Account Settings' }).click();
  await expect(page.getByText('Current password is required.')).toBeVisible();

  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Update Account Settings' }).click();
  await expect(page.getByText('Current password is incorrect.').first()).toBeVisible();
  expect((await request.post(`${API}/login`, { data: { email, password: 'first-pass' } })).status()).toBe(200);

  await page.getByLabel('Current Password').fill('first-pass');
  await page.getByRole('button', { name: 'Update Account Settings' }).click();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
  // This session stays; the new password is the one that logs in.
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect((await request.post(`${API}/login`, { data: { email, password: 'first-pass' } })).status()).toBe(401);
  expect((await request.post(`${API}/login`, { data: { email, password: 'second-pass' } })).status()).toBe(200);
});

test.describe('stale sessions land on /welcome', () => {
  test('garbage tokens', async ({ page }) => {
    await page.goto('/pro/welcome');
    await page.evaluate(() => {
      localStorage.setItem('api_token', 'garbage');
      localStorage.setItem('wp_token', 'garbage');
    });
    await page.goto('/pro/dashboard');
    await expect(page).toHaveURL(/\/pro\/welcome$/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/pro\/login$/);
  });

  test('a revoked token', async ({ page }) => {
    const tokens = await loginViaApi(page, 'associate@acme.test');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    // The dashboard's own reads done first: one still running when the token is revoked would be refused, end the
    // session and go to /welcome itself, and the reload below would then find no session (the login page).
    await page.waitForLoadState('networkidle');
    const res = await page.request.post(`${API}/clear-auth-cookies`, { headers: bearer(tokens.apiToken) });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/pro\/welcome$/);
  });
});
