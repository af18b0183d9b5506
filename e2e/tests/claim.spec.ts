import { expect, test } from './test';
import { claimTexts } from '@gifthub/shared/claims';
import {
  addCardViaApi,
  apiLogin,
  CARDS,
  loginViaApi,
  openProduct,
  orderRow,
  pickProduct,
  poundsText,
  skipMarketplaceTutorial,
  summaryTotal,
  teamsOf,
  uniqueName,
} from './fixtures';

const OWNER = 'owner@corner.test'; // Corner Shop, free: pays for the link by card
const STAFF = 'staff@gifthub.test';
const LINK_COPIED = 'The gift registration link has been copied to your clipboard.';

const isLinkPost = (method: string, url: string) => method === 'POST' && new URL(url).pathname.endsWith('/gb-registrations/invite/link');

// The link made in the first journey is claimed there and fulfilled in the second: one after the other.
test.describe.serial('a gift link: claimed by the recipient on a phone, then sent by staff with tracking', () => {
  test.describe.configure({ timeout: 60_000 });
  const first = 'Cleo';
  const last = uniqueName('Link');
  const message = 'A little thank-you for a brilliant year. Enjoy!';
  let productName = '';

  test('the sender creates a gift link verified by name; the recipient verifies and claims it at 375 px, once', async ({ page, request, context, browser, baseURL }) => {
    const token = (await apiLogin(request, OWNER)).apiToken;
    const [team] = await teamsOf(request, token);
    await addCardViaApi(request, token, team!.id, CARDS.visaGb);
    const product = await pickProduct(request, token, 2);
    productName = product.name;
    await skipMarketplaceTutorial(context, baseURL!);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginViaApi(page, OWNER, '/pro/marketplace');

    const modal = await openProduct(page, product.name);
    await modal.getByRole('button', { name: 'Create A New Invitation' }).click();
    const start = modal.getByTestId('step-start');
    await start.getByRole('radio', { name: 'By name' }).click();
    // Verification by name needs both names.
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(start.getByText('First Name is required.')).toBeVisible();
    await start.getByLabel('First Name').fill(first);
    await start.getByLabel('Last Name').fill(last);
    await start.getByLabel('Invitation message').fill(message);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByTestId('step-notecard')).toBeVisible();
    await modal.getByRole('button', { name: 'Continue' }).click();
    const summary = modal.getByTestId('step-summary');
    await expect(summary.getByTestId('recap')).toContainText('By name');
    const total = await summaryTotal(summary);
    await expect(summary.getByRole('radio', { name: /Visa •••• 0000/, checked: true })).toHaveCount(1);

    const answer = page.waitForResponse((r) => isLinkPost(r.request().method(), r.url()));
    await modal.getByRole('button', { name: `Pay ${poundsText(total)} & Create Link` }).click();
    const created = (await (await answer).json()) as { invite_link: string; password_type: string };
    expect(created.password_type).toBe('name');
    const link = created.invite_link;
    expect(link.startsWith(`${baseURL}/pick-a-gift/`)).toBe(true);

    const done = page.getByRole('dialog', { name: 'Campaign Invitation Created' });
    await expect(done.getByTestId('invitation-details')).toContainText(`The gift link for ${product.name} is ready.`);
    await expect(done.getByLabel('Gift registration link')).toHaveValue(link);
    await done.getByRole('button', { name: 'COPY GIFT REGISTRATION LINK' }).click();
    await expect(page.getByText(LINK_COPIED)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The recipient: no login, a phone-sized screen.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const gift = await phone.newPage();
      await gift.goto(link);
      const verify = gift.getByTestId('verify-step');
      await expect(verify.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
      await verify.getByLabel('First Name').fill('Someone');
      await verify.getByLabel('Last Name').fill('Else');
      await verify.getByRole('button', { name: 'Continue' }).click();
      await expect(verify.getByTestId('verify-error')).toHaveText(claimTexts.verifyFailed);
      await verify.getByLabel('First Name').fill(first);
      await verify.getByLabel('Last Name').fill(last);
      await verify.getByRole('button', { name: 'Continue' }).click();

      const form = gift.getByTestId('address-form');
      await expect(form.getByRole('heading', { name: 'Where should we send your gift?' })).toBeVisible();
      await expect(gift.getByTestId('sender-message')).toContainText(message);
      await expect(form.getByLabel('First Name')).toHaveValue(first);
      await expect(form.getByLabel('Last Name')).toHaveValue(last);
      // The country is a native select with the one country we ship to.
      await expect(form.getByLabel('Country')).toHaveValue('GB');
      await expect(form.getByLabel('Country').locator('option')).toHaveText(['United Kingdom']);
      await form.getByLabel('Address line 1').fill('7 Harbour Street');
      await form.getByLabel('City').fill('Whitby');
      await form.getByLabel('Postcode').fill('yo21 3dn');
      await form.getByLabel('Phone').fill('07700 900456');
      await form.getByRole('button', { name: 'Continue' }).click();

      const confirm = gift.getByTestId('address-confirm');
      await expect(confirm.getByTestId('address-lines')).toContainText('7 Harbour Street');
      await expect(confirm.getByTestId('address-lines')).toContainText('YO21 3DN');
      await confirm.getByRole('button', { name: 'Confirm and send my gift' }).click();
      const sent = gift.getByTestId('outcome-sent');
      await expect(sent.getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
      await expect(sent).toContainText(`We will deliver ${product.name} to:`);
      // Nothing wider than the phone: no sideways scrolling.
      expect(await gift.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // The link works once.
      await gift.goto(link);
      const claimed = gift.getByTestId('outcome-already-claimed');
      await expect(claimed.getByRole('heading', { name: 'Gift already claimed' })).toBeVisible();
      await expect(claimed).toContainText(claimTexts.alreadyClaimed);
    } finally {
      await phone.close();
    }
  });

  test('staff mark the claimed gift processed, then sent with a carrier and tracking; the sender sees Sent with the link', async ({ page, context, baseURL }) => {
    const tracking = `https://track.example.test/parcel/${last}`;
    await loginViaApi(page, STAFF, '/pro/admin/fulfilment');
    await page.getByLabel('Search').fill(last);
    const row = page.getByTestId('admin-fulfilment-table').getByRole('row').filter({ hasText: last });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(productName);
    await expect(row).toContainText('7 Harbour Street');
    await expect(row).toContainText('To process');

    await row.getByRole('button', { name: 'Mark processed' }).click();
    const processed = page.getByRole('dialog', { name: 'Mark processed' });
    await processed.getByRole('button', { name: 'Mark processed' }).click();
    await expect(processed).toBeHidden();
    await expect(row).toContainText('Processing');

    await row.getByRole('button', { name: 'Mark sent' }).click();
    const sent = page.getByRole('dialog', { name: 'Mark sent' });
    await sent.getByLabel('Carrier').fill('Royal Mail');
    // Only an https link is taken.
    await sent.getByLabel('Tracking URL').fill(tracking.replace('https:', 'http:'));
    await sent.getByRole('button', { name: 'Mark sent' }).click();
    await expect(sent.getByText('Tracking URL must be a valid https:// link.')).toBeVisible();
    await sent.getByLabel('Tracking URL').fill(tracking);
    await sent.getByRole('button', { name: 'Mark sent' }).click();
    await expect(sent).toBeHidden();
    await expect(row).toContainText('Sent');
    await expect(row.getByRole('link', { name: 'Royal Mail' })).toHaveAttribute('href', tracking);

    // The sender follows it in Order History.
    await skipMarketplaceTutorial(context, baseURL!);
    await loginViaApi(page, OWNER, '/pro/marketplace/orders');
    const order = orderRow(page, `${first} ${last}`);
    await expect(order).toContainText('LINK INVITE');
    await expect(order).toContainText(productName);
    await expect(order.getByTestId('fulfilment')).toContainText(/Sent/i);
    await expect(order.getByRole('link', { name: 'Tracking' })).toHaveAttribute('href', tracking);
  });
});
