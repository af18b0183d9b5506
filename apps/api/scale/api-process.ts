// One API process of the scale test: `node apps/api/dist/server.js` as production starts it, on its own port and data
// folder, with the environment every process shares. Started, stopped with SIGTERM (waiting for its exit), killed
// with SIGKILL, and started again on the same port; its output goes to a log file kept for a failure's message.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanups } from '../bench/bench-support';
import { request, until } from './http';

export const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export type TApiProcess = {
  name: string;
  port: number;
  url: string;
  pid: () => number;
  running: () => boolean;
  start: () => void;
  /** SIGTERM, then waits for the exit (at most `timeoutMs`); the exit code. */
  stop: (timeoutMs?: number) => Promise<number | null>;
  kill9: () => Promise<void>;
  /** Until GET /api/v1/ready answers 200 (at most `timeoutMs`); throws with the log's tail when it does not. */
  waitReady: (timeoutMs?: number) => Promise<number>;
  logTail: (lines?: number) => string;
};

export function apiProcess(name: string, port: number, env: Record<string, string>, logDir: string): TApiProcess {
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const url = `http://127.0.0.1:${port}`;
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const start = () => {
    if (running()) throw new Error(`${name} is already running`);
    log.write(`\n--- start ${new Date().toISOString()}\n`);
    const c = spawn(process.execPath, ['--max-semi-space-size=32', SERVER], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(logDir, name) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    c.stdout!.pipe(log, { end: false });
    c.stderr!.pipe(log, { end: false });
    exited = new Promise((resolve) => c.once('exit', (code) => resolve(code)));
    child = c;
  };

  const stop = async (timeoutMs = 60_000) => {
    if (!running()) return child?.exitCode ?? null;
    child!.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    const code = await Promise.race([exited, timedOut]);
    clearTimeout(timer);
    if (code === 'timeout') {
      child!.kill('SIGKILL');
      await exited;
      throw new Error(`${name} did not exit within ${timeoutMs / 1000} s of SIGTERM (killed)`);
    }
    return code;
  };

  const kill9 = async () => {
    if (!running()) return;
    child!.kill('SIGKILL');
    await exited;
  };

  const logTail = (lines = 30) => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

  const waitReady = async (timeoutMs = 180_000) => {
    try {
      return (
        await until(`${name} to answer /api/v1/ready 200`, timeoutMs, async () => {
          if (!running()) throw new Error(`${name} exited (${child?.exitCode ?? child?.signalCode})`);
          return (await request(url, { path: '/api/v1/ready', timeoutMs: 5_000 })).status === 200;
        })
      ).ms;
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- ${name}'s log:\n${logTail()}`);
    }
  };

  cleanups.push(async () => {
    if (running()) {
      child!.kill('SIGKILL');
      await exited;
    }
    log.end();
  });
  return { name, port, url, pid: () => child?.pid ?? 0, running, start, stop, kill9, waitReady, logTail };
}
