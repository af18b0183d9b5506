import { expect, test, type APIRequestContext } from './test';
import { DEFAULT_REVIEW_TEXTS } from '@gifthub/shared/campaigns';
import { reviewTexts } from '@gifthub/shared/campaign-reviews';
import { API, apiLogin, bearer, loginViaApi, teamIdOf, uniqueEmail, uniqueName } from './fixtures';

const MANAGER = 'manager@acme.test';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

async function customerReviews(request: APIRequestContext, token: string): Promise<{ id: number }> {
  const acme = await teamIdOf(request, token, 'acme');
  const res = await request.get(`${API}/teams/${acme}/gb-campaigns?per_page=50`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const row = ((await res.json()) as { data: { id: number; slug: string }[] }).data.find((c) => c.slug === 'customer-reviews');
  expect(row, 'the seeded Customer Reviews campaign').toBeTruthy();
  return row!;
}

test.describe('a reviews campaign', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a recipient rates low and says why on the claim page at 375 px; the manager reads it on Negative Feedback', async ({ request, browser, page }) => {
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const campaign = await customerReviews(request, token);
    const lastName = uniqueName('Reviewer');
    const res = await request.post(`${API}/gb-campaigns/${campaign.id}/registrations/invite/link`, {
      headers: bearer(token),
      data: { email: uniqueEmail('reviewer'), first_name: 'Rhea', last_name: lastName, password_type: 'none', notecard_type: 'none', send_email: false },
    });
    expect(res.status(), await res.text()).toBe(200);
    const link = ((await res.json()) as { invite_link: string }).invite_link;
    const feedback = `The hamper arrived two weeks late and the card inside was creased. ${'We expected better for a client gift. '.repeat(6)}Please check the courier.`;

    const phone = await browser.newContext(PHONE);
    try {
      const claim = await phone.newPage();
      await claim.goto(new URL(link).pathname);
      const rating = claim.getByRole('group', { name: DEFAULT_REVIEW_TEXTS.rating });
      await expect(rating).toBeVisible();
      await expect(claim.getByRole('group', { name: 'Choose your gift' })).toBeHidden();
      await rating.getByRole('radio', { name: 'Unhappy' }).check();
      await claim.getByRole('button', { name: reviewTexts.sendFeedback }).click();
      await expect(claim.getByText(reviewTexts.feedbackRequired)).toBeVisible();
      await claim.getByRole('textbox', { name: DEFAULT_REVIEW_TEXTS.feedback }).fill(feedback);
      await claim.getByRole('button', { name: reviewTexts.sendFeedback }).click();
      // The gift comes next, under the gift claim text.
      await expect(claim.getByRole('group', { name: 'Choose your gift' })).toBeVisible();
      await expect(claim.getByText(DEFAULT_REVIEW_TEXTS.gift_claim)).toBeVisible();
      expect(await claim.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Rated once: the page opens on the gift again.
      await claim.reload();
      await expect(claim.getByRole('group', { name: 'Choose your gift' })).toBeVisible();
      await expect(claim.getByRole('group', { name: DEFAULT_REVIEW_TEXTS.rating })).toBeHidden();
    } finally {
      await phone.close();
    }

    await loginViaApi(page, MANAGER, `/pro/campaigns/${campaign.id}`);
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(new RegExp(`/pro/campaigns/${campaign.id}/feedback$`));
    await expect(page.getByRole('heading', { name: reviewTexts.title })).toBeVisible();
    await expect(page.getByTestId('feedback-footer')).toContainText(/There are \d+ gift registrations with negative feedback in total\./);
    // Newest review first: this one leads the first page, its feedback cut to 200 characters.
    const row = page.getByTestId('feedback-row').first();
    await expect(row).toContainText(`Rhea ${lastName}`);
    await expect(row).toContainText('Unhappy');
    await expect(row.getByTestId('feedback-preview')).toHaveText(/…$/);
    await expect(page.getByTestId('feedback-row')).toHaveCount(10);
    await row.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: reviewTexts.detailTitle });
    await expect(dialog.getByTestId('feedback-full')).toHaveText(feedback);
    await expect(dialog).toContainText(`Rhea ${lastName}`);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // Sorted by the customer's last name, the list pages on.
    await page.getByRole('button', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/sort=last_name&direction=desc/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('feedback-row').first()).toBeVisible();
  });
});
