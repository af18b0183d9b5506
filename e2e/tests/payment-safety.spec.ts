import { expect, test, type APIRequestContext, type Page } from './test';
import { API, apiLogin, bearer, CARDS, fillSandboxCard, loginToTeam, PASSWORD, poundsText, teamIdOf, uniqueEmail } from './fixtures';

// Payments cannot be lost (issue 10): while the card is charged the top-up modal cannot be closed, leaving the
// page asks first, and a page left anyway shows the payment's outcome at the next visit. Each journey that moves
// money does it on a Pro team of its own, so it never disturbs the balances the billing journeys compare.

const topUpModal = (page: Page) => page.getByRole('dialog', { name: 'Top Up Team Balance' });
const isTopUpPost = (method: string, url: string) => method === 'POST' && new URL(url).pathname.endsWith('/top-up');

/** A new team on the Pro plan (staff switch it), managed by a new person with the seed's password. */
async function newProTeam(request: APIRequestContext) {
  const email = uniqueEmail('payer');
  const signUp = await request.post(`${API}/team-sign-up`, {
    data: { accountPlan: 'free', name: 'Pat Payer', teamName: `Payer ${email}`, email, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  const { team_id: teamId } = (await signUp.json()) as { team_id: number };
  const staff = (await apiLogin(request, 'staff@gifthub.test')).apiToken;
  expect((await request.put(`${API}/admin/teams/${teamId}`, { headers: bearer(staff), data: { plan: 'pro' } })).status()).toBe(200);
  const token = (await apiLogin(request, email)).apiToken;
  return { email, teamId, token };
}

const balanceOf = async (request: APIRequestContext, token: string, teamId: number) => {
  const res = await request.get(`${API}/teams/${teamId}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return Math.round(((await res.json()) as { balance: number }).balance * 100);
};

test.describe('payment safety', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a card top-up held while charging cannot be closed; after a reload its outcome is shown', async ({ page, request }) => {
    const { email, teamId, token } = await newProTeam(request);
    const before = await balanceOf(request, token, teamId);
    await loginToTeam(page, email, teamId, '/pro/billing');

    await page.getByTestId('team-resources').getByRole('button', { name: 'TOP UP' }).click();
    const modal = topUpModal(page);
    await expect(modal.getByRole('radio', { name: '£1,000', exact: true })).toBeChecked();
    await modal.getByRole('button', { name: 'Add New Payment Card' }).click();
    const cardModal = await fillSandboxCard(page, CARDS.visaGb);
    await expect(cardModal.getByText('Success! Your payment method has been saved.')).toBeVisible();
    await cardModal.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(modal.getByRole('radio', { name: /•••• 0000/ })).toBeChecked();
    await expect(modal.getByTestId('top-up-prices')).toContainText('£1,014.40');

    // The POST reaches the server, which charges the card and records the top-up; its answer is held back
    // from the browser, so the modal stays on "Taking the card payment…".
    let charged: (status: number) => void = () => {};
    const serverAnswered = new Promise<number>((r) => (charged = r));
    await page.route('**/api/v1/teams/*/top-up', async (route) => {
      if (!isTopUpPost(route.request().method(), route.request().url())) return route.fallback();
      const answer = await route.fetch();
      charged(answer.status());
      // Never answered: the page is reloaded meanwhile.
    });
    await modal.getByRole('button', { name: 'Pay Now' }).click();
    const charging = modal.getByTestId('top-up-payment');
    await expect(charging).toContainText('Taking the card payment…');
    await expect(charging).toContainText('Please keep this window open.');
    expect(await serverAnswered).toBe(200);

    // No close button; Esc and a click outside do nothing.
    await expect(page.locator('.mantine-Modal-close')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    await expect(charging).toBeVisible();
    await expect(modal).toBeVisible();

    // Leaving asks first (beforeunload); the person leaves anyway.
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);

    // The next visit asks the API what became of the payment and says so, once.
    const notice = page.getByText('Your top-up of £1,000.00 was added to the team balance.');
    await expect(notice).toBeVisible();
    await expect(page.getByText('Top-up complete')).toBeVisible();
    expect(await balanceOf(request, token, teamId)).toBe(before + 100_000);
    await expect(page.getByTestId('team-resources-value')).toHaveText(poundsText(before + 100_000));
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gifthub.payment-open.')))).toEqual([]);
    // Told once: the visit after does not tell it again.
    await page.reload();
    await expect(page.getByTestId('team-resources-value')).toHaveText(poundsText(before + 100_000), { timeout: 30_000 });
    await expect(page.getByText('Top-up complete')).toHaveCount(0);
  });

  test('the top-up amounts are one Tab stop; the arrow keys move the choice', async ({ page, request }) => {
    const manager = (await apiLogin(request, 'manager@acme.test')).apiToken;
    const acme = await teamIdOf(request, manager, 'acme');
    await loginToTeam(page, 'manager@acme.test', acme, '/pro/billing');
    await page.getByTestId('team-resources').getByRole('button', { name: 'TOP UP' }).click();
    const modal = topUpModal(page);
    const amounts = modal.getByRole('radiogroup', { name: 'Top up amount' });
    await expect(amounts.getByRole('radio')).toHaveCount(11);
    const thousand = amounts.getByRole('radio', { name: '£1,000', exact: true });
    await expect(thousand).toBeChecked();

    // Tab from the amounts' neighbour lands on the chosen amount only, and the next Tab leaves the group.
    await thousand.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await amounts.evaluate((g) => g.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Tab');
    await expect(thousand).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const next = amounts.getByRole('radio', { name: '£2,500', exact: true });
    await expect(next).toBeFocused();
    await expect(next).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(amounts.getByRole('radio', { name: '£750', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    expect(await amounts.evaluate((g) => g.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(amounts.getByRole('radio', { name: '£750', exact: true })).toBeFocused();
  });
});
