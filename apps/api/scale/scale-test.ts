// npm run test:scale: Gifthub as production runs it on one machine — two API processes (the built dist/server.js)
// behind nginx, on one PostgreSQL, with an S3 server, an SMTP server and a webhook receiver — and the checks that
// several processes must pass: first starts at once, an SMTP outage, a process killed mid-delivery, limits shared
// across processes, a forged X-Forwarded-For, a rolling restart under load, metrics, and a backup restored.
// Each check prints PASS or FAIL with what it measured; the run ends with "N passed, M failed" and exits non-zero on
// any failure. Everything it starts is stopped at the end, on failure and on Ctrl-C too (bench-support's cleanups).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { cleanupAll, runBench } from '../bench/bench-support';
import { apiKeyLimit, forgedForwardedFor } from './checks-limits';
import { smtpOutage } from './checks-mail';
import { rollingRestart } from './checks-rolling';
import { backupRestore, firstStarts, metrics, type TCheckResult } from './checks-start';
import { webhookKill, webhookThroughput } from './checks-webhooks';
import { request, seconds, until } from './http';
import { ensureBuilt, startStack, type TStack } from './stack';

type TCheck = { name: string; run: (s: TStack) => Promise<TCheckResult> };

const CHECKS: TCheck[] = [
  { name: 'two first starts at once on an empty database', run: firstStarts },
  { name: '/metrics with and without the token', run: metrics },
  { name: "an API key's limit across both processes", run: apiKeyLimit },
  { name: 'a forged X-Forwarded-For moves no limit', run: forgedForwardedFor },
  { name: 'webhook deliveries with two processes and with one', run: webhookThroughput },
  { name: 'kill -9 while holding webhook deliveries', run: webhookKill },
  { name: 'an SMTP outage of a minute loses no message', run: smtpOutage },
  { name: 'a rolling restart under load', run: rollingRestart },
  { name: 'backup and restore of the database', run: backupRestore },
];

/**
 * SCALE_CHECKS=webhook,mail runs the first start and the checks whose names contain one of the words (while working
 * on one part); unset, all of them.
 */
const only = process.env.SCALE_CHECKS?.split(',').map((w) => w.trim()).filter(Boolean);
const selected = only ? CHECKS.filter((c, i) => i === 0 || only.some((w) => c.name.includes(w))) : CHECKS;

/** The whole run's bound: a hung step fails the run instead of holding CI. */
const RUN_LIMIT_MS = 15 * 60_000;

const version = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`.trim().split('\n')[0] ?? '?';
};

/** After a failed check, the processes it may have left stopped are started again (so later checks still run). */
async function recover(s: TStack) {
  for (const p of s.processes) if (!p.running()) p.start();
  // /health, not /ready: a missing readiness route must not stop the checks that do not depend on it.
  await until('both processes to answer /api/v1/health', 180_000, async () => {
    const answers = await Promise.all(s.processes.map((p) => request(p.url, { path: '/api/v1/health', timeoutMs: 5_000 })));
    return answers.every((a) => a.status === 200);
  });
}

await runBench(async () => {
  const watchdog = setTimeout(() => {
    console.log(`FAIL the run did not end within ${RUN_LIMIT_MS / 60_000} minutes`);
    void cleanupAll().then(() => process.exit(1));
  }, RUN_LIMIT_MS);
  watchdog.unref();
  const started = Date.now();
  console.log(ensureBuilt());
  console.log(`${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, ${version('nginx', ['-v'])}`);
  const s = await startStack();
  console.log(`PostgreSQL at ${s.pg.url}, nginx at ${s.nginx.url}; logs in ${s.logDir}\n`);
  let passed = 0;
  let failed = 0;
  const numbers: Record<string, number | string> = {};
  for (const check of selected) {
    const t0 = Date.now();
    try {
      const r = await check.run(s);
      Object.assign(numbers, r.numbers);
      passed += 1;
      console.log(`PASS ${check.name} (${seconds(Date.now() - t0)}): ${r.figures}`);
    } catch (err) {
      failed += 1;
      console.log(`FAIL ${check.name} (${seconds(Date.now() - t0)}): ${(err as Error).message}`);
      try {
        await recover(s);
      } catch (e) {
        console.log(`The stack could not be brought back (${(e as Error).message}); the remaining checks are not run.`);
        failed += selected.length - selected.indexOf(check) - 1;
        break;
      }
    }
  }
  console.log(`\nFigures: ${JSON.stringify(numbers)}`);
  console.log(`Whole run ${seconds(Date.now() - started)}`);
  console.log(`${passed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
});
// Kept-alive client sockets and the like must not hold the process once everything is stopped.
process.exit(process.exitCode ?? 0);
