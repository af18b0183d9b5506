/**
 * npm run bench: GET /current-user/teams under autocannon, on the embedded PGlite and on a
 * PostgreSQL server this script starts in a temp folder, each beside bare Fastify (bare-server.ts: one route
 * answering a small JSON) loaded the same way just before and just after, with the ratio app/bare. Not part of the tests;
 * builds nothing.
 *
 * The API and bare Fastify run as child processes (as in production); autocannon runs in this process, so each
 * server has an event loop of its own. All of them (and PostgreSQL) share the machine's cores, so the figures are
 * a floor for what the server does with the machine to itself; the ratio to bare Fastify in the same run is what
 * stays comparable from run to run. See RESULTS.md.
 *
 * Env: BENCH_DB=pglite|postgres (default both), BENCH_DURATION=seconds for the read test (default 10),
 * BENCH_CONNECTIONS (default 50), BENCH_SERVER=dist to run apps/api/dist/server.js instead of the source,
 * BENCH_PROFILE=1 to run each API process under --cpu-prof and print its top self-time functions over the
 * read test (BENCH_PROFILE=folder also keeps the .cpuprofile files there, to open in Chrome DevTools),
 * BENCH_JSON=file to write the rows as JSON, LOG_LEVEL (default info: the access log is on, written to a file),
 * BENCH_PG_SOCKET=1 to reach PostgreSQL by its Unix socket instead of TCP on 127.0.0.1.
 * Other variables (DB_POOL_SIZE…) pass through to the API.
 * The CPU columns (from /proc) say what one request costs each process, which stays meaningful when
 * other work on a shared machine lowers requests/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cleanups, freePort, runBench, sleep, startPostgres, tempDir, type TPostgres } from './bench-support';
import { printProfile } from './profile-summary';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EMAIL = 'manager@acme.test';
const PASSWORD = 'gifthub-demo';
// No login load test: the login throttle answers 429 after 5 attempts per account in 15 minutes, so it would
// measure the throttle. One login costs ~100 ms of CPU in scrypt by design (see RESULTS.md).
const READ_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const READ_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The app's read is measured in this many runs one after the other and judged on their medians: on a shared 2-core
// machine whose speed swings from minute to minute, one 10 s run lands anywhere in a wide band (RESULTS.md).
const READ_RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WARM_UP_SECONDS = 3;
// The API's own default: info, so the access log is written (to a file) as in production.
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
// The target: authenticated reads at one fifth of bare Fastify or better, p99 under 10 ms.
const TARGET_RATIO = 0.2;
const TARGET_P99_MS = 10;
/** The load client: wrk (C, Debian's package) when installed, else autocannon (BENCH_CLIENT=autocannon forces it). */
const WRK = process.env.BENCH_CLIENT === 'autocannon' ? null : ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p)) ?? null;

type TRow = { database: string; endpoint: string; connections: number; rps: number; p50: number; p99: number; errors: number; cpuUs: number | null; pgCpuUs: number | null; loadCpuUs: number; loadAvg: number };
type TServer = { url: string; pid: number; stop: () => Promise<void>; profile: () => string | null };

// ---------- servers ----------

const profileRoot = () => {
  const p = process.env.BENCH_PROFILE;
  if (!p) return null;
  if (p === '1') return tempDir('gifthub-bench-prof-');
  mkdirSync(path.resolve(p), { recursive: true });
  return path.resolve(p);
};

/** The Node flags `npm start` runs the server with (package.json), so the bench runs it as production does. */
const START_FLAGS = (/node ((?:--\S+ )*)apps\/api\//.exec((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start)?.[1] ?? '')
  .split(' ')
  .filter(Boolean);

/** A server in a child process (with npm start's Node flags), ready once `readyPath` answers 200. */
async function startServer(name: string, entry: string, env: NodeJS.ProcessEnv, readyPath: string, profile: boolean): Promise<TServer> {
  const port = await freePort();
  const profRoot = profile ? profileRoot() : null;
  const profDir = profRoot ? mkdtempSync(path.join(profRoot, `${name}-`)) : null;
  const prof = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const tsx = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // Output (the access log included) goes to a file, as a server's log would, not through this process.
  const logFile = path.join(tempDir(`gifthub-bench-${name}-log-`), 'output.log');
  const out = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [...START_FLAGS, ...prof, ...tsx, entry], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', out, out] });
  closeSync(out);
  const output = () => readFileSync(logFile, 'utf8').slice(-4000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  // The profile is written when the process exits.
  const profileFile = () => {
    if (!profDir) return null;
    const f = readdirSync(profDir).find((n) => n.endsWith('.cpuprofile'));
    return f ? path.join(profDir, f) : null;
  };

  const url = `http://127.0.0.1:${port}`;
  // Migrations and the demo seed take a while on PGlite, much longer when other work shares the cores.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start within 180 s:\n${output()}`);
    await sleep(200);
  }
  return { url, pid: child.pid!, stop, profile: profileFile };
}

async function startApi(databaseUrl?: string): Promise<TServer> {
  const dist = process.env.BENCH_SERVER === 'dist';
  const entry = dist ? path.join(root, 'apps/api/dist/server.js') : path.join(root, 'apps/api/src/server.ts');
  if (!existsSync(entry)) throw new Error(`${entry} is missing${dist ? ': run npm run build first' : ''}`);
  // No drain on stop: nothing is routed here, and a profile is only written if the process exits before the SIGKILL.
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: tempDir('gifthub-bench-data-'), LOG_LEVEL, SHUTDOWN_DRAIN_MS: '0' };
  delete env.SEED;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return startServer('api', entry, env, '/api/v1/health', Boolean(process.env.BENCH_PROFILE));
}

const startBare = () => startServer('bare-fastify', path.join(root, 'apps/api/bench/bare-server.ts'), { ...process.env }, '/hello', false);

/** The fields of /proc/<pid>/stat after the command name (stat(5)'s fields 3 on). */
const procStat = (pid: number | 'self') => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};
// utime, stime (fields 14 and 15 of stat(5)) and cutime, cstime (16 and 17: waited-for children), in clock ticks
// (100 per second on Linux), as µs.
const ticksUs = (fields: string[], first: number) => (Number(fields[first]) + Number(fields[first + 1])) * 10_000;

/** CPU time (user + system) each process has used, in microseconds; null where /proc is missing. */
function cpuTimes(pids: number[]): Map<number, number> | null {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      times.set(pid, ticksUs(procStat(pid), 11));
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

/** What a load run answers, whichever client ran it. */
type TLoad = { rps: number; p50: number; p99: number; errors: number; total: number; clientCpuUs: number };
type TLoadOptions = { url: string; connections: number; duration: number; tokens?: string[] };

/** The CPU (user + system, µs) of this process's waited-for children (wrk). */
function childrenCpuUs() {
  try {
    return ticksUs(procStat('self'), 13);
  } catch {
    return 0;
  }
}

/** wrk's Lua: each request signs with the next token in turn; the summary comes back as one JSON line (latencies in µs). */
const wrkScript = (tokens: string[]) => `
local tokens = { ${tokens.map((t) => JSON.stringify(t)).join(', ')} }
local i = 0
${tokens.length ? `request = function()
  i = i + 1
  return wrk.format(nil, nil, { ["authorization"] = "Bearer " .. tokens[(i % #tokens) + 1] })
end` : ''}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"total":%d,"us":%d,"p50":%d,"p99":%d,"errors":%d}\\n', summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))
end
`;

/** One wrk run (one thread, like autocannon's one event loop), when the machine has wrk. */
async function wrkLoad(opts: TLoadOptions): Promise<TLoad> {
  const dir = tempDir('gifthub-bench-wrk-');
  const script = path.join(dir, 'load.lua');
  writeFileSync(script, wrkScript(opts.tokens ?? []));
  const cpu0 = childrenCpuUs();
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK!, ['-t1', `-c${opts.connections}`, `-d${opts.duration}s`, '-s', script, opts.url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
  });
  const line = /^WRK (.*)$/m.exec(out);
  if (!line) throw new Error(`wrk printed no summary:\n${out}`);
  const r = JSON.parse(line[1]!) as { total: number; us: number; p50: number; p99: number; errors: number };
  return { rps: Math.round(r.total / (r.us / 1e6)), p50: r.p50 / 1000, p99: r.p99 / 1000, errors: r.errors, total: r.total, clientCpuUs: childrenCpuUs() - cpu0 };
}

/** One autocannon run in this process (each connection signs with the next token in turn). */
async function autocannonLoad(opts: TLoadOptions): Promise<TLoad> {
  let next = 0;
  const tokens = opts.tokens;
  const own = process.cpuUsage();
  const r = await cannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    ...(tokens?.length ? { setupClient: (client: autocannon.Client) => client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }) } : {}),
  });
  const used = process.cpuUsage(own);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, total: r.requests.total, clientCpuUs: used.user + used.system };
}

const load = (opts: TLoadOptions) => (WRK ? wrkLoad(opts) : autocannonLoad(opts));

/** One load run, with the CPU the API process and the PostgreSQL processes spent per request. */
async function measure(database: string, endpoint: string, apiPid: number, pg: TPostgres | null, opts: TLoadOptions, loadAvg = os.loadavg()[0]!): Promise<TRow> {
  const [api0, pg0] = [cpuTimes([apiPid]), pg ? cpuTimes(pg.pids()) : null];
  const r = await load(opts);
  const [api1, pg1] = [cpuTimes([apiPid]), pg ? cpuTimes(pg.pids()) : null];
  return {
    database,
    endpoint,
    connections: opts.connections,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    cpuUs: perRequest(api0, api1, r.total),
    pgCpuUs: perRequest(pg0, pg1, r.total),
    loadCpuUs: r.total ? Math.round(r.clientCpuUs / r.total) : 0,
    loadAvg: Math.round(loadAvg * 10) / 10,
  };
}

/** The read test: a warm-up (JIT, connection pool), not counted, then `runs` measured runs one after the other. */
async function readTest(database: string, endpoint: string, pid: number, pg: TPostgres | null, opts: { url: string; tokens?: string[] }, runs = 1) {
  // The machine's load before this test's own load starts: other work on the shared cores.
  const loadAvg = os.loadavg()[0]!;
  await load({ ...opts, connections: READ_CONNECTIONS, duration: WARM_UP_SECONDS });
  const rows: TRow[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`${database}: ${endpoint}, ${READ_CONNECTIONS} connections, ${READ_SECONDS} s (${WRK ? 'wrk' : 'autocannon'})${runs > 1 ? `, run ${run} of ${runs}` : ''}`);
    rows.push(await measure(database, endpoint, pid, pg, { ...opts, connections: READ_CONNECTIONS, duration: READ_SECONDS }, run === 1 ? loadAvg : os.loadavg()[0]!));
  }
  return rows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function benchDatabase(database: string, pg: TPostgres | null): Promise<TRow[]> {
  const rows: TRow[] = [];
  // Bare Fastify just before and just after the app, with the same settings (idle while the app is loaded), so the
  // ratio compares like with like in time on a machine whose other work comes and goes.
  const bare = await startBare();
  const bareTest = () => readTest(database, BARE_ENDPOINT, bare.pid, null, { url: `${bare.url}/hello` });
  rows.push(...(await bareTest()));

  console.log(`\n${database}: starting the API…`);
  const api = await startApi(pg?.url);
  // Each connection reads with a session of its own, as 50 people signed in would (one login after another: a
  // successful login leaves the throttle as it was), so no read is shared between requests for being the same.
  const tokens: string[] = [];
  for (let i = 0; i < READ_CONNECTIONS; i++) tokens.push(await login(api.url));
  rows.push(...(await readTest(database, READ_ENDPOINT, api.pid, pg, { url: `${api.url}/api/v1/current-user/teams`, tokens }, READ_RUNS)));
  await api.stop();
  rows.push(...(await bareTest()));
  await bare.stop();
  const profile = api.profile();
  if (profile) printProfile(`${database} API`, profile, (READ_RUNS * READ_SECONDS + WARM_UP_SECONDS) * 1000);
  return rows;
}

const BARE_ENDPOINT = 'bare Fastify GET /hello';
const READ_ENDPOINT = 'GET /api/v1/current-user/teams';

function printTable(rows: TRow[]) {
  const head = ['database', 'endpoint', 'connections', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU µs/req', 'PostgreSQL CPU µs/req', 'client CPU µs/req', 'load avg before'];
  const cell = (n: number | null) => (n === null ? '-' : String(n));
  const body = rows.map((r) => [r.database, r.endpoint, String(r.connections), String(r.rps), String(r.p50), String(r.p99), String(r.errors), cell(r.cpuUs), cell(r.pgCpuUs), String(r.loadCpuUs), r.loadAvg.toFixed(1)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

async function main() {
  const which = process.env.BENCH_DB;
  const rows: TRow[] = [];
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); the load from ${WRK ? `wrk (${WRK}, one thread)` : 'autocannon in this process'}, the API in a child process (LOG_LEVEL=${LOG_LEVEL}).`,
  );
  if (!WRK && process.env.BENCH_CLIENT !== 'autocannon')
    console.log('wrk not found: measuring with autocannon, whose own CPU and event loop weigh on the figures (install it with `apt-get install wrk` for the figures in RESULTS.md).');
  // Everything shares the same cores: other work on the machine shows up directly in the figures (the last column
  // gives the 1-minute load average before each test; this script's own load counts from the login test on).
  const load = os.loadavg()[0]!;
  if (load > 0.5) console.log(`Note: load average is ${load.toFixed(1)} before the run; other processes will lower the figures.`);
  if (!which || which === 'pglite') rows.push(...(await benchDatabase('PGlite (embedded)', null)));
  if (!which || which === 'postgres') {
    const pg = await startPostgres();
    if (pg) rows.push(...(await benchDatabase('PostgreSQL', pg)));
  }
  printTable(rows);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
  console.log('');
  for (const database of new Set(rows.map((r) => r.database))) {
    const bares = rows.filter((r) => r.database === database && r.endpoint === BARE_ENDPOINT);
    const reads = rows.filter((r) => r.database === database && r.endpoint === READ_ENDPOINT);
    if (!bares.length || !reads.length) continue;
    const read = { rps: Math.round(median(reads.map((r) => r.rps))), p99: median(reads.map((r) => r.p99)) };
    // The app against the mean of bare Fastify just before and just after it.
    const bare = { rps: Math.round(bares.reduce((n, r) => n + r.rps, 0) / bares.length), p99: Math.max(...bares.map((r) => r.p99)) };
    if (!bare.rps) continue;
    const ratio = read.rps / bare.rps;
    const met = ratio >= TARGET_RATIO && read.p99 < TARGET_P99_MS;
    console.log(
      `${database}: ${READ_ENDPOINT} ${read.rps} req/s (p99 ${read.p99} ms${reads.length > 1 ? `: medians of ${reads.length} runs` : ''}) / bare Fastify ${bare.rps} req/s (mean of before and after; p99 up to ${bare.p99} ms) = ${ratio.toFixed(3)} (1/${(1 / ratio).toFixed(1)});` +
        ` target ≥ ${TARGET_RATIO} and p99 < ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'}`,
    );
  }
}

await runBench(main);
