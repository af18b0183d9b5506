import { expect, test, type Page } from './test';
import { loginViaApi, shootWidths } from './fixtures';

// The media gallery (issue 15, spec 3 §2.5): from Settings → Team, the team's images in a 750 px modal; an image is
// uploaded (checked and re-encoded by the API), chosen as the team logo, and one is deleted after asking.

const MANAGER = 'manager@acme.test';
const shots = (page: Page, name: string, opts?: { checkWidth?: boolean }) => shootWidths(page, `media-gallery-${name}`, opts);
// A 48 × 32 px half-transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAYAAABU1PscAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZElEQVRYhe2TQQ3AABDCsFUDUz8d6JiIPZpLePQPDaQ872ViB+gK4FvsJoRvsjsxN4kdoCuAb7GbEL7J7sTcJHaArgC+xW5C+Ca7E3OT2AG6AvgWuwnhm+xOzE1iB+gK4Fv8wweGvCbEq6ycJwAAAABJRU5ErkJggg==',
  'base64',
);

test('a manager uploads an image to the media gallery, uses it as the team logo, and deletes one', async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, MANAGER, '/pro/settings/team');
  await expect(page.getByRole('heading', { name: 'Team Settings' })).toBeVisible();

  // The gallery opens with the seed's images, newest first.
  await page.getByRole('button', { name: 'Choose from media' }).click();
  const modal = page.getByRole('dialog', { name: 'Media gallery: team logo' });
  await expect(modal).toBeVisible();
  // Spec 3 §9: the media gallery modal is 750 px wide (on a screen wider than that).
  await expect.poll(async () => (await modal.boundingBox())?.width).toBe(750);
  const tiles = modal.getByTestId('media-tile');
  await expect(tiles.first()).toBeVisible();
  const before = await tiles.count();
  expect(before).toBeGreaterThanOrEqual(5);
  await expect(modal.getByRole('button', { name: /^Image 1 of \d+, 1040 × 306 px/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Use as logo' })).toBeDisabled();
  await shots(page, 'modal', { checkWidth: false });

  // Text named .png is refused by its content, with the API's message on the drop zone.
  await modal.getByLabel('Upload an image').setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(modal.getByText('File must be a PNG, JPEG, GIF, WebP or SVG image.')).toBeVisible();
  await expect(tiles).toHaveCount(before);

  // A real PNG is uploaded, shown first and selected.
  await modal.getByLabel('Upload an image').setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG });
  const uploaded = modal.getByRole('button', { name: new RegExp(`^Image 1 of ${before + 1}, 48 × 32 px`) });
  await expect(uploaded).toHaveAttribute('aria-pressed', 'true');
  await expect(modal.getByRole('status')).toHaveText('The image has been uploaded.');
  await expect(modal.getByText('File must be a PNG')).toHaveCount(0);
  const filename = await tiles.first().getAttribute('data-filename');
  expect(filename).toMatch(/^media-\d+-[0-9a-f]{16}\.png$/);

  // Chosen as the logo: the modal closes and the logo shows (a copy of the team's own).
  await modal.getByRole('button', { name: 'Use as logo' }).click();
  await expect(modal).toBeHidden();
  const logo = page.getByTestId('logo-preview').getByRole('img', { name: 'Acme Ltd logo' });
  await expect(logo).toHaveAttribute('src', /\/api\/v1\/files\/team-\d+-[0-9a-f]{16}\.png$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await shots(page, 'logo-set');

  // The uploaded image is deleted after asking; the logo keeps showing.
  await page.getByRole('button', { name: 'Choose from media' }).click();
  await expect(modal).toBeVisible();
  await expect(tiles.first()).toHaveAttribute('data-filename', filename!);
  await modal.getByRole('button', { name: `Delete image 1 of ${before + 1}` }).click();
  const confirm = modal.getByTestId('media-delete-confirm');
  await expect(confirm).toContainText(`Delete image 1 of ${before + 1}`);
  await expect(confirm).toContainText('Delete this image from your media gallery? This cannot be undone.');
  await shots(page, 'delete-confirm', { checkWidth: false });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(modal.getByRole('status')).toHaveText('The image has been deleted.');
  await expect(tiles).toHaveCount(before);
  await expect(modal.locator(`[data-filename="${filename}"]`)).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect.poll(() => page.getByTestId('logo-preview').getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
});
