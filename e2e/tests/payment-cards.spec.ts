import { expect, test, type Page } from './test';
import { addCardViaApi, API, apiLogin, bearer, cardsOf, CARDS, fillSandboxCard, loginToTeam, removeAllCards, teamIdOf } from './fixtures';

// Saved cards belong to a member in a team. These journeys use the manager in Acme Europe, so the card list
// they clear and count is not the one billing.spec.ts pays with (the manager in Acme Ltd).
const MANAGER = 'manager@acme.test';
const LAST_CARD = 'Are you sure you want to delete your last active payment method? You will be unable to use direct payments and some services may become unavailable.';

const savedCards = (page: Page) => page.getByTestId('saved-cards');
const cardRow = (page: Page, last4: string) => savedCards(page).getByRole('row').filter({ hasText: `•••• ${last4}` });
/** The Status cell: 'Preferred' or '—'. */
const cardStatus = (page: Page, last4: string) => cardRow(page, last4).getByRole('cell').nth(2);

test.describe('saved cards in user settings', () => {
  test.describe.configure({ timeout: 60_000 });
  let teamId: number;
  let token: string;

  test.beforeEach(async ({ request }) => {
    token = (await apiLogin(request, MANAGER)).apiToken;
    teamId = await teamIdOf(request, token, 'acme-europe');
    await removeAllCards(request, token, teamId);
  });

  test('adds a GB sandbox card, then a second card, and makes the GB card preferred', async ({ page, request }) => {
    await loginToTeam(page, MANAGER, teamId, '/pro/settings');
    await expect(savedCards(page).getByTestId('no-cards')).toHaveText("You don't have any payment cards saved on your profile.");

    // A card declined at setup shows the gateway's message and saves nothing.
    await savedCards(page).getByRole('button', { name: 'Add New Payment Card' }).click();
    let modal = await fillSandboxCard(page, CARDS.declined);
    await expect(modal.getByTestId('card-error')).toHaveText('Your card was declined.');
    expect(await cardsOf(request, token, teamId)).toHaveLength(0);
    await modal.getByRole('button', { name: 'CANCEL' }).click();
    await expect(modal).toBeHidden();

    await savedCards(page).getByRole('button', { name: 'Add New Payment Card' }).click();
    modal = await fillSandboxCard(page, CARDS.visaGb);
    await expect(modal.getByText('Success! Your payment method has been saved.')).toBeVisible();
    await modal.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(cardStatus(page, '0000')).toHaveText('Preferred');
    const [gb] = await cardsOf(request, token, teamId);
    expect(gb).toMatchObject({ card_brand: 'visa', last4: '0000', country: 'GB', preferred: true });

    // A newly added card becomes the preferred one.
    await savedCards(page).getByRole('button', { name: 'Add New Payment Card' }).click();
    modal = await fillSandboxCard(page, CARDS.visaUs);
    await expect(modal.getByText('Success! Your payment method has been saved.')).toBeVisible();
    await modal.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(cardStatus(page, '4242')).toHaveText('Preferred');
    await expect(cardStatus(page, '0000')).toHaveText('—');

    await page.getByRole('button', { name: 'Make Visa ending 0000 preferred' }).click();
    await expect(cardStatus(page, '0000')).toHaveText('Preferred');
    await expect(cardStatus(page, '4242')).toHaveText('—');
    await expect(page.getByRole('button', { name: 'Make Visa ending 4242 preferred' })).toBeVisible();
    const after = await cardsOf(request, token, teamId);
    expect(after.filter((c) => c.preferred).map((c) => c.last4)).toEqual(['0000']);

    // Still preferred after a reload (saved on the server, not only in the page).
    await page.reload();
    await expect(cardStatus(page, '0000')).toHaveText('Preferred');
  });

  test('the preferred card stays while others exist; the last card asks the spec confirm', async ({ page, request }) => {
    await addCardViaApi(request, token, teamId, CARDS.visaUs);
    await addCardViaApi(request, token, teamId, CARDS.visaGb);
    await loginToTeam(page, MANAGER, teamId, '/pro/settings');

    // The GB card, added last, is preferred: its Remove is disabled while the US card exists.
    await expect(cardStatus(page, '0000')).toHaveText('Preferred');
    await expect(page.getByRole('button', { name: 'Remove Visa ending 0000' })).toBeDisabled();

    await page.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
    let confirm = page.getByRole('dialog', { name: 'Remove payment card' });
    await expect(confirm).toContainText('Are you sure you want to remove Visa ending 4242?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(cardRow(page, '4242')).toHaveCount(0);

    // Now the only card: it can be removed, after the last-card confirm.
    await page.getByRole('button', { name: 'Remove Visa ending 0000' }).click();
    confirm = page.getByRole('dialog', { name: 'Remove payment card' });
    await expect(confirm).toContainText(LAST_CARD);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cardRow(page, '0000')).toHaveCount(1);

    await page.getByRole('button', { name: 'Remove Visa ending 0000' }).click();
    await page.getByRole('dialog', { name: 'Remove payment card' }).getByRole('button', { name: 'Remove' }).click();
    await expect(savedCards(page).getByTestId('no-cards')).toBeVisible();
    expect(await cardsOf(request, token, teamId)).toHaveLength(0);
  });

  test('the API refuses to remove the preferred card while another exists', async ({ request }) => {
    const us = await addCardViaApi(request, token, teamId, CARDS.visaUs);
    const gb = await addCardViaApi(request, token, teamId, CARDS.visaGb);
    const preferred = (await cardsOf(request, token, teamId)).find((c) => c.preferred)!;
    const other = preferred.id === gb.id ? us : gb;
    const refused = await request.delete(`${API}/teams/${teamId}/stripe/methods/${preferred.id}`, { headers: bearer(token) });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect((await cardsOf(request, token, teamId)).map((c) => c.id).sort()).toEqual([us.id, gb.id].sort());
    // The other card goes; then the preferred one may go too.
    expect((await request.delete(`${API}/teams/${teamId}/stripe/methods/${other.id}`, { headers: bearer(token) })).status()).toBeLessThan(300);
    expect((await request.delete(`${API}/teams/${teamId}/stripe/methods/${preferred.id}`, { headers: bearer(token) })).status()).toBeLessThan(300);
  });
});
