import { expect, test } from './test';
import { API, PASSWORD, loginViaApi, uniqueEmail, uniqueName } from './fixtures';

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
