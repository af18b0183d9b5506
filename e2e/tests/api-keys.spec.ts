import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { API, bearer, loginToTeam, newFundedProTeam, uniqueName } from './fixtures';

// API keys (issue 17): a Pro team's manager creates a key on Settings → Integrations, copies it (shown once), calls the
// public API with it from here as Authorization: Bearer <key>, deletes it, and the same call is refused at once.
// On a Pro team of its own, so no other journey's keys move.

const SHOTS = '/tmp/shots/apikeys';
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '1024', width: 1024, height: 768 },
  { name: '375', width: 375, height: 740 },
];
// The machine running journeys is shared and slow at times: every state the page reaches gets the same room.
const DRAWN = { timeout: 45_000 };

async function shoot(page: Page, what: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.waitForTimeout(300);
    if (s.width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at 375 px`).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/${what}-${s.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('create an API key, copy it, call the public API with it, delete it, and the call is refused', async ({ page, context, request, baseURL }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const team = await newFundedProTeam(request, `Keys ${uniqueName('T')}`, 100);
  const keyName = `Warehouse sync ${uniqueName('K')}`;

  await loginToTeam(page, team.email, team.teamId, '/pro/settings/integrations');
  const card = page.getByTestId('api-keys-card');
  await expect(card.getByText('No API keys yet.')).toBeVisible(DRAWN);

  // The modal: the spec's message first, then form → processing → created with the key shown once.
  await card.getByRole('button', { name: 'Create New API Key' }).click();
  const modal = page.getByRole('dialog', { name: 'Create New API Key' });
  await expect(modal.getByRole('textbox', { name: 'Key Name' })).toBeFocused(DRAWN);
  await modal.getByRole('button', { name: 'Create API Key' }).click();
  await expect(modal.getByText('Name is required.')).toBeVisible(DRAWN);
  await shoot(page, 'create-modal');
  await modal.getByRole('textbox', { name: 'Key Name' }).fill(keyName);
  await modal.getByRole('button', { name: 'Create API Key' }).click();
  const shown = modal.getByTestId('api-key-value');
  await expect(shown).toHaveText(/^ghk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/, DRAWN);
  const key = (await shown.textContent())!;
  await modal.getByRole('button', { name: 'Copy Key' }).click();
  await expect(page.getByText('API Key Copied')).toBeVisible(DRAWN);
  await expect(page.getByText('The API key has been copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shoot(page, 'created');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden(DRAWN);

  // The table: name, preview (never the key), Created, Last Used Never.
  const row = card.getByRole('row').filter({ hasText: keyName });
  await expect(row).toContainText(`ghk_…${key.slice(-4)}`, DRAWN);
  await expect(row).toContainText('Never');
  await expect(card).not.toContainText(key);

  // The public API, from here, with the copied key (read-only: the default): the team's campaigns.
  const call = () => request.get(`${API}/teams/${team.teamId}/gb-campaigns`, { headers: bearer(key) });
  const ok = await call();
  expect(ok.status(), await ok.text()).toBe(200);
  expect(ok.headers()['ratelimit-limit']).toBe('120');
  expect(ok.headers()['ratelimit-remaining']).toBe('119');
  // A documented write (a gift link) is refused to a read-only key before its body is even read.
  const write = await request.post(`${API}/teams/${team.teamId}/gb-registrations/invite/link?platform=marketplace`, { headers: bearer(key), data: {} });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'forbidden', message: 'This API key is read-only: it may only make GET requests.' });

  // Last Used shows once the key has been used.
  await page.reload();
  await expect(card.getByRole('row').filter({ hasText: keyName })).not.toContainText('Never', DRAWN);
  await shoot(page, 'integrations');

  // Delete with the spec's confirmation; the same call is refused from the next request.
  await card.getByRole('button', { name: `Remove ${keyName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete API Key' });
  await expect(confirm).toContainText('Are you sure you want to delete this API Key? This can not be undone.', DRAWN);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('No API keys yet.')).toBeVisible(DRAWN);
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'jwt_auth_invalid_token' });
});
