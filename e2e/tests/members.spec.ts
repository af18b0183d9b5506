import { expect, test, type APIRequestContext, type Page } from './test';
import { API, apiLogin, bearer, fillLogin, loginToTeam, PASSWORD, mailedLink, skipMarketplaceTutorial, teamIdOf, teamsOf, uniqueEmail, uniqueName } from './fixtures';

// Team members (spec 3 §2.10, issue 8): a team invites an account of another team, which joins only when its
// owner accepts; the name the team gives them stays in that team.

/** The sign-up link of the newest invitation e-mail to `email`. */
async function invitationLink(request: APIRequestContext, email: string) {
  const url = await mailedLink(request, email, 'member-invitation', /\/pro\/login\?t=/);
  return url.pathname + url.search;
}

const memberRow = (page: Page, email: string) => page.getByTestId('members-table').getByRole('row').filter({ hasText: email });

test('a manager invites an account of another team, renames it in the team; the person keeps their name and joins by accepting', async ({ page, browser, baseURL, request }) => {
  // Three people, two browsers and an e-mailed link: a long journey on a busy machine.
  test.setTimeout(90_000);
  // The other team's owner: an account of its own, made the way the registration modal makes one.
  const email = uniqueEmail('rival');
  const ownName = `Rita ${uniqueName('Rival')}`;
  const teamName = `Rival ${uniqueName('Co')}`;
  const signUp = await request.post(`${API}/team-sign-up`, { data: { accountPlan: 'free', name: ownName, teamName, email, password: PASSWORD, passwordConfirm: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(200);

  const manager = await apiLogin(request, 'manager@acme.test');
  const acme = await teamIdOf(request, manager.apiToken, 'acme');
  await loginToTeam(page, 'manager@acme.test', acme, '/pro/settings/team-members');

  // Invite: the account is listed as invited by its e-mail alone: another team's account shows nothing of its own
  // profile (its name) until it accepts, so the answer is the same as for an e-mail nobody uses yet.
  const invite = page.getByTestId('invite-member');
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Team Associate', exact: true }).click();
  await invite.getByRole('button', { name: 'Invite Member' }).click();
  const row = memberRow(page, email);
  await expect(row).toContainText('Invited');
  await expect(row).not.toContainText(ownName);

  // Rename them in this team.
  const teamGivenName = `Rita From Acme ${uniqueName('')}`;
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Team Member' });
  await modal.getByRole('textbox', { name: 'Name' }).fill(teamGivenName);
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal).toBeHidden();
  await expect(row).toContainText(teamGivenName);
  await expect(row).toContainText('Invited');

  // The person logs in: their own name, their own team, and no Acme yet.
  const context = await browser.newContext();
  await skipMarketplaceTutorial(context, baseURL!);
  const person = await context.newPage();
  await person.goto('/pro/login');
  await fillLogin(person, email);
  await expect(person).toHaveURL(/\/pro\/dashboard$/);
  await expect(person.getByTestId('user-card')).toContainText(ownName);
  await expect(person.getByTestId('user-card')).toContainText(teamName);
  const own = await apiLogin(request, email);
  expect((await teamsOf(request, own.apiToken)).map((t) => t.name)).toEqual([teamName]);
  expect((await request.get(`${API}/teams/${acme}/current-user`, { headers: bearer(own.apiToken) })).status()).toBe(404);

  // They sign out (a signed-in visit to the link opens the dashboard) and accept through the e-mailed link with their own password.
  await person.getByTestId('user-card').click();
  await person.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(person).toHaveURL(/\/pro\/login$/);
  await person.goto(await invitationLink(request, email));
  await expect(person.getByLabel('E-Mail')).toHaveValue(email);
  await person.getByLabel('Name', { exact: true }).fill(ownName);
  await person.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await person.getByLabel('Password confirmation').fill(PASSWORD);
  await person.getByRole('button', { name: 'Sign up' }).click();
  await expect(person).toHaveURL(/\/pro\/login\?signup=success$/);
  await fillLogin(person, email);
  await expect(person).toHaveURL(/\/pro\/dashboard$/);
  await expect(person.getByTestId('user-card')).toContainText(ownName);
  expect((await teamsOf(request, own.apiToken)).map((t) => t.name).sort()).toEqual(['Acme Ltd', teamName].sort());
  const inAcme = await request.get(`${API}/teams/${acme}/current-user`, { headers: bearer(own.apiToken) });
  const joined = (await inAcme.json()) as { name: string; user_id: number };
  expect(joined.name).toBe(ownName);

  // The manager sees them active, under the team's name for them.
  await page.reload();
  await expect(row).toContainText('Active');
  await expect(row).toContainText(teamGivenName);

  // Given edit-team-members, the associate manages associates but not the Team Manager: the manager's row offers
  // neither Edit nor Remove, and the API refuses a rename.
  const grant = await request.put(`${API}/teams/${acme}/members/${joined.user_id}`, {
    headers: bearer(manager.apiToken),
    data: { name: teamGivenName, permissions: { 'edit-team-members': true, 'view-others-orders': false } },
  });
  expect(grant.status(), await grant.text()).toBe(200);
  await loginToTeam(person, email, acme, '/pro/settings/team-members');
  const managerRow = memberRow(person, 'manager@acme.test');
  await expect(managerRow).toContainText('Team Manager');
  await expect(managerRow.getByRole('button')).toHaveCount(0);
  const managerId = ((await (await request.get(`${API}/teams/${acme}/current-user`, { headers: bearer(manager.apiToken) })).json()) as { user_id: number }).user_id;
  const rename = await request.put(`${API}/teams/${acme}/members/${managerId}`, { headers: bearer(own.apiToken), data: { name: 'Renamed Boss' } });
  expect(rename.status()).toBe(403);

  // Without view-others-orders the recipients' Invited By filter is in sight but disabled: only their own invitations show.
  const campaigns = (await (await request.get(`${API}/teams/${acme}/gb-campaigns?per_page=50`, { headers: bearer(manager.apiToken) })).json()) as { data: { id: number; slug: string }[] };
  const campaign = campaigns.data.find((c) => c.slug === 'client-thank-you-2026')!;
  await person.goto(`/pro/campaigns/${campaign.id}#recipients`);
  await expect(person.getByRole('textbox', { name: 'Invited By' })).toBeDisabled();
  await context.close();
});
