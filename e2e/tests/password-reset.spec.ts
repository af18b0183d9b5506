import { expect, test, type APIRequestContext } from './test';
import { API, apiLogin, bearer, fillLogin, mailedLink, setLocalStorage, uniqueEmail } from './fixtures';

const SENT = 'If an account exists for that e-mail, we have sent a link to reset its password. The link is valid for 1 hour.';

/** A new free team's owner, so the journey changes nobody else's password. */
async function newAccount(request: APIRequestContext, password: string) {
  const email = uniqueEmail('forgetful');
  const res = await request.post(`${API}/team-sign-up`, { data: { accountPlan: 'free', name: 'Fern Forgetful', teamName: `Fern ${email}`, email, password, passwordConfirm: password } });
  expect(res.status()).toBe(200);
  return email;
}

/** The link of the newest password-reset e-mail to `email`. */
const resetLinkFor = (request: APIRequestContext, email: string) => mailedLink(request, email, 'password-reset', /\/pro\/reset-password\?token=/);

test('a forgotten password is reset from the e-mailed link; the new one logs in and old sessions end', async ({ page, browser, request, baseURL }) => {
  // Two browsers, a sign-up and four password checks at the real scrypt cost: more than the default 30 s on a busy machine.
  test.slow();
  const email = await newAccount(request, 'first-pass');
  // Signed in elsewhere with the old password: another browser with the portal open.
  const old = await apiLogin(request, email, 'first-pass');
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await setLocalStorage(other, { api_token: old.apiToken, wp_token: old.wpToken });
  await other.goto('/pro/dashboard');
  await expect(other.getByTestId('sidebar')).toBeVisible();

  await page.goto('/pro/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/pro\/forgot-password$/);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByText('E-Mail is required.')).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByTestId('reset-link-sent')).toHaveText(SENT);

  const link = await resetLinkFor(request, email);
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Password confirmation').fill('different');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(page.getByText('Password minimal length is 6')).toBeVisible();
  await page.getByLabel('New password').fill('second-pass');
  await page.getByLabel('Password confirmation').fill('second-pass');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(page).toHaveURL(/\/pro\/login\?reset=success$/);
  await expect(page.getByTestId('reset-success')).toHaveText('Your password has been changed. Please log in.');

  await fillLogin(page, email, 'first-pass');
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' })).toBeVisible();
  await fillLogin(page, email, 'second-pass');
  await expect(page).toHaveURL(/\/pro\/dashboard$/);
  await expect(page.getByTestId('user-card')).toContainText('Fern Forgetful');

  // The old session is over, in the API and in the other browser.
  expect((await request.get(`${API}/current-user/teams`, { headers: bearer(old.apiToken) })).status()).toBe(401);
  await other.reload();
  await expect(other).toHaveURL(/\/pro\/welcome$/);
  await elsewhere.close();

  // The link worked once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('reset-link-invalid')).toContainText('This password reset link is invalid or has expired.');
});

test('an invalid reset link says so and leads to a new request', async ({ page }) => {
  await page.goto('/pro/reset-password?token=not-a-real-token');
  await expect(page.getByTestId('reset-link-invalid')).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByRole('button', { name: 'SET NEW PASSWORD' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/pro\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'SEND RESET LINK' })).toBeVisible();
});

test('the preview (/demo/) never offers a password reset', async ({ page }) => {
  await page.goto('/demo/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);
  await page.goto('/demo/forgot-password');
  await expect(page.getByRole('button', { name: 'SEND RESET LINK' })).toHaveCount(0);
});
