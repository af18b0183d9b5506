// The scale test's rolling restart: under a steady load of reads and writes through nginx, each process in turn gets
// SIGTERM, exits after its drain, is started again and answers /ready before the next one goes; every request of the
// load must be answered 2xx.
import { setTimeout as delay } from 'node:timers/promises';
import type { TCheckResult } from './checks-start';
import { request, seconds, until } from './http';
import { acmeManager, type TStack } from './stack';

const WORKERS = 4;
/** Every tenth request of a worker is a write (a survey theme created). */
const WRITE_EVERY = 10;

export async function rollingRestart(s: TStack): Promise<TCheckResult> {
  const { auth, teamId } = await acmeManager(s);
  const reads = ['/api/v1/current-user/teams', `/api/v1/teams/${teamId}/members?per_page=5`, `/api/v1/teams/${teamId}/current-user`];
  const stats = { ok: 0, writes: 0, failed: 0, failures: new Map<string, number>() };
  let running = true;
  const worker = async (w: number) => {
    for (let i = 1; running; i++) {
      const write = i % WRITE_EVERY === 0;
      const path = write ? `/api/v1/teams/${teamId}/themes` : reads[(i + w) % reads.length]!;
      const a = await request(s.nginx.url, write ? { method: 'POST', path, headers: auth, json: { name: `Rolling ${w}-${i}` } } : { path, headers: auth });
      if (a.status >= 200 && a.status < 300) {
        stats.ok += 1;
        if (write) stats.writes += 1;
      } else {
        stats.failed += 1;
        const why = `${write ? 'POST' : 'GET'} ${a.status || a.error}`;
        stats.failures.set(why, (stats.failures.get(why) ?? 0) + 1);
      }
      // A steady load, not a flood: the two cores also run both processes, PostgreSQL and nginx.
      await delay(5);
    }
  };
  const started = Date.now();
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  await until('the load to be under way', 30_000, () => stats.ok >= 200);
  const restarts: string[] = [];
  for (const p of s.processes) {
    const t0 = Date.now();
    const code = await p.stop();
    const stoppedMs = Date.now() - t0;
    p.start();
    const readyMs = await p.waitReady();
    restarts.push(`${p.name} exited ${code} after ${seconds(stoppedMs)}, ready again in ${seconds(readyMs)}`);
    if (code !== 0) stats.failures.set(`${p.name} exit code ${code}`, 1);
  }
  const okAfter = stats.ok;
  await until('the load to go on after both restarts', 30_000, () => stats.ok >= okAfter + 200);
  running = false;
  await Promise.all(workers);
  const took = Date.now() - started;
  const why = [...stats.failures].map(([k, n]) => `${n} × ${k}`).join(', ');
  const figures = `${stats.ok + stats.failed} requests in ${seconds(took)} (${((stats.ok + stats.failed) / (took / 1000)).toFixed(0)}/s, ${stats.writes} writes): ${stats.ok} answered 2xx, ${stats.failed} failed${why ? ` (${why})` : ''}; ${restarts.join('; ')}`;
  if (stats.failed || stats.failures.size) throw new Error(figures);
  return { figures, numbers: { rollingServed: stats.ok, rollingFailed: stats.failed, rollingSeconds: took / 1000 } };
}
