// Screenshots of the campaign-at-scale screens at 1440, 1024 and 375 px (server on BASE_URL).
import { chromium } from '@playwright/test';
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3555';
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const api = async (path, token, init = {}) => {
  const res = await fetch(`${base}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) } });
  return res.json();
};
const { apiToken } = await api('/login', null, { method: 'POST', body: JSON.stringify({ email: 'manager@acme.test', password: 'gifthub-demo' }) });
const teams = await api('/current-user/teams', apiToken);
const acme = teams.find((t) => t.slug === 'acme').id;
const list = (await api(`/teams/${acme}/gb-campaigns?per_page=50`, apiToken)).data;
const byName = (n) => list.find((c) => c.name.startsWith(n));
const thanks = byName('Client Thank You');
const sales = byName('Enterprise Pipeline');
const reviews = byName('Customer Reviews');
console.log(thanks?.id, sales?.id, reviews?.id);
const only = process.argv[2];
for (const width of [1440, 1024, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/pro/login`);
  await page.getByLabel('E-Mail').fill('manager@acme.test');
  await page.getByLabel('Password').fill('gifthub-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/dashboard/);
  const shot = async (name) => {
    await page.waitForTimeout(900);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: false });
    console.log(`${name}-${width}`);
  };
  const want = (n) => !only || only === n;
  if (want('multi')) {
    await page.goto(`${base}/pro/campaigns/${thanks.id}#recipients`);
    await page.getByRole('button', { name: 'Create A New Invitation - Multiple' }).click();
    await shot('multi-modal');
    const dialog = page.getByRole('dialog').last();
    const csv = 'email,first_name,last_name\nann@example.com,Ann,Lee\nbad-email,Bob,Hart\nzoe@example.com,Zoë,Lee\n';
    await dialog.locator('input[type=file]').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const label = dialog.getByLabel('List Label', { exact: false });
    if (await label.count()) await label.first().fill('Screenshot leads');
    const check = dialog.getByRole('button', { name: 'Check File' });
    if (await check.count()) await check.click();
    await shot('multi-report');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    const discard = page.getByRole('button', { name: /Discard/ });
    if (await discard.count()) await discard.first().click();
    await page.waitForTimeout(400);
    const batch = page.getByRole('button', { name: /Key accounts autumn/ }).first();
    if (await batch.count()) {
      await batch.click();
      await shot('list-detail');
      await page.keyboard.press('Escape');
    }
    await page.goto(`${base}/pro/campaigns/${thanks.id}#recipients`);
    await page.waitForTimeout(1500);
    await page.getByTestId ? null : null;
    await shot('recipients');
  }
  if (want('crm')) {
    await page.goto(`${base}/pro/campaigns/${thanks.id}`);
    await page.getByRole('button', { name: 'CRM Integration' }).click();
    await shot('crm-modal');
    await page.goto(`${base}/pro/settings/integrations`);
    await shot('integrations');
  }
  if (want('analytics')) {
    await page.goto(`${base}/pro/campaigns/${sales.id}/analytics`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/analytics-${width}.png`, fullPage: true });
    await page.getByRole('textbox', { name: 'Date range', exact: true }).click();
    await page.getByRole('option', { name: 'Custom', exact: true }).click();
    await shot('date-range-modal');
  }
  if (want('feedback')) {
    await page.goto(`${base}/pro/campaigns/${reviews.id}/feedback`);
    await shot('feedback');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await shot('feedback-detail');
  }
  await page.close();
}
await browser.close();
