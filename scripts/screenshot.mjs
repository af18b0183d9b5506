// Screenshots of portal pages in Debian's Chromium at 1440 and 1024 px wide (and 375 for public pages).
// Usage: node scripts/screenshot.mjs [--login email] [--widths 1440,1024] path [path …]   (server on BASE_URL, default :3000)
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return def;
  const [v] = args.splice(i, 2).slice(1);
  return v;
};
const email = opt('login', null);
const widths = opt('widths', '1440,1024').split(',').map(Number);
const base = process.env.BASE_URL ?? 'http://localhost:3000';
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell'), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (email) {
    await page.goto(`${base}/pro/login`);
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password').fill(process.env.PASSWORD ?? 'gifthub-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/dashboard/);
  }
  for (const p of args) {
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(1200);
    const file = `screenshots/${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
