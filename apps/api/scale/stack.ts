// The scale test's stack, all on 127.0.0.1 with free ports and torn down by the cleanup list: PostgreSQL, an S3 server
// (s3rver), an SMTP receiver, a webhook receiver, two API processes sharing one environment, and nginx in front.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { SEED_PASSWORD } from '../src/db/seed';
import { cleanups, freePort, tempDir } from '../bench/bench-support';
import { apiProcess, SERVER, type TApiProcess } from './api-process';
import { expectJson } from './http';
import { startNginx, type TNginx } from './nginx';
import { startPostgres, type TPostgres } from './postgres';
import { startSmtpReceiver, startWebhookReceiver, type TSmtpReceiver, type TWebhookReceiver } from './receivers';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const S3_BUCKET = 'gifthub-scale';
/** The client's own loopback address for checks that must not look like nginx (which connects from 127.0.0.1). */
export const CLIENT_ADDRESS = '127.0.0.5';

export type TStack = {
  pg: TPostgres;
  /** The S3 server's address (the bucket is S3_BUCKET; keys S3RVER/S3RVER). */
  s3Url: string;
  smtp: TSmtpReceiver;
  hooks: TWebhookReceiver;
  nginx: TNginx;
  a: TApiProcess;
  b: TApiProcess;
  processes: TApiProcess[];
  metricsToken: string;
  logDir: string;
};

/** Builds the API (npm run build -w @gifthub/api) when dist/server.js is missing or older than any source it bundles. */
export function ensureBuilt() {
  const newest = (dir: string): number => {
    let t = 0;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }
    return t;
  };
  const sources = Math.max(newest(path.join(ROOT, 'apps/api/src')), newest(path.join(ROOT, 'packages/shared/src')));
  if (existsSync(SERVER) && statSync(SERVER).mtimeMs >= sources) return 'dist/server.js is up to date';
  const res = spawnSync('npm', ['run', 'build', '-w', '@gifthub/api'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('npm run build -w @gifthub/api failed');
  return 'built apps/api/dist/server.js';
}

export async function startStack(): Promise<TStack> {
  const logDir = tempDir('gifthub-scale-');
  const [pg, smtp, hooks] = [await startPostgres(), await startSmtpReceiver(), await startWebhookReceiver()];
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(logDir, 's3'), configureBuckets: [{ name: S3_BUCKET }] });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());

  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const metricsToken = randomBytes(24).toString('hex');
  // What every process shares: one database, one bucket, one SMTP relay, one key for tokens and sealed secrets.
  const env: Record<string, string> = {
    DATABASE_URL: pg.url,
    TOKEN_KEY: randomBytes(48).toString('base64url'),
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    STORAGE: 's3',
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Gifthub <no-reply@gifthub.test>',
    // nginx connects to the processes from 127.0.0.1: the only address whose X-Forwarded-For they believe.
    TRUST_PROXY: '127.0.0.1',
    WEBHOOKS_ALLOW_PRIVATE_NETWORK: '1',
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'warn',
  };
  const a = apiProcess('api-a', portA, env, logDir);
  const b = apiProcess('api-b', portB, env, logDir);
  const nginx = await startNginx(nginxPort, [portA, portB]);
  return { pg, s3Url: `http://127.0.0.1:${s3Port}`, smtp, hooks, nginx, a, b, processes: [a, b], metricsToken, logDir };
}

/** A seeded user's session token (POST /login through nginx). */
export async function login(s: TStack, email: string) {
  const { apiToken } = await expectJson<{ apiToken: string }>(s.nginx.url, { method: 'POST', path: '/api/v1/login', json: { email, password: SEED_PASSWORD } });
  return apiToken;
}

/** The seeded manager's session and Acme Ltd's id (a Pro team: members, webhooks, API keys). */
export async function acmeManager(s: TStack) {
  const token = await login(s, 'manager@acme.test');
  const auth = { authorization: `Bearer ${token}` };
  const teams = await expectJson<{ id: number; slug: string }[]>(s.nginx.url, { path: '/api/v1/current-user/teams', headers: auth });
  const acme = teams.find((t) => t.slug === 'acme');
  if (!acme) throw new Error('the seeded team acme is missing');
  return { auth, teamId: acme.id };
}
