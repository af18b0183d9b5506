// What the benchmarks need: a cleanup list run on exit, free ports, temp folders, a throwaway PostgreSQL server, and
// timing with a results table.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const cleanups: (() => Promise<void> | void)[] = [];
export async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      console.error('cleanup failed:', err);
    }
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------- PostgreSQL ----------

export function findPgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export type TPostgres = { url: string; pids: () => number[]; stop: () => Promise<void> };

/** Null (with a message) when PostgreSQL or the postgres user is missing. */
export async function startPostgres(prefix = 'gifthub-bench-pg-'): Promise<TPostgres | null> {
  const bin = findPgBin();
  if (!bin) {
    console.log('PostgreSQL not found under /usr/lib/postgresql/*/bin: install it with `apt-get install postgresql` to bench it.');
    return null;
  }
  const asRoot = process.getuid?.() === 0;
  const dir = tempDir(prefix);
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) {
      console.log('Running as root but there is no postgres user: install the Debian postgresql package or run as a normal user.');
      return null;
    }
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const res = spawnSync(file, argv, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed:\n${res.stdout}\n${res.stderr}`);
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'gifthub', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
  const stop = async () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  cleanups.push(stop);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'gifthub', 'gifthub']);
  // The postmaster's pid heads postmaster.pid; the backends serving the pool are its children.
  const pids = () => {
    const main = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === main;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [main, ...children];
  };
  // BENCH_PG_SOCKET=1: the API reaches the server by its Unix socket (a database on the same machine) instead of TCP.
  const url = process.env.BENCH_PG_SOCKET ? `postgres://gifthub@localhost:${port}/gifthub?host=${encodeURIComponent(dir)}` : `postgres://gifthub@127.0.0.1:${port}/gifthub`;
  return { url, pids, stop };
}

/** Runs a bench's main, then the cleanups: also on an error (exit code 1) and on Ctrl-C (exit code 130). */
export async function runBench(main: () => Promise<void>) {
  let interrupted = false;
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      if (interrupted) return;
      interrupted = true;
      void cleanupAll().then(() => process.exit(130));
    });
  try {
    await main();
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
  await cleanupAll();
}

// ---------- timing and the results table (data-bench, campaign-bench) ----------

export type TResult = { measure: string; value: string; target: string; pass: boolean };
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const ms = (n: number) => n.toFixed(1);

/** p50 and p99 of `calls` calls, after up to 20 warm-up calls (plans, pool, JIT). */
export async function timeCalls(calls: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, calls); i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The results as a Markdown table (pasted into DATA-RESULTS.md). */
export function printTable(results: TResult[]) {
  const head = ['measure', 'value', 'target', 'result'];
  const body = results.map((r) => [r.measure, r.value, r.target, r.pass ? 'pass' : 'FAIL']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}
