import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Debian's Chromium only: browsers are never downloaded (scripts/test.sh installs the apt package). Its old headless
// shell (chromium-headless-shell) when there, as Playwright's own headless runs use: a tenth less CPU on two cores.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// scripts/test.sh picks a free port; the data folder is per port and emptied before the server starts, so the seed runs.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `gifthub-e2e-${port}`);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recording a trace (a screencast of every page) costs CPU on a two-core machine: under CI the first run goes
    // without, and the retry of a failed journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The build is made beforehand (npm run build, done by scripts/test.sh).
    command: `rm -rf '${dataDir}' && exec node apps/api/dist/server.js`,
    cwd: root,
    url: `${baseURL}/api/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseURL, WEBHOOKS_ALLOW_PRIVATE_NETWORK: '1' },
    reuseExistingServer: false,
    // Migrating and seeding takes about 12 s on a quiet machine; a busy one (other builds, Chromium) can take minutes.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
