import { expect, test, type APIRequestContext, type Page } from './test';
import { addCardViaApi, API, apiLogin, bearer, CARDS, loginViaApi, orderRow, pickProduct, skipMarketplaceTutorial, teamsOf, uniqueName } from './fixtures';

// Trial Co: no other journey sends its gifts, so its Order History holds what this journey made.
const OWNER = 'owner@trial.test';
const EMPTY_FILTERED = 'There are no marketplace orders that match your filters.';

/** A gift link paid by card through the API: the order history's rows are what matter here, not the sending. */
async function giftLink(request: APIRequestContext, token: string, teamId: number, body: object) {
  const res = await request.post(`${API}/teams/${teamId}/gb-registrations/invite/link?platform=marketplace`, { headers: bearer(token), data: body });
  expect(res.status(), await res.text()).toBe(200);
}

const rows = (page: Page) => page.getByTestId('orders-table').getByTestId('order-row');

test.describe('order history', () => {
  test.describe.configure({ timeout: 60_000 });

  test('search by name or e-mail, sort by recipient both ways, filter by claimed, and the empty state of a search', async ({ page, request, context, baseURL }) => {
    const token = (await apiLogin(request, OWNER)).apiToken;
    const [team] = await teamsOf(request, token);
    const card = await addCardViaApi(request, token, team!.id, CARDS.visaGb);
    const product = await pickProduct(request, token, 3);
    // One tag names this run's three recipients; their last names sort Adams < Brook < Carter.
    const tag = uniqueName('Ord').toLowerCase();
    const people = [
      ['Brook', `brook.${tag}@example.com`],
      ['Adams', `adams.${tag}@example.com`],
      ['Carter', `carter.${tag}@example.com`],
    ] as const;
    for (const [last, email] of people)
      await giftLink(request, token, team!.id, { type: 'physical', product_id: product.id, first_name: `Ola ${tag}`, last_name: last, email, payment_method: 'stripe', payment_method_id: card.id });

    await skipMarketplaceTutorial(context, baseURL!);
    await loginViaApi(page, OWNER, '/pro/marketplace/orders');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId('paging-footer')).toContainText('Showing 1–3 of 3 orders');
    // Newest first by default.
    await expect(rows(page).nth(0)).toContainText('Carter');
    await expect(rows(page).nth(2)).toContainText('Brook');

    // Sort by recipient: descending, ascending, then back to newest first.
    const recipientHeader = page.getByRole('columnheader', { name: /Recipient/ });
    await recipientHeader.getByRole('button').click();
    await expect(recipientHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).nth(0)).toContainText('Carter');
    await expect(rows(page).nth(2)).toContainText('Adams');
    await recipientHeader.getByRole('button').click();
    await expect(recipientHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).nth(0)).toContainText('Adams');
    await expect(rows(page).nth(1)).toContainText('Brook');
    await expect(rows(page).nth(2)).toContainText('Carter');
    await recipientHeader.getByRole('button').click();
    await expect(recipientHeader).toHaveAttribute('aria-sort', 'none');

    // A search narrows to one recipient by e-mail; the sort and search stay in the URL across a reload.
    await search.fill(`adams.${tag}@`);
    await expect(rows(page)).toHaveCount(1);
    await expect(orderRow(page, 'Adams')).toContainText('LINK INVITE');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(`adams.${tag}@`);
    await expect(rows(page)).toHaveCount(1);

    // None of them is claimed yet: Claimed: Yes empties the list with the filtered text; All brings them back.
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Claimed: All' }).click();
    await expect(page.getByRole('button', { name: 'Claimed: Yes' })).toBeVisible();
    await expect(page.getByTestId('orders-empty')).toHaveText(EMPTY_FILTERED);
    await page.getByRole('button', { name: 'Claimed: Yes' }).click();
    await expect(page.getByRole('button', { name: 'Claimed: No' })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);

    // A search nobody matches.
    await page.getByRole('textbox', { name: 'Search' }).fill(`${tag}-nobody`);
    await expect(page.getByTestId('orders-empty')).toHaveText(EMPTY_FILTERED);
  });
});
