import { defineConfig } from 'vitest/config';

// The API suite migrates and seeds once per run (globalSetup); each test file opens a copy (apps/api/src/test/test-databases.ts).
// Its files share each worker's module cache (isolate: false): every file builds its own app on its own database,
// so nothing is shared but code, and the app is imported once per worker instead of once per file (about 1.7 s
// each). A file therefore must not mock modules (vi.mock): inject faults through the database or the deps.
// Under CI a test that fails is run once more, as the journeys are (playwright.config.ts): one that then passes does
// not fail the run, but scripts/flaky-reporter.ts names it at the end and npm test repeats it under its summary.
const retry = process.env.CI ? 1 : 0;

const api = {
  retry,
  include: ['apps/api/src/**/*.test.ts'],
  environment: 'node',
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['./apps/api/src/test/global-setup.ts'],
};
// npm test names a throwaway PostgreSQL server here (scripts/test.sh), so the suite runs on it too in the same worker pool.
// The route fuzz there tries 30 inputs a route from a seed of its own, beside PGlite's 50 (route-fuzz.test.ts): each
// database meets inputs the other does not, and PostgreSQL adds its own errors.
const postgresUrl = process.env.TEST_POSTGRES_URL;
// Password hashes at scrypt N=2^10 instead of 2^15 (apps/api/src/lib/passwords.ts): set here, before the globalSetup
// seeds the templates, so the seeded people's hashes are cheap to check too. The journeys (Playwright) use the real cost.
process.env.TEST_SCRYPT_LOG2N ??= '10';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/flaky-reporter.ts'],
    projects: [
      { test: { name: 'shared', retry, include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', ...api } },
      ...(postgresUrl ? [{ test: { name: 'api-postgres', ...api, env: { TEST_DATABASE_URL: postgresUrl, DB_POOL_SIZE: '5', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '30', FUZZ_SEED: process.env.FUZZ_SEED ?? '20261201' } } }] : []),
      './apps/web/vitest.config.ts',
      // Lint rules and repository checks (scripts/): ESLint's start-up takes a few seconds on a loaded machine.
      { test: { name: 'scripts', retry, include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
