import { expect, test, type Locator, type Page } from './test';
import { addCardViaApi, API, apiLogin, CARDS, orderRow, pickProduct, poundsText, skipMarketplaceTutorial, summaryTotal, teamsOf, uniqueEmail, uniqueName } from './fixtures';

// The whole journey with the keyboard alone: log in, skip to main, reach the marketplace, choose a gift and send it
// with Select & Send, paid by the team's saved card. Only page.keyboard moves the focus or acts; every step asserts
// where the focus is. A new free team of its own, so no other journey's balance or cards are touched.

const PASSWORD = 'keyboard-pass';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. Answers how many it took. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Once `ready` shows, the page's skip link is its first Tab stop and sends the focus to main. */
async function skipToMain(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

test('a gift chosen and sent with the keyboard alone, from login to Order History', async ({ page, request, context, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('keys');
  const signUp = await request.post(`${API}/team-sign-up`, {
    data: { accountPlan: 'free', name: 'Kim Keys', teamName: `Keys ${email}`, email, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  const token = (await apiLogin(request, email, PASSWORD)).apiToken;
  const [team] = await teamsOf(request, token);
  await addCardViaApi(request, token, team!.id, CARDS.visaGb);
  const product = await pickProduct(request, token, 4);
  const [first, last] = ['Kay', uniqueName('Keys')];
  await skipMarketplaceTutorial(context, baseURL!);

  // Login: the skip link, then the form's fields in order; Enter submits.
  await page.goto('/pro/login');
  await skipToMain(page, page.getByRole('heading', { name: 'Log in', level: 1 }));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-Mail')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  // At 1440 px the first Tab is the skip link (no hidden burger before it); it moves the focus to main.
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveCount(0);
  await skipToMain(page, page.getByRole('heading', { level: 1 }));

  // Back from main into the menu (Shift+Tab): the Marketplace group opens with Enter, then its first entry.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const group = menu.getByRole('button', { name: 'Marketplace' });
  await tabTo(page, group, { back: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  // The group opens with a short animation: its entries take the focus once they are shown, as a person sees.
  await expect(menu.getByRole('link', { name: 'Physical Gifts' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Physical Gifts' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pro\/marketplace/);

  // On from the menu entry (the focus stays where it was after an in-app navigation) through the rest of the
  // menu, the page's tabs (one stop) and filters, to the gift's card: a button in the grid.
  const card = page.getByRole('button', { name: `${product.name}, view details` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Physical Gifts' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('product-info')).toContainText(product.name);
  await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await tabTo(page, modal.getByRole('button', { name: 'Select & Send' }));
  await page.keyboard.press('Enter');

  // Start step: the recipient. Enter in a field continues to the next step.
  const start = modal.getByTestId('step-start');
  await tabTo(page, start.getByLabel('First Name'));
  await page.keyboard.type(first);
  await page.keyboard.press('Tab');
  await expect(start.getByLabel('Last Name')).toBeFocused();
  await page.keyboard.type(last);
  await page.keyboard.press('Tab');
  await expect(start.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
  await page.keyboard.type('kay.recipient@example.test');
  await page.keyboard.press('Enter');

  // Address step.
  const address = modal.getByTestId('step-address');
  await tabTo(page, address.getByLabel('Address line 1'));
  await page.keyboard.type('3 Keyboard Row');
  await tabTo(page, address.getByLabel('City'));
  await page.keyboard.type('Leeds');
  await tabTo(page, address.getByLabel('Postcode'));
  await page.keyboard.type('LS1 4AP');
  await tabTo(page, address.getByLabel('Phone'));
  await page.keyboard.type('07700 900456');
  await page.keyboard.press('Enter');

  // Notecard step: the arrow keys move between the card choices; the default card stays chosen.
  const notecard = modal.getByTestId('step-notecard');
  const defaultCard = notecard.getByRole('radio', { name: 'Default greeting card' });
  await tabTo(page, defaultCard);
  await page.keyboard.press('ArrowDown');
  await expect(notecard.getByRole('radio', { name: 'Custom message' })).toBeFocused();
  await expect(notecard.getByRole('radio', { name: 'Custom message' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(defaultCard).toBeFocused();
  await expect(defaultCard).toBeChecked();
  await tabTo(page, modal.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Space');

  // Summary: the saved card is chosen; the Pay button sends.
  const summary = modal.getByTestId('step-summary');
  await expect(summary.getByTestId('recap')).toContainText(`${first} ${last} · kay.recipient@example.test`);
  await expect(summary.getByRole('radio', { name: /Visa •••• 0000/, checked: true })).toHaveCount(1);
  const total = await summaryTotal(summary);
  await tabTo(page, modal.getByRole('button', { name: `Pay ${poundsText(total)} & Send` }));
  await page.keyboard.press('Enter');

  const details = modal.getByTestId('flow-details');
  await expect(details.getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
  await tabTo(page, details.getByRole('link', { name: 'View Order History' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pro\/marketplace\/orders$/);
  await expect(orderRow(page, `${first} ${last}`)).toContainText('DIRECT SEND');
});
