// The scale test's checks of starting and operating: two first starts at once on an empty database, /metrics behind
// its token, and a database backup restored (pg_dump, drop, pg_restore) with the seeded rows and an uploaded file.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SEED_USERS } from '../src/db/seed';
import { request, seconds } from './http';
import { query } from './postgres';
import { S3_BUCKET, type TStack } from './stack';

const run = promisify(execFile);

export type TCheckResult = { figures: string; /** Figures for RESULTS.md, by name. */ numbers?: Record<string, number | string> };

/** The metric names operators' dashboards read (prom-client's process figures and the app's own). */
export const REQUIRED_METRICS = [
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'http_request_duration_seconds',
  'gifthub_jobs_queued',
  'gifthub_mail_outbox',
  'gifthub_webhook_deliveries',
  'gifthub_db_pool_clients',
];

const seededCounts = async (s: TStack) =>
  (
    await query<{ users: number; emails: number; acme: number }>(
      s.pg.url,
      `select (select count(*)::int from users where email = any($1)) as users,
              (select count(distinct email)::int from users where email = any($1)) as emails,
              (select count(*)::int from teams where slug = 'acme') as acme`,
      [SEED_USERS.map((u) => u.email)],
    )
  )[0]!;

/** Both processes started at the same moment on an empty database: both ready, the schema migrated and the seed written once. */
export async function firstStarts(s: TStack): Promise<TCheckResult> {
  for (const p of s.processes) p.start();
  const [ma, mb] = await Promise.all(s.processes.map((p) => p.waitReady(240_000)));
  const c = await seededCounts(s);
  const figures = `api-a ready in ${seconds(ma!)}, api-b in ${seconds(mb!)}; seeded users ${c.users} (expected ${SEED_USERS.length}), team acme ${c.acme} (expected 1)`;
  if (c.users !== SEED_USERS.length || c.emails !== SEED_USERS.length || c.acme !== 1) throw new Error(figures);
  return { figures, numbers: { firstStartA: ma!, firstStartB: mb! } };
}

/** GET /metrics on a process: Prometheus text with the promised names with the token; 401 without it or with a wrong one. */
export async function metrics(s: TStack): Promise<TCheckResult> {
  const withToken = await request(s.a.url, { path: '/metrics', headers: { authorization: `Bearer ${s.metricsToken}` } });
  const without = await request(s.a.url, { path: '/metrics' });
  const wrong = await request(s.a.url, { path: '/metrics', headers: { authorization: 'Bearer not-the-token' } });
  const missing = REQUIRED_METRICS.filter((m) => !new RegExp(`^${m}(\\{|\\s|_bucket|_count|_sum)`, 'm').test(withToken.body));
  const type = String(withToken.headers['content-type'] ?? '');
  const figures = `with the token ${withToken.status} (${type || 'no content type'}), ${withToken.body.split('\n').filter((l) => l && !l.startsWith('#')).length} samples; without ${without.status}, wrong token ${wrong.status}`;
  if (withToken.status !== 200 || !type.startsWith('text/plain') || missing.length || without.status !== 401 || wrong.status !== 401)
    throw new Error(`${figures}${missing.length ? `; missing: ${missing.join(', ')}` : ''}`);
  return { figures };
}

/**
 * The AWS CLI against the test's S3 server, when installed (`aws s3 sync` is the guide's bucket backup). Run without
 * blocking: the S3 server answers from this very process.
 */
function awsCli(s: TStack) {
  if (spawnSync('aws', ['--version'], { encoding: 'utf8' }).status !== 0) return null;
  const env = { ...process.env, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_DEFAULT_REGION: 'us-east-1' };
  return async (args: string[]) => {
    try {
      await run('aws', ['--endpoint-url', s.s3Url, '--only-show-errors', ...args], { env, timeout: 120_000 });
    } catch (err) {
      const e = err as Error & { stdout?: string; stderr?: string };
      throw new Error(`aws ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    }
  };
}

/**
 * Backup and restore as the operations guide says: pg_dump -Fc (and `aws s3 sync` of the bucket, when the AWS CLI is
 * installed) while both processes run; both stopped; the database dropped and created again (and the bucket
 * emptied); pg_restore (and the bucket synced back); both started again: the seeded rows are back and a seeded
 * gallery image (its bytes in the bucket, its row in the database) is served through nginx as before.
 */
export async function backupRestore(s: TStack): Promise<TCheckResult> {
  const [image] = await query<{ filename: string }>(s.pg.url, 'select filename from team_media order by id limit 1');
  if (!image) throw new Error('no seeded gallery image to check');
  const file = `/api/v1/files/${image.filename}`;
  const before = await request(s.nginx.url, { path: file });
  if (before.status !== 200) throw new Error(`GET ${file} answered ${before.status} before the backup`);
  const dump = path.join(s.logDir, 'gifthub.dump');
  const uploads = path.join(s.logDir, 'uploads-backup');
  const aws = awsCli(s);
  const t0 = Date.now();
  s.pg.tool('pg_dump', ['-Fc', '-f', dump, 'gifthub']);
  const dumpMs = Date.now() - t0;
  await aws?.(['s3', 'sync', `s3://${S3_BUCKET}`, uploads]);
  await Promise.all(s.processes.map((p) => p.stop()));
  s.pg.tool('dropdb', ['gifthub']);
  s.pg.tool('createdb', ['gifthub']);
  await aws?.(['s3', 'rm', `s3://${S3_BUCKET}`, '--recursive']);
  const gone = aws ? (await request(s.s3Url, { path: `/${S3_BUCKET}/${image.filename}` })).status : null;
  const t1 = Date.now();
  s.pg.tool('pg_restore', ['--no-owner', '-d', 'gifthub', dump]);
  const restoreMs = Date.now() - t1;
  await aws?.(['s3', 'sync', uploads, `s3://${S3_BUCKET}`]);
  for (const p of s.processes) p.start();
  await Promise.all(s.processes.map((p) => p.waitReady()));
  const c = await seededCounts(s);
  const after = await request(s.nginx.url, { path: file });
  const bucket = aws ? `bucket synced out, emptied (the image then ${gone}) and synced back with the AWS CLI (${readdirSync(uploads).length} files)` : 'bucket round trip skipped: no AWS CLI here';
  const same = after.bytes.equals(before.bytes);
  const figures = `pg_dump ${seconds(dumpMs)}, pg_restore ${seconds(restoreMs)}; ${bucket}; after the restore seeded users ${c.users}, team acme ${c.acme}; ${file} ${after.status}, ${same ? 'same bytes' : 'DIFFERENT bytes'}`;
  if (c.users !== SEED_USERS.length || c.acme !== 1 || after.status !== 200 || !same || (gone !== null && gone !== 404)) throw new Error(figures);
  return { figures, numbers: { dumpMs, restoreMs } };
}
