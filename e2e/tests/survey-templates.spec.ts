import { expect, test, type Page } from './test';
import { API, apiLogin, bearer, loginViaApi, uniqueName, shootWidths } from './fixtures';

// Survey templates (issue 14): a team admin filters the gallery by category, previews a template and activates it,
// landing on the new survey's summary with its settings opened once; a product admin creates a template, adds a
// page to it and reorders the gallery with the keyboard (the drag handle's Space, arrows, Space).
const MANAGER = 'manager@acme.test';
const STAFF = 'staff@gifthub.test';
const DRAWN = { timeout: 20_000 };

type TTemplateRow = { id: number; name: string; position: number; status: string; pages?: { id: number }[] };

/** A switch whose state lives in the address: clicked, then its new state awaited (the router answers a moment later). */
async function flip(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole('switch', { name });
  await toggle.click();
  await (on ? expect(toggle).toBeChecked(DRAWN) : expect(toggle).not.toBeChecked(DRAWN));
}

test.describe('survey templates', () => {
  test('a team admin filters by category, previews and activates a template, and lands on the new survey with its settings opened once', async ({ page }) => {
    test.setTimeout(90_000);
    await loginViaApi(page, MANAGER, '/pro/surveys/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Survey Templates' })).toBeVisible(DRAWN);
    await expect(page.getByTestId('template-card').first()).toBeVisible(DRAWN);
    await expect(page.getByTestId('templates-banner')).toBeVisible();
    // Members see no status nor the admins' buttons.
    await expect(page.getByRole('button', { name: 'Create A New Template' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Move template/ })).toHaveCount(0);
    await shootWidths(page, 'templates-gallery-member');

    await page.getByRole('textbox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: 'Event', exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/surveys\/templates\?category=event$/);
    const card = page.getByRole('article', { name: 'Post-Event Feedback' });
    await expect(card).toBeVisible(DRAWN);
    await expect(page.getByRole('article', { name: 'Customer Feedback (NPS)' })).toHaveCount(0);
    for (const badge of await page.getByTestId('template-card').all()) await expect(badge.getByText('Event', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Preview Post-Event Feedback' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: Post-Event Feedback' });
    await expect(preview.getByRole('heading', { name: 'Thanks for coming!' })).toBeVisible(DRAWN);
    await preview.getByRole('button', { name: 'Next page' }).click();
    await expect(preview.getByText('How would you rate the event overall?')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Edit Template' })).toHaveCount(0);
    await shootWidths(page, 'templates-preview');
    await preview.getByRole('button', { name: 'Activate This Template' }).click();

    await expect(page).toHaveURL(/\/pro\/surveys\/\d+\/new$/, DRAWN);
    const settings = page.getByRole('dialog', { name: 'Survey Settings' });
    await expect(settings).toBeVisible(DRAWN);
    await expect(settings.getByRole('textbox', { name: 'Survey name' })).toHaveValue('Post-Event Feedback');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Post-Event Feedback' })).toBeVisible();
    await expect(page.getByTestId('survey-labels').getByText('Draft')).toBeVisible();
    // Opened once: a later visit of the same address shows the summary alone.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Post-Event Feedback' })).toBeVisible(DRAWN);
    await expect(page.getByRole('dialog', { name: 'Survey Settings' })).toHaveCount(0);
    // The template's pages came with it.
    await page.getByRole('tab', { name: 'Questions' }).click();
    await expect(page.getByTestId('survey-page-item')).toHaveCount(8, DRAWN);
  });

  test('a product admin creates a template, adds a page, and reorders the gallery with the keyboard', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { apiToken: token } = await apiLogin(request, STAFF);
    const gallery = async () => ((await (await request.get(`${API}/templates`, { headers: bearer(token) })).json()) as { data: TTemplateRow[] }).data;
    const name = uniqueName('Journey template');

    await loginViaApi(page, STAFF, '/pro/surveys/templates');
    await expect(page.getByTestId('template-card').first()).toBeVisible(DRAWN);
    await shootWidths(page, 'templates-gallery-admin');
    await page.getByRole('button', { name: 'Create A New Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create A New Template' });
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(dialog.getByText('Template name is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Template name/ }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the journey.');
    await dialog.getByRole('button', { name: 'Create Template' }).click();

    await expect(page).toHaveURL(/\/pro\/surveys\/templates\/\d+$/, DRAWN);
    const id = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(DRAWN);
    await expect(page.getByRole('radio', { name: 'Preview Mode' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
    await expect(page.getByTestId('survey-page-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add New Page' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Survey Page' });
    await add.getByRole('button', { name: 'Rating', exact: true }).click();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('survey-page-item')).toHaveCount(2, DRAWN);
    await shootWidths(page, 'template-editor');

    await page.getByRole('button', { name: 'Template Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Template Settings' });
    await settings.getByRole('textbox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toHaveCount(0, DRAWN);
    await expect(page.getByTestId('template-labels').getByText('Active')).toBeVisible();
    const mine = (await gallery()).find((t) => t.id === id)!;
    expect(mine.status).toBe('active');

    // Reorder: the first card moves one place on, by its handle with the keyboard.
    await page.goto('/pro/surveys/templates');
    const before = (await gallery()).map((t) => t.id);
    const first = page.getByTestId('template-card').first();
    const firstName = (await first.getByRole('heading').textContent())!;
    const handle = first.getByRole('button', { name: `Move template ${firstName}` });
    await handle.focus();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/templates') && r.request().method() === 'PATCH');
    // The next card sits to the right, or below when the grid has one column.
    const [a, b] = [await first.boundingBox(), await page.getByTestId('template-card').nth(1).boundingBox()];
    await page.keyboard.press('Space');
    // The move is announced; an arrow pressed while the cards were still being measured can leave it in place, so
    // it is pressed again until the card is announced at the second place.
    const atSecond = page.getByRole('status').filter({ hasText: 'moved to position 2 of' });
    await expect(async () => {
      if ((await atSecond.count()) === 0) await page.keyboard.press(b!.y > a!.y + a!.height / 2 ? 'ArrowDown' : 'ArrowRight');
      await expect(atSecond).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    const after = (await gallery()).map((t) => t.id);
    expect(after).toEqual([before[1], before[0], ...before.slice(2)]);
    await expect(page.getByTestId('template-card').nth(1).getByRole('heading')).toHaveText(firstName);

    // Leave the gallery as it was: the first order back, the journey's template deleted.
    const restore = await request.patch(`${API}/templates`, { headers: bearer(token), data: before.map((tid, i) => ({ id: tid, order: i + 1 })) });
    expect(restore.status()).toBe(200);
    expect((await request.delete(`${API}/templates/${id}`, { headers: bearer(token) })).status()).toBe(200);
  });

  test('a product admin finds a deleted template under Deleted templates, restores it, then deletes it permanently', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { apiToken: token } = await apiLogin(request, STAFF);
    const name = uniqueName('Binned template');
    const made = await request.post(`${API}/templates`, { headers: bearer(token), data: { name } });
    expect(made.status()).toBe(200);
    const { id } = (await made.json()) as { id: number };
    expect((await request.delete(`${API}/templates/${id}`, { headers: bearer(token) })).status()).toBe(200);

    await loginViaApi(page, STAFF, '/pro/surveys/templates');
    await expect(page.getByTestId('template-card').first()).toBeVisible(DRAWN);
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    await flip(page, 'Deleted templates', true);
    const binned = page.getByRole('article', { name });
    await expect(binned).toBeVisible(DRAWN);
    await expect(binned.getByRole('button', { name: `Activate Template ${name}` })).toHaveCount(0);
    await shootWidths(page, 'templates-deleted');
    await binned.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(binned).toHaveCount(0, DRAWN);
    await flip(page, 'Deleted templates', false);
    await expect(page.getByRole('article', { name })).toBeVisible(DRAWN);

    // Deleted again, then removed for good after asking: gone from the bin too.
    expect((await request.delete(`${API}/templates/${id}`, { headers: bearer(token) })).status()).toBe(200);
    await flip(page, 'Deleted templates', true);
    await page.getByRole('article', { name }).getByRole('button', { name: `Delete ${name} permanently` }).click();
    await page.getByRole('dialog', { name: 'Delete permanently' }).getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByRole('article', { name })).toHaveCount(0, DRAWN);
    expect((await request.post(`${API}/templates/${id}/restore`, { headers: bearer(token) })).status()).toBe(404);
  });
});
