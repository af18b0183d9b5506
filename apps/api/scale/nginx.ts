// nginx from Debian's packages as the load balancer of the scale test, configured from the production example in
// docs/operations/nginx.conf.example (its addresses replaced by the test's), so the example stays the one tested.
// It runs in the foreground as a child, with its own prefix, pid, logs and temp folders in a temp dir.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from 'node:net';
import { cleanups, tempDir } from '../bench/bench-support';
import { until } from './http';
import { aptInstall } from './system-packages';

const EXAMPLE = fileURLToPath(new URL('../../../docs/operations/nginx.conf.example', import.meta.url));

function nginxBinary(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'])) {
    const p = path.join(dir, 'nginx');
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

/** The nginx binary; installed with apt when missing and running as root (a fresh Debian machine). */
export function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  // nginx-light is Debian 12's small build; later releases have only nginx.
  aptInstall('nginx', [['nginx-light'], ['nginx']]);
  const installed = nginxBinary();
  if (!installed) throw new Error('nginx was installed but is not on PATH nor in /usr/sbin.');
  return installed;
}

/** The example's server block with the test's addresses: each `server 127.0.0.1:300N` line is one process. */
export function nginxSite(listenPort: number, processPorts: number[]): string {
  let site = readFileSync(EXAMPLE, 'utf8');
  const replace = (from: string, to: string) => {
    if (!site.includes(from)) throw new Error(`${EXAMPLE} no longer contains "${from}": update apps/api/scale/nginx.ts with it`);
    site = site.replace(from, to);
  };
  replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  processPorts.forEach((port, i) => replace(`server 127.0.0.1:${3001 + i} `, `server 127.0.0.1:${port} `));
  return site;
}

export type TNginx = { url: string; accessLog: string; stop: () => Promise<void> };

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

export async function startNginx(port: number, processPorts: number[]): Promise<TNginx> {
  const bin = ensureNginx();
  const dir = tempDir('gifthub-scale-nginx-');
  // The worker (nobody, when the master is root) must reach the temp folders nginx creates under the prefix.
  chmodSync(dir, 0o755);
  const p = (f: string) => path.join(dir, f);
  writeFileSync(p('gifthub.conf'), nginxSite(port, processPorts));
  writeFileSync(
    p('nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${p('nginx.pid')};`,
      `error_log ${p('error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  log_format upstream \'$remote_addr "$request" $status upstream=$upstream_addr upstream_status=$upstream_status $request_time\';',
      `  access_log ${p('access.log')} upstream;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${p(t)};`),
      `  include ${p('gifthub.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(bin, ['-p', `${dir}/`, '-c', p('nginx.conf'), '-e', p('error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  await until('nginx to listen', 15_000, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${existsSync(p('error.log')) ? readFileSync(p('error.log'), 'utf8') : ''}`);
    return accepts(port);
  });
  return { url, accessLog: p('access.log'), stop };
}
