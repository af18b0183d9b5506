// The scale test's checks of starting and operating: two first starts at once on an empty database, /metrics behind
// its token, and a database backup restored (pg_dump, drop, pg_restore) with the seeded rows and an uploaded file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SEED_USERS } from '../src/db/seed';
import { request, seconds } from './http';
import { query } from './postgres';
import type { TStack } from './stack';

export type TCheckResult = { figures: string; /** Figures for RESULTS.md, by name. */ numbers?: Record<string, number | string> };

/** The metric names the operations guide promises (prom-client's defaults and the app's own). */
export const REQUIRED_METRICS = ['process_cpu_seconds_total', 'nodejs_eventloop_lag_p99_seconds', 'http_requests_total', 'http_request_duration_seconds'];

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
 * Backup and restore as the operations guide says: pg_dump -Fc while both processes run; both stopped; the database
 * dropped and created again; pg_restore; both started again: the seeded rows are back and a seeded gallery image
 * (its bytes in the bucket, its row in the database) is served through nginx as before.
 */
export async function backupRestore(s: TStack): Promise<TCheckResult> {
  const [image] = await query<{ filename: string }>(s.pg.url, 'select filename from team_media order by id limit 1');
  if (!image) throw new Error('no seeded gallery image to check');
  const before = await request(s.nginx.url, { path: `/api/v1/files/${image.filename}` });
  if (before.status !== 200) throw new Error(`GET /api/v1/files/${image.filename} answered ${before.status} before the backup`);
  const dump = path.join(s.logDir, 'gifthub.dump');
  const t0 = Date.now();
  s.pg.tool('pg_dump', ['-Fc', '-f', dump, 'gifthub']);
  const dumpMs = Date.now() - t0;
  for (const p of s.processes) await p.stop();
  s.pg.tool('dropdb', ['gifthub']);
  s.pg.tool('createdb', ['gifthub']);
  const t1 = Date.now();
  s.pg.tool('pg_restore', ['--no-owner', '-d', 'gifthub', dump]);
  const restoreMs = Date.now() - t1;
  for (const p of s.processes) p.start();
  await Promise.all(s.processes.map((p) => p.waitReady()));
  const c = await seededCounts(s);
  const after = await request(s.nginx.url, { path: `/api/v1/files/${image.filename}` });
  const objects = readdirSync(path.join(s.s3Dir, 'gifthub-scale'), { recursive: true }).length;
  const figures = `pg_dump ${seconds(dumpMs)}, pg_restore ${seconds(restoreMs)}; after the restore seeded users ${c.users}, team acme ${c.acme}; image ${image.filename} ${after.status}, ${after.body === before.body ? 'same bytes' : 'DIFFERENT bytes'} (bucket: ${objects} entries)`;
  if (c.users !== SEED_USERS.length || c.acme !== 1 || after.status !== 200 || after.body !== before.body) throw new Error(figures);
  return { figures, numbers: { dumpMs, restoreMs } };
}
