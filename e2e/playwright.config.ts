import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, root } from './server';

// Debian's Chromium only: browsers are never downloaded (scripts/test.sh installs the apt package). Its old headless
// shell (chromium-headless-shell) when there, as Playwright's own headless runs use: a tenth less CPU on two cores.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

// scripts/test.sh picks a free port (E2E_PORT); the server's data folder is per port and emptied before it starts (server.ts).
const baseURL = e2eBaseUrl();

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
    // The build is made beforehand (npm run build, done by scripts/test.sh). scripts/test.sh starts the same server
    // itself while Vitest runs and says so (E2E_SERVER=running): then it is used, never another one on its port.
    command: 'node --import tsx e2e/server.ts',
    cwd: root,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: process.env.E2E_SERVER === 'running',
    // Migrating and seeding takes about 12 s on a quiet machine; a busy one (other builds, Chromium) can take minutes.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
