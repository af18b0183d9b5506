// The scale test's HTTP client: node's http with kept-alive connections (as a browser or an integrator keeps them),
// a client address of its own when a check needs one, and an answer of status 0 instead of a throw when the
// connection fails, so load loops count failures instead of stopping at the first.
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

export type TAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer; error?: string };
export type TRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The client's own address (a loopback address other than nginx's, so nginx's X-Forwarded-For names it). */
  localAddress?: string;
  timeoutMs?: number;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const failed = (error: string): TAnswer => ({ status: 0, headers: {}, body: '', bytes: Buffer.alloc(0), error });

export function request(base: string, r: TRequest): Promise<TAnswer> {
  const body = r.json === undefined ? undefined : JSON.stringify(r.json);
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers };
  return new Promise((resolve) => {
    const req = http.request(
      new URL(r.path, base),
      { method: r.method ?? 'GET', headers, agent, localAddress: r.localAddress, timeout: r.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', (err) => resolve(failed(err.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve(failed((err as NodeJS.ErrnoException).code ?? err.message)));
    req.end(body);
  });
}

/** The answer's JSON, or a thrown error naming the request when the status is not the one expected. */
export async function expectJson<T>(base: string, r: TRequest, status = 200): Promise<T> {
  const a = await request(base, r);
  if (a.status !== status) throw new Error(`${r.method ?? 'GET'} ${r.path} answered ${a.status || a.error} (expected ${status}): ${a.body.slice(0, 300)}`);
  return JSON.parse(a.body) as T;
}

/**
 * Polls `probe` until it returns something other than undefined or false, at most until `timeoutMs` has passed (the
 * loop's bound): then throws naming what was awaited. Returns the value and the time it took.
 */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined | false> | T | undefined | false, everyMs = 200) {
  const start = Date.now();
  const deadline = start + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return { value: v, ms: Date.now() - start };
    if (Date.now() >= deadline) throw new Error(`timed out after ${(timeoutMs / 1000).toFixed(0)} s waiting for ${what}`);
    await delay(everyMs);
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
