import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
  await page.goto('/pro/welcome');
  await page.evaluate(({ apiToken, wpToken }) => {
    localStorage.setItem('api_token', apiToken);
    localStorage.setItem('wp_token', wpToken);
  }, tokens);
  await page.goto(path);
  return tokens;
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
