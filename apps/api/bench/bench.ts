/**
 * npm run bench: login and GET /current-user/teams under autocannon, on the embedded PGlite and on a
 * PostgreSQL server this script starts in a temp folder. Not part of the tests; builds nothing.
 *
 * The API runs as a child process (as in production); autocannon runs in this process, so the server
 * has an event loop of its own. Both (and PostgreSQL) share the machine's cores, so the figures are
 * a floor for what the server does with the machine to itself. See RESULTS.md.
 *
 * Env: BENCH_DB=pglite|postgres (default both), BENCH_DURATION=seconds for the read test (default 10),
 * BENCH_CONNECTIONS (default 50), BENCH_SERVER=dist to run apps/api/dist/server.js instead of the source,
 * BENCH_PROFILE=folder to write a V8 CPU profile of each API process there (open it in Chrome DevTools),
 * BENCH_JSON=file to write the rows as JSON. Other variables (DB_POOL_SIZE…) pass through to the API.
 * The CPU columns (from /proc) say what one request costs each process, which stays meaningful when
 * other work on a shared machine lowers requests/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cleanups, freePort, runBench, sleep, startPostgres, tempDir, type TPostgres } from './bench-support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EMAIL = 'manager@acme.test';
const PASSWORD = 'gifthub-demo';
const READ_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const READ_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// scrypt costs ~32 MiB and tens of milliseconds per login by design: few connections, short run.
const LOGIN_SECONDS = 5;
const LOGIN_CONNECTIONS = 10;

type TRow = { database: string; endpoint: string; connections: number; rps: number; p50: number; p99: number; errors: number; cpuUs: number | null; pgCpuUs: number | null; loadCpuUs: number };
type TServer = { url: string; pid: number; stop: () => Promise<void> };

// ---------- API server ----------

async function startApi(databaseUrl?: string): Promise<TServer> {
  const port = await freePort();
  const dataDir = tempDir('gifthub-bench-data-');
  const dist = process.env.BENCH_SERVER === 'dist';
  const entry = dist ? path.join(root, 'apps/api/dist/server.js') : path.join(root, 'apps/api/src/server.ts');
  if (!existsSync(entry)) throw new Error(`${entry} is missing${dist ? ': run npm run build first' : ''}`);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.SEED;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const prof = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...prof, ...(dist ? [] : ['--import', 'tsx']), entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API did not start within 60 s:\n${output}`);
    await sleep(200);
  }
  return { url, pid: child.pid!, stop };
}

/** CPU time (user + system) each process has used, in microseconds; null where /proc is missing. */
function cpuTimes(pids: number[]): Map<number, number> | null {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      if (!existsSync('/proc/self/stat')) return null;
    }
  }
  return times;
}

/** CPU per request across a run; a process that started during the run counts from zero. */
function perRequest(before: Map<number, number> | null, after: Map<number, number> | null, requests: number) {
  if (!before || !after || !requests) return null;
  let used = 0;
  for (const [pid, t] of after) used += t - (before.get(pid) ?? 0);
  return Math.round(used / requests);
}

async function login(url: string) {
  const res = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { apiToken: string }).apiToken;
}

// ---------- autocannon ----------

function cannon(opts: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One autocannon run, with the CPU the API process and the PostgreSQL processes spent per request. */
async function measure(database: string, endpoint: string, apiPid: number, pg: TPostgres | null, opts: autocannon.Options): Promise<TRow> {
  const [api0, pg0] = [cpuTimes([apiPid]), pg ? cpuTimes(pg.pids()) : null];
  const own = process.cpuUsage();
  const r = await cannon(opts);
  const ownUsed = process.cpuUsage(own);
  const [api1, pg1] = [cpuTimes([apiPid]), pg ? cpuTimes(pg.pids()) : null];
  const errors = r.errors + r.timeouts + r.non2xx;
  return {
    database,
    endpoint,
    connections: opts.connections ?? 10,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
    cpuUs: perRequest(api0, api1, r.requests.total),
    pgCpuUs: perRequest(pg0, pg1, r.requests.total),
    loadCpuUs: r.requests.total ? Math.round((ownUsed.user + ownUsed.system) / r.requests.total) : 0,
  };
}

async function benchDatabase(database: string, pg: TPostgres | null): Promise<TRow[]> {
  console.log(`\n${database}: starting the API…`);
  const api = await startApi(pg?.url);
  const token = await login(api.url);
  const rows: TRow[] = [];

  console.log(`${database}: POST /api/v1/login, ${LOGIN_CONNECTIONS} connections, ${LOGIN_SECONDS} s`);
  rows.push(
    await measure(database, 'POST /api/v1/login', api.pid, pg, {
      url: `${api.url}/api/v1/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      connections: LOGIN_CONNECTIONS,
      duration: LOGIN_SECONDS,
    }),
  );

  const teams = { url: `${api.url}/api/v1/current-user/teams`, headers: { authorization: `Bearer ${token}` }, connections: READ_CONNECTIONS };
  // Warm-up: JIT, connection pool and the session cache, not counted.
  await cannon({ ...teams, duration: 3 });
  console.log(`${database}: GET /api/v1/current-user/teams, ${READ_CONNECTIONS} connections, ${READ_SECONDS} s`);
  rows.push(await measure(database, 'GET /api/v1/current-user/teams', api.pid, pg, { ...teams, duration: READ_SECONDS }));

  await api.stop();
  return rows;
}

function printTable(rows: TRow[]) {
  const head = ['database', 'endpoint', 'connections', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'API CPU µs/req', 'PostgreSQL CPU µs/req', 'autocannon CPU µs/req'];
  const cell = (n: number | null) => (n === null ? '-' : String(n));
  const body = rows.map((r) => [r.database, r.endpoint, String(r.connections), String(r.rps), String(r.p50), String(r.p99), String(r.errors), cell(r.cpuUs), cell(r.pgCpuUs), String(r.loadCpuUs)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

async function main() {
  const which = process.env.BENCH_DB;
  const rows: TRow[] = [];
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); autocannon runs in this process, the API in a child process.`);
  const load = os.loadavg()[0]!;
  // Everything shares the same cores: other work on the machine shows up directly in the figures.
  if (load > 0.5) console.log(`Note: load average is ${load.toFixed(1)} before the run; other processes will lower the figures.`);
  if (!which || which === 'pglite') rows.push(...(await benchDatabase('PGlite (embedded)', null)));
  if (!which || which === 'postgres') {
    const pg = await startPostgres();
    if (pg) rows.push(...(await benchDatabase('PostgreSQL', pg)));
  }
  printTable(rows);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
  const read = rows.find((r) => r.database === 'PostgreSQL' && r.endpoint.startsWith('GET'));
  if (read) console.log(`\nTarget (PostgreSQL reads ≥ 5000 req/s, p99 < 20 ms): ${read.rps >= 5000 && read.p99 < 20 ? 'met' : 'NOT met'}`);
}

await runBench(main);
