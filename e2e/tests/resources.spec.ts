import { expect, test, type Page } from './test';
import { loginViaApi, shootWidths, STAFF_EMAIL, uniqueName } from './fixtures';

// Resources (issue 17, spec 3 §2.9): a member browses the guides and walkthroughs, filters by a tag, reads a guide
// through its side navigation and downloads its PDF; staff write a walkthrough in the back office and publish it.

const MEMBER = 'associate@acme.test';
const shots = (page: Page, name: string, opts?: { checkWidth?: boolean }) => shootWidths(page, `resources-${name}`, opts);
const card = (page: Page, slug: string) => page.getByTestId(`resource-card-${slug}`);

test('a member filters the resources, reads a guide through its side navigation and downloads its PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginViaApi(page, MEMBER, '/pro/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Guides & Downloads', selected: true })).toBeVisible();
  for (const slug of ['sending-your-first-gift', 'running-a-gifting-campaign', 'building-a-survey', 'the-gifthub-api-and-webhooks']) await expect(card(page, slug)).toBeVisible();
  await expect(page.getByTestId('resources-grid').getByRole('img')).toHaveCount(4);
  await shots(page, 'list');

  // A tag toggle keeps the guides that carry it; the address keeps the filter.
  // Chips hide their checkbox behind the label: the label is what a user clicks.
  await page.getByTestId('resource-tags').getByText('Developers', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Developers' })).toBeChecked();
  await expect(page).toHaveURL(/\/pro\/resources\?tags=developers$/);
  await expect(card(page, 'the-gifthub-api-and-webhooks')).toBeVisible();
  await expect(card(page, 'sending-your-first-gift')).toHaveCount(0);

  // Walkthroughs: viewed, not downloaded.
  await page.getByRole('tab', { name: 'Walkthroughs' }).click();
  await expect(page).toHaveURL(/\/pro\/resources\?section=walkthroughs$/);
  await expect(card(page, 'branding-your-action-page')).toBeVisible();
  await expect(card(page, 'branding-your-action-page').getByRole('link', { name: /Download PDF/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Guides & Downloads' }).click();

  // The guide: its side navigation from the h2 and h3 headings.
  await card(page, 'the-gifthub-api-and-webhooks').getByRole('link', { name: 'Read The Gifthub API and webhooks' }).click();
  await expect(page).toHaveURL(/\/pro\/resources\/the-gifthub-api-and-webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Gifthub API and webhooks' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await expect(nav.getByRole('link')).toHaveCount(8);
  await nav.getByRole('link', { name: 'Verify the signature' }).click();
  await expect(page).toHaveURL(/#verify-the-signature$/);
  const heading = page.getByRole('heading', { level: 3, name: 'Verify the signature' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Verify the signature' })).toHaveAttribute('aria-current', 'location');
  await shots(page, 'detail');

  // Opening an address with a hash lands on its heading.
  await page.goto('/pro/resources/the-gifthub-api-and-webhooks#receive-webhooks');
  await expect(page.getByRole('heading', { level: 2, name: 'Receive webhooks' })).toBeInViewport({ timeout: 15_000 });

  // The PDF downloads under the guide's name.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF of The Gifthub API and webhooks' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('the-gifthub-api-and-webhooks.pdf');

  // On a phone the navigation is a list that opens above the text.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pro/resources/sending-your-first-gift');
  const phoneNav = page.getByRole('navigation', { name: 'On this page' });
  await phoneNav.getByRole('button', { name: 'On this page' }).click();
  await phoneNav.getByRole('link', { name: 'Follow your gift in Order History' }).click();
  await expect(page).toHaveURL(/#follow-your-gift-in-order-history$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Follow your gift in Order History' })).toBeInViewport();
  await expect(phoneNav.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-expanded', 'false');
});

test('staff write a walkthrough in the editor and publish it; members find it', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Sending gifts abroad ${uniqueName('')}`;
  await loginViaApi(page, STAFF_EMAIL, '/pro/admin/resources');
  await expect(page.getByTestId('admin-resource-row-sending-your-first-gift')).toContainText('Published', { timeout: 30_000 });
  await page.getByRole('link', { name: 'New resource' }).click();
  await expect(page).toHaveURL(/\/pro\/admin\/resources\/new$/);
  await expect(page.getByTestId('resource-content-editor')).toBeVisible({ timeout: 30_000 });

  // The spec-style messages first.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  expect(slug).toMatch(/^sending-gifts-abroad-[a-z]+$/);
  await page.locator('label[for$="-walkthrough"]').click();
  await expect(page.getByRole('radio', { name: 'Walkthrough' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('What changes when a gift leaves the UK.');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('Shipping');
  await tags.press('Enter');
  const editor = page.getByTestId('resource-content-editor');
  await editor.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await editor.pressSequentially('Before you send');
  await editor.press('Enter');
  await editor.pressSequentially('Check the destination is one we ship to.');
  await shots(page, 'admin-editor', { checkWidth: false });

  // Unsaved work: leaving the editor asks first, and Stay keeps everything.
  await page.getByRole('main').getByRole('link', { name: 'Resources', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toContainText('Your changes are not saved yet.');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/pro\/admin\/resources\/new$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  await page.getByTestId('publish-resource').click();
  await expect(page).toHaveURL(/\/pro\/admin\/resources\/\d+$/);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Generate from content' }).click();
  await expect(page.getByRole('link', { name: `${slug}.pdf` })).toBeVisible();
  await page.goto('/pro/admin/resources');
  await expect(page.getByTestId(`admin-resource-row-${slug}`)).toContainText('Published');

  // A member sees it among the walkthroughs, with its heading in the side navigation.
  await loginViaApi(page, MEMBER, '/pro/resources?section=walkthroughs');
  await expect(card(page, slug)).toBeVisible({ timeout: 30_000 });
  await card(page, slug).getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Before you send' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Before you send' })).toBeVisible();
});
