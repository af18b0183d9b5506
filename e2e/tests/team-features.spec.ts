import { expect, test } from './test';
import { API, PASSWORD, loginViaApi, shootWidths, uniqueEmail, uniqueName } from './fixtures';

// Team features are data on the team (issue 9): staff switch beta Fulfilment on in the back office and the
// team's menu shows it; switched off again, it is gone.

test('staff switch a team’s beta Fulfilment on and off; the team’s menu follows', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('features');
  const teamName = `Feature ${uniqueName('Co')}`;
  const signUp = await request.post(`${API}/team-sign-up`, { data: { accountPlan: 'free', name: 'Fern Features', teamName, email, password: PASSWORD, passwordConfirm: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(200);

  const owner = await browser.newContext({ baseURL });
  try {
    const ownerPage = await owner.newPage();
    await loginViaApi(ownerPage, email);
    const menu = ownerPage.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toContainText('Marketplace');
    await expect(menu).not.toContainText('Fulfilment');
    // The free plan has no surveys: its menu does not list them.
    await expect(menu).not.toContainText('Surveys');

    await loginViaApi(page, 'staff@gifthub.test', '/pro/admin/teams');
    await page.getByPlaceholder('Team name or slug').fill(teamName);
    await page.getByRole('button', { name: `Details of ${teamName}` }).click();
    const modal = page.getByRole('dialog');
    const fulfilment = modal.getByRole('switch', { name: 'Fulfilment (beta)' });
    await expect(fulfilment).not.toBeChecked();
    await fulfilment.click();
    await expect(fulfilment).toBeChecked();

    await ownerPage.reload();
    await expect(menu).toContainText('Fulfilment');

    await fulfilment.click();
    await expect(fulfilment).not.toBeChecked();
    await ownerPage.reload();
    await expect(menu).toContainText('Marketplace');
    await expect(menu).not.toContainText('Fulfilment');
  } finally {
    await owner.close();
  }
});

// The order-management customer link (issue 16): staff link a team to its customer in the order system in the team
// modal and the team's Orders menu (print orders and enquiries) appears; an empty field unlinks it.
test('staff link a team to its order-system customer; the team’s Orders menu follows', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('oms');
  const teamName = `Oms ${uniqueName('Co')}`;
  const signUp = await request.post(`${API}/team-sign-up`, { data: { accountPlan: 'free', name: 'Olu Orders', teamName, email, password: PASSWORD, passwordConfirm: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const customerId = String(600_000 + (Date.now() % 1_000_000));

  const owner = await browser.newContext({ baseURL });
  try {
    const ownerPage = await owner.newPage();
    await loginViaApi(ownerPage, email);
    const menu = ownerPage.getByRole('navigation', { name: 'Main menu' });
    const ordersItem = menu.getByText('Orders', { exact: true });
    await expect(menu).toContainText('Marketplace');
    await expect(ordersItem).toHaveCount(0);

    await loginViaApi(page, 'staff@gifthub.test', '/pro/admin/teams');
    await page.getByPlaceholder('Team name or slug').fill(teamName);
    await page.getByRole('button', { name: `Details of ${teamName}` }).click();
    const modal = page.getByRole('dialog');
    const link = modal.getByTestId('admin-team-oms');
    await expect(link).toContainText('Not linked');
    const field = link.getByRole('textbox', { name: 'Order system customer ID' });
    // The shared rules, then Acme Ltd's own customer (seeded) is refused: one customer, one team.
    await field.fill('C-41');
    await link.getByRole('button', { name: 'Save link' }).click();
    await expect(link.getByText('Order system customer ID must be a number')).toBeVisible();
    await field.fill('41001');
    await link.getByRole('button', { name: 'Save link' }).click();
    await expect(link.getByText('This order system customer is already linked to Acme Ltd.')).toBeVisible();
    await field.fill(` ${customerId} `);
    await link.getByRole('button', { name: 'Save link' }).click();
    await expect(link).toContainText('Linked');
    await expect(field).toHaveValue(customerId);
    await shootWidths(page, 'admin-team-modal-oms', { checkWidth: false });

    // The team's menu shows Orders; its print orders list opens (empty).
    await ownerPage.reload();
    await expect(ordersItem.first()).toBeVisible();
    await ownerPage.goto('/pro/orders');
    await expect(ownerPage.getByRole('heading', { name: /Orders & Jobs$/ })).toBeVisible();
    await expect(ownerPage.getByTestId('oms-table')).toContainText('You have no print orders yet.');

    // Unlinked with an empty field: the menu item is gone and the list says the team has no link.
    await field.fill('');
    await link.getByRole('button', { name: 'Save link' }).click();
    await expect(link).toContainText('Not linked');
    await ownerPage.reload();
    await expect(ownerPage.getByTestId('no-oms')).toBeVisible();
    await expect(ordersItem).toHaveCount(0);
  } finally {
    await owner.close();
  }
});
