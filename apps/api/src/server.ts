import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startDatabase } from './db/start-database';
import { SEED_PASSWORD, SEED_USERS } from './db/seed';
import { seedDemoOrders } from './db/seed-orders';
import { seedPrintOrderFiles } from './db/seed-print-orders';
import { seedSeCampaignFiles } from './db/seed-se-campaigns';
import { seedTeamMedia } from './db/seed-media';
import { seedResourceFiles } from './db/seed-resources';
import { randomSecret } from './lib/secrets';
import { BACKGROUND_JOBS, JOB_HANDLERS } from './background-jobs';
import { createJobWorker } from './modules/jobs/jobs.service';
import { whenSchemaCurrent } from './modules/health/health.service';
import { createLifecycle, createShutdown } from './modules/health/lifecycle';
import { defaultPublicUrl } from './lib/public-url';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });

// Tokens are signed with TOKEN_KEY, or a key made once and kept under data/ so restarts keep sessions. Processes
// sharing data/ and starting together must sign with one key: the file appears whole (a link) and the first one wins.
if (!config.tokenKey) {
  const keyFile = path.join(config.dataDir, 'token-key');
  if (!existsSync(keyFile)) {
    const draft = `${keyFile}.${process.pid}`;
    writeFileSync(draft, randomSecret(48), { mode: 0o600 });
    try {
      linkSync(draft, keyFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  config.tokenKey = readFileSync(keyFile, 'utf8').trim();
}
config.webDist ??= [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')].find((p) => existsSync(p));

// Migrations and the first-start seed run under a lock held until the whole seed is written (db/start-database.ts),
// so processes started together on one empty PostgreSQL database migrate and seed it once.
const lifecycle = createLifecycle('starting');
const started = await startDatabase({
  url: config.databaseUrl,
  migrate: config.migrateOnStart,
  seed: config.seed,
  onWait: () => console.log('Another process is migrating or seeding the database: waiting for it.'),
});
const { database, seeded } = started;
const { app, deps } = await (async () => {
  try {
    const built = await buildApp({ db: database.db, config, lifecycle });
    if (!seeded) return built;
    const { deps } = built;
    // The demo team's order history goes through the real services, so it is seeded once the app is built.
    await seedDemoOrders(deps);
    // The print orders' attachments and invoices are PDFs in storage, which exists once the app is built.
    await seedPrintOrderFiles(deps);
    // The seeded single-event brief's bytes go through the configured storage.
    await seedSeCampaignFiles(deps.storage);
    // Acme's and the demo team's media gallery: images drawn with sharp, stored through the configured storage.
    await seedTeamMedia(deps);
    await seedResourceFiles(deps);
    return built;
  } finally {
    await started.release();
  }
})();
// Background work (payment reconciling, auth pruning, mail retries, invitation reminders and expiry) runs from the
// persistent job queue: one worker per process, and each job runs once however many processes share the database.
const worker = createJobWorker(deps, { recurring: BACKGROUND_JOBS, handlers: JOB_HANDLERS });

// SIGTERM or SIGINT: /ready answers 503 at once, requests are answered for SHUTDOWN_DRAIN_MS, then the server
// closes, the worker stops and the pool ends; a second signal exits at once.
const shutdown = createShutdown({ lifecycle, drainMs: config.shutdownDrainMs, app, worker, database, log: (line) => console.log(line), exit: (code) => process.exit(code) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
lifecycle.markRunning();
if (config.migrateOnStart) {
  lifecycle.markSchemaCurrent();
  worker.start();
} else {
  // The schema is `npm run migrate`'s to bring current: until it is, /ready answers 503 and the worker claims no job.
  console.log('MIGRATE_ON_START=false: serving once the schema is current (npm run migrate); /api/v1/ready says when.');
  void whenSchemaCurrent(deps).then((current) => {
    if (current && lifecycle.phase() !== 'draining') worker.start();
  });
}
const url = defaultPublicUrl(config);
console.log(`\nGifthub is running at ${url}/pro/  (demo: ${url}/demo/)`);
console.log(`Database: ${database.kind === 'pglite' ? `embedded PGlite at ${config.databaseUrl}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`);
console.log(`Card payments: ${deps.gateway.kind === 'stripe' ? 'Stripe' : 'sandbox gateway (Stripe test card numbers, e.g. 4242 4242 4242 4242)'}`);
// Only a process that may seed names the seeded logins (SEED=none and MIGRATE_ON_START=false never seed).
if (config.seed && config.migrateOnStart) {
  console.log(`Seeded logins (password "${SEED_PASSWORD}"):`);
  for (const u of SEED_USERS) console.log(`  ${u.email.padEnd(22)} ${u.name}${u.staff ? ' (staff)' : ''}${u.demo ? ' (demo)' : ''}`);
}
