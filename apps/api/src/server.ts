import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seed, SEED_PASSWORD, SEED_USERS } from './db/seed';
import { seedDemoOrders } from './db/seed-orders';
import { seedPrintOrderFiles } from './db/seed-print-orders';
import { seedSeCampaignFiles } from './db/seed-se-campaigns';
import { seedTeamMedia } from './db/seed-media';
import { seedResourceFiles } from './db/seed-resources';
import { randomSecret } from './lib/secrets';
import { BACKGROUND_JOBS } from './modules/jobs/background-jobs';
import { createJobWorker } from './modules/jobs/jobs.service';
import { defaultPublicUrl } from './lib/public-url';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });

// Tokens are signed with TOKEN_KEY, or a key made once and kept under data/ so restarts keep sessions.
if (!config.tokenKey) {
  const keyFile = path.join(config.dataDir, 'token-key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomSecret(48), { mode: 0o600 });
  config.tokenKey = readFileSync(keyFile, 'utf8').trim();
}
config.webDist ??= [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')].find((p) => existsSync(p));

const database = await openDatabase(config.databaseUrl);
let seeded = false;
if (config.seed && (await isEmpty(database.db))) {
  await seed(database.db);
  seeded = true;
}
const { app, deps } = await buildApp({ db: database.db, config });
// The demo team's order history goes through the real services, so it is seeded once the app is built.
if (seeded) await seedDemoOrders(deps);
// The print orders' attachments and invoices are PDFs in storage, which exists once the app is built.
if (seeded) await seedPrintOrderFiles(deps);
// The seeded single-event brief's bytes go through the configured storage.
if (seeded) await seedSeCampaignFiles(deps.storage);
// Acme's and the demo team's media gallery: images drawn with sharp, stored through the configured storage.
if (seeded) await seedTeamMedia(deps);
if (seeded) await seedResourceFiles(deps);
// Background work (payment reconciling, auth pruning, mail retries, invitation reminders and expiry) runs from the
// persistent job queue: one worker per process, and each job runs once however many processes share the database.
const worker = createJobWorker(deps, { recurring: BACKGROUND_JOBS });
worker.start();

const shutdown = async () => {
  await worker.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const url = defaultPublicUrl(config);
console.log(`\nGifthub is running at ${url}/pro/  (demo: ${url}/demo/)`);
console.log(`Database: ${database.kind === 'pglite' ? `embedded PGlite at ${config.databaseUrl}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`);
console.log(`Card payments: ${deps.gateway.kind === 'stripe' ? 'Stripe' : 'sandbox gateway (Stripe test card numbers, e.g. 4242 4242 4242 4242)'}`);
console.log(`Seeded logins (password "${SEED_PASSWORD}"):`);
for (const u of SEED_USERS) console.log(`  ${u.email.padEnd(22)} ${u.name}${u.staff ? ' (staff)' : ''}${u.demo ? ' (demo)' : ''}`);
