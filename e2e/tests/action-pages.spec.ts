import { expect, test } from './test';
import { API, apiLogin, bearer, loginToTeam, shootWidths, teamIdOf } from './fixtures';

const MANAGER = 'manager@acme.test';
const OPEN_DAY = '/pick-a-gift/acme/c/open-day-giveaway';
const PINK = { hex: '#a61e4d', rgb: 'rgb(166, 30, 77)' };
// The portal's screen and the preview inside it each load a chunk of their own: a busy machine takes a while.
const LOADED = { timeout: 30_000 };

type TActionPages = { mobile: Record<string, unknown>; desktop: Record<string, unknown> };

// Acme Ltd's gift pages: the journey changes the desktop view only (the claim journeys use its pages at 375 px, the
// mobile view) and puts the seeded look back at the end.
test.describe('Campaign Action Pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the manager changes the button colour and text: the live preview shows it before saving, the real campaign page after', async ({ page, request, browser }) => {
    const token = (await apiLogin(request, MANAGER)).apiToken;
    const acme = await teamIdOf(request, token, 'acme');
    const seeded = (await (await request.get(`${API}/teams/${acme}`, { headers: bearer(token) })).json()).action_page as TActionPages;
    const words = 'Choose this gift';
    try {
      await loginToTeam(page, MANAGER, acme, '/pro/campaigns/action-pages');
      await expect(page.getByRole('heading', { name: 'Campaign Action Pages' })).toBeVisible(LOADED);
      await expect(page.getByRole('tab', { name: 'Desktop View', selected: true })).toBeVisible();
      const preview = page.frameLocator('[data-testid="preview-frame"]');
      const choose = preview.locator('[data-testid="choose-step"] button[type="submit"]');
      await expect(choose).toHaveText('Continue', { ...LOADED, useInnerText: true });
      await expect(choose).toHaveCSS('background-color', 'rgb(11, 93, 75)');
      await shootWidths(page, 'action-pages');

      // The unsaved settings reach the preview as they are typed.
      await page.getByRole('textbox', { name: 'Button Background' }).fill(PINK.hex);
      await page.getByLabel('Multiple Gifts Button Text').fill(words);
      // The button holds both views' words; the preview draws the desktop view's only.
      await expect(choose).toHaveText(words, { useInnerText: true });
      await expect(choose).toHaveCSS('background-color', PINK.rgb);
      // Nothing is saved yet: the real page still shows the saved look.
      const before = await (await request.get(`${API}/teams/${acme}`, { headers: bearer(token) })).json();
      expect(before.action_page.desktop.buttonTextMultiple).toBe('Continue');

      // Open in new tab carries the unsaved look too.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Open in new tab/ }).click()]);
      await expect(tab.locator('[data-testid="choose-step"] button[type="submit"]')).toHaveText(words, { ...LOADED, useInnerText: true });
      await tab.close();

      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `${API}/teams/${acme}`);
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);

      // The mobile view of the single gift page, in a phone-sized preview.
      await page.getByRole('tab', { name: 'Mobile View' }).click();
      await page.getByText('Single gift', { exact: true }).click();
      await expect(preview.locator('[data-testid="address-form"] button[type="submit"]')).toHaveText('Continue', { ...LOADED, useInnerText: true });
      await expect(preview.getByTestId('marketplace-intro')).toContainText('A gift from everyone at Acme');
      if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/action-pages-mobile-single-1440.png`, fullPage: true });

      // A visitor on a wide screen sees the new colour and words on the campaign's own page.
      const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const claim = await visitor.newPage();
        await claim.goto(OPEN_DAY);
        await expect(claim.getByTestId('claim-brand')).toContainText('Acme Ltd', LOADED);
        const button = claim.getByRole('button', { name: words });
        await expect(button).toBeVisible();
        await expect(button).toHaveCSS('background-color', PINK.rgb);
        // A phone still has the mobile view's words.
        await claim.setViewportSize({ width: 375, height: 740 });
        await expect(claim.getByRole('button', { name: 'Continue' })).toBeVisible();
        await claim.setViewportSize({ width: 1440, height: 900 });
        await shootWidths(claim, 'claim-page-branded');
      } finally {
        await visitor.close();
      }

      // The other reading of the path (spec 3 §2.1) opens the same screen, with the saved look read back.
      await page.goto('/pro/action-pages');
      await expect(page.getByRole('heading', { name: 'Campaign Action Pages' })).toBeVisible(LOADED);
      await expect(page.getByLabel('Multiple Gifts Button Text')).toHaveValue(words);
      await expect(page.getByRole('textbox', { name: 'Button Background' })).toHaveValue(PINK.hex);
    } finally {
      const back = await request.put(`${API}/teams/${acme}`, { headers: bearer(token), data: { action_page: seeded } });
      expect(back.status()).toBe(200);
    }
  });
});
