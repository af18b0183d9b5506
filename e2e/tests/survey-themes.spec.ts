import { expect, test, type APIRequestContext, type Page } from './test';
import { API, apiLogin, bearer, loginViaApi, teamIdOf, uniqueName, shootWidths } from './fixtures';

// Survey themes and fonts (issue 14, Must show): a manager creates a theme, changes its font and a colour, applies it
// to a survey in the Theme tab, and the public page wears the font (served from our own host) and the colour; a
// product admin creates a gallery theme and publishes it, and a member activates it into their own themes.
const MANAGER = 'manager@acme.test';
const STAFF = 'staff@gifthub.test';
const DRAWN = { timeout: 20_000 };

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const res = await request.fetch(`${API}${path}`, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A published survey: its Welcome page and one short-text question. */
async function publishedSurvey(request: APIRequestContext) {
  const token = (await apiLogin(request, MANAGER)).apiToken;
  const teamId = await teamIdOf(request, token, 'acme');
  const base = `/teams/${teamId}/surveys`;
  const { id } = await call<{ id: number }>(request, token, 'POST', base, { name: uniqueName('Themed survey'), category: 'feedback', type: 'standard', createWelcomePage: true });
  const q = await call<{ questions: { id: number }[] }>(request, token, 'POST', `${base}/${id}/pages`, { type: 'question', question_type: 'short-text', name: 'Idea' });
  await call(request, token, 'PUT', `${base}/${id}/questions/${q.questions[0]!.id}`, { name: 'What should we send next time?' });
  const published = await call<{ slug: string }>(request, token, 'POST', `${base}/${id}/publish`);
  return { id, path: `/survey/acme/${published.slug}` };
}

/** The Mantine select by its label: typed into, then the option picked. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A switch whose state lives in the address: clicked, then its new state awaited (the router answers a moment later). */
async function flip(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole('switch', { name });
  await toggle.click();
  await (on ? expect(toggle).toBeChecked(DRAWN) : expect(toggle).not.toBeChecked(DRAWN));
}

test.describe.serial('survey themes', () => {
  test('a manager creates a theme, changes its font and a colour, applies it to a survey and the public page wears them', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const survey = await publishedSurvey(request);
    await loginViaApi(page, MANAGER, '/pro/surveys/themes');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Themes' })).toBeVisible(DRAWN);
    await expect(page.getByTestId('theme-card').first()).toBeVisible(DRAWN);
    await shootWidths(page, 'themes-library');

    const name = uniqueName('Journey theme');
    await page.getByRole('button', { name: 'Create Theme' }).click();
    await page.getByRole('dialog', { name: 'Create Theme' }).getByRole('textbox', { name: /Theme name/ }).fill(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/surveys\/themes\/\d+$/, DRAWN);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(DRAWN);

    // The pickers: a font of the catalogue and one of the spec's colours; saved a second after the last change.
    await pick(page, 'Question font', 'Playfair', 'Playfair Display');
    await page.getByRole('textbox', { name: 'Question colour', exact: true }).fill('#27376c');
    await page.getByRole('textbox', { name: 'Question colour', exact: true }).press('Tab');
    await expect(page.getByTestId('theme-save-state')).toHaveText('All changes saved', DRAWN);
    const heading = page.getByTestId('theme-preview').getByRole('heading', { level: 2 });
    await expect(heading).toHaveCSS('color', 'rgb(39, 55, 108)');
    await shootWidths(page, 'theme-details');
    // Saved for good: a fresh load shows them.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Question font', exact: true })).toHaveValue('Playfair Display', DRAWN);

    // The survey's Theme tab: choosing the theme sets the survey's theme.
    await page.goto(`/pro/surveys/${survey.id}/questions`);
    await page.getByRole('tab', { name: 'Theme' }).click();
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/surveys/${survey.id}`));
    await page.getByRole('radio', { name }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('radio', { name })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Manage Themes' })).toBeVisible();
    // The editor's own layout is issue 13's: its width at 375 px is its journey's to hold.
    await shootWidths(page, 'survey-theme-tab', { checkWidth: false });

    // The public page: the font comes from our own host, and the question wears the font and the colour.
    const respondent = await browser.newContext();
    try {
      const pub = await respondent.newPage();
      const fontFiles: string[] = [];
      pub.on('response', (r) => {
        if (r.url().includes('/fonts/')) fontFiles.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      await pub.goto(survey.path);
      await expect(pub.locator('#root[data-hydrated]')).toBeAttached(DRAWN);
      await pub.getByRole('button', { name: "Let's get started!" }).click();
      const question = pub.getByRole('heading', { level: 1, name: 'What should we send next time?' });
      await expect(question).toBeVisible(DRAWN);
      await expect(question).toHaveCSS('color', 'rgb(39, 55, 108)');
      expect(await question.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Playfair Display"?,/);
      await pub.evaluate(() => document.fonts.ready);
      await expect.poll(() => pub.evaluate(() => document.fonts.check('700 24px "Playfair Display"'))).toBe(true);
      await shootWidths(pub, 'survey-public-themed');
      expect(fontFiles).toContain('200 /api/v1/fonts/playfair-display.css');
      expect(fontFiles.some((f) => /^200 \/api\/v1\/fonts\/files\/playfair-display\/[\d.]+\/playfair-display-latin-700-normal\.woff2$/.test(f))).toBe(true);
    } finally {
      await respondent.close();
    }
  });

  test('a product admin creates a gallery theme and publishes it; a member activates it into their themes', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const name = uniqueName('Gallery journey');
    await loginViaApi(page, STAFF, '/pro/surveys/themes/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Theme Gallery' })).toBeVisible(DRAWN);
    await expect(page.getByTestId('theme-card').first()).toBeVisible(DRAWN);
    await shootWidths(page, 'themes-gallery-admin');

    await page.getByRole('button', { name: 'Create New Theme For Gallery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Theme For Gallery' });
    // Refused without a description or a category: the errors are listed.
    await dialog.getByRole('textbox', { name: /Theme name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Description is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Made by the journey.');
    await dialog.getByRole('textbox', { name: /Or a new category/ }).fill('Journeys');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/surveys\/themes\/gallery\/\d+$/, DRAWN);
    await expect(page.getByTestId('theme-status')).toHaveText('Draft');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('theme-status')).toHaveText('Active', DRAWN);

    const member = await browser.newContext();
    try {
      const mp = await member.newPage();
      await loginViaApi(mp, MANAGER, '/pro/surveys/themes/gallery');
      const card = mp.getByRole('article', { name });
      await expect(card).toBeVisible(DRAWN);
      await shootWidths(mp, 'themes-gallery-member');
      await card.getByRole('button', { name: `Activate ${name}` }).click();
      await expect(mp).toHaveURL(/\/pro\/surveys\/themes\/\d+$/, DRAWN);
      await expect(mp.getByRole('heading', { level: 1, name })).toBeVisible(DRAWN);
      await mp.goto('/pro/surveys/themes');
      await expect(mp.getByRole('article', { name })).toBeVisible(DRAWN);
    } finally {
      await member.close();
    }
  });

  test("a manager deletes a theme, finds it under Deleted themes and restores it; an admin clears the gallery's bin", async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const teamId = await teamIdOf(request, token, 'acme');
    const name = uniqueName('Binned theme');
    const theme = await call<{ id: number }>(request, token, 'POST', `/teams/${teamId}/themes`, { name });

    await loginViaApi(page, MANAGER, `/pro/surveys/themes/${theme.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(DRAWN);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete theme' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/surveys\/themes$/, DRAWN);
    await flip(page, 'Deleted themes', true);
    const binned = page.getByRole('article', { name });
    await expect(binned).toBeVisible(DRAWN);
    await shootWidths(page, 'themes-deleted');
    await binned.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(binned).toHaveCount(0, DRAWN);
    await flip(page, 'Deleted themes', false);
    await expect(page.getByRole('article', { name })).toBeVisible(DRAWN);

    // The gallery's bin is the product admins': a deleted gallery theme, removed for good after asking.
    const staffToken = (await apiLogin(request, STAFF)).apiToken;
    const galleryName = uniqueName('Binned gallery theme');
    const gallery = await call<{ id: number }>(request, staffToken, 'POST', '/themes', { name: galleryName, description: 'Retired by the journey.', category_name: 'Journeys' });
    const removed = await request.delete(`${API}/themes/${gallery.id}`, { headers: bearer(staffToken) });
    expect(removed.status()).toBe(200);
    const admin = await browser.newContext();
    try {
      const ap = await admin.newPage();
      await loginViaApi(ap, STAFF, '/pro/surveys/themes/gallery?deleted=true');
      const card = ap.getByRole('article', { name: galleryName });
      await expect(card).toBeVisible(DRAWN);
      await shootWidths(ap, 'themes-gallery-deleted');
      await card.getByRole('button', { name: `Delete ${galleryName} permanently` }).click();
      await ap.getByRole('dialog', { name: 'Delete permanently' }).getByRole('button', { name: 'Delete permanently' }).click();
      await expect(card).toHaveCount(0, DRAWN);
    } finally {
      await admin.close();
    }
  });
});
