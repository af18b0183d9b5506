/**
 * npm run bench:bulk: a Multi Invite upload of 10,000 rows (POST /gb-campaigns/{id}/registrations/bulk/csv-link, each
 * row e-mailed through the outbox) through the real app with app.inject, on PGlite in memory (the default database)
 * or the PostgreSQL server named by BENCH_DATABASE_URL. Measures the dry run and the run (target: under 10 s), and the
 * process's peak RSS while they run. Exits non-zero when a target is missed.
 *
 * Env: BENCH_BULK_ROWS (default 10000), BENCH_DATABASE_URL.
 */
import { performance } from 'node:perf_hooks';
import { CSV_TEMPLATE_HEADERS } from '@gifthub/shared/campaign-csv';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seed, SEED_PASSWORD } from '../src/db/seed';
import { cleanups, ms, printTable, runBench, tempDir, type TResult } from './bench-support';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
const TARGET_MS = 10_000;
const B = '----gifthub-bench-boundary';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const FIRST = ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Noah', 'Emily'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright'];
const csv = () =>
  [CSV_TEMPLATE_HEADERS.invite.join(','), ...Array.from({ length: ROWS }, (_, i) => `${FIRST[i % 10]!.toLowerCase()}.${LAST[(i / 10) % 10 | 0]!.toLowerCase()}${i}@bench.example,${FIRST[i % 10]},${LAST[(i / 10) % 10 | 0]}`)].join('\n');

const body = (file: string, fields: Record<string, string>) =>
  Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${B}--\r\n`),
  ]);

/** Peak RSS while fn runs, sampled every 20 ms. */
async function peakRss<T>(fn: () => Promise<T>): Promise<{ value: T; peak: number; ms: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, peak: Math.max(peak, process.memoryUsage().rss), ms: performance.now() - t0 };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'memory://';
  const database = await openDatabase(url);
  cleanups.push(() => database.close());
  await seed(database.db);
  const { app } = await buildApp({ db: database.db, config: testConfig({ dataDir: tempDir('gifthub-bulk-bench-') }) });
  await app.ready();
  cleanups.push(() => app.close());
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string | null, payload?: object | Buffer, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url: `/api/v1${path}`, payload, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    return res.json();
  };
  const token = (await call('POST', '/login', null, { email: 'manager@acme.test', password: SEED_PASSWORD })).apiToken as string;
  const staff = (await call('POST', '/login', null, { email: 'staff@gifthub.test', password: SEED_PASSWORD })).apiToken as string;
  const teams = (await call('GET', '/current-user/teams', token)) as { id: number; slug: string }[];
  const acme = teams.find((t) => t.slug === 'acme')!.id;
  // Enough balance for every row at its most (the whole batch's check).
  for (let i = 0; i < 5; i++) await call('POST', `/admin/billing/teams/${acme}/adjustments`, staff, { amount: 1_000_000, reason: 'Bench balance' });
  const campaigns = (await call('GET', `/teams/${acme}/gb-campaigns?per_page=50`, token)).data as { id: number; status: string }[];
  const campaign = campaigns.find((c) => c.status === 'active');
  if (!campaign) throw new Error('no active campaign of Acme in the seed');

  const file = csv();
  const headers = { 'content-type': `multipart/form-data; boundary=${B}` };
  const fields = { batch_label: 'Bench leads', send_email: process.env.BENCH_NO_MAIL ? 'false' : 'true', invitation_message: 'A thank-you from Acme.' };
  const path = `/gb-campaigns/${campaign.id}/registrations/bulk/csv-link`;
  const dry = await peakRss(() => call('POST', `${path}?dry_run=true`, token, body(file, fields), headers));
  if (dry.value.errors_total !== 0 || dry.value.rows !== ROWS) throw new Error(`dry run: ${JSON.stringify(dry.value).slice(0, 300)}`);
  const run = await peakRss(() => call('POST', path, token, body(file, fields), { ...headers, 'idempotency-key': 'bulk-bench-1' }));
  if (run.value.created !== ROWS) throw new Error(`run: ${JSON.stringify(run.value).slice(0, 300)}`);

  const results: TResult[] = [
    { measure: `dry run, ${ROWS.toLocaleString('en-GB')} rows (parse, check, price)`, value: `${ms(dry.ms)} ms`, target: `< ${TARGET_MS} ms`, pass: dry.ms < TARGET_MS },
    { measure: `Multi Invite upload, ${ROWS.toLocaleString('en-GB')} rows written and e-mails queued`, value: `${ms(run.ms)} ms`, target: `< ${TARGET_MS} ms`, pass: run.ms < TARGET_MS },
    { measure: 'peak RSS during the upload', value: `${mb(run.peak)} MB`, target: 'reported', pass: true },
  ];
  console.log(`\nMulti Invite by CSV on ${url.startsWith('memory') ? 'PGlite (in memory)' : 'PostgreSQL'}`);
  printTable(results);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

void runBench(main);
