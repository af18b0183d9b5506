/**
 * The journeys' API server: the built server (npm run build beforehand) on E2E_PORT (default 3100), on a data folder
 * of its own that is emptied first, so the seed runs. Playwright's config starts it (webServer); scripts/test.sh
 * starts it earlier, beside the Vitest stage, so its migrating and seeding (about 20 s of one core) overlap with Vitest's
 * own setup instead of opening the journeys, and tells Playwright to use it (E2E_SERVER=running).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = () => Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = () => `http://127.0.0.1:${port()}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = path.join(os.tmpdir(), `gifthub-e2e-${port()}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { PORT: String(port()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: e2eBaseUrl(), WEBHOOKS_ALLOW_PRIVATE_NETWORK: '1' };
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
