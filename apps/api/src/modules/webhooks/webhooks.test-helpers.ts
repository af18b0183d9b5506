import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceived = { path: string; headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on the loopback: records every request; the answer's status per path is set by the test. */
export async function startReceiver() {
  const received: TReceived[] = [];
  const statusByPath = new Map<string, number>();
  const heldByPath = new Map<string, Promise<void>>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      void (heldByPath.get(path) ?? Promise.resolve()).then(() => res.writeHead(statusByPath.get(path) ?? 200, { 'content-type': 'text/plain' }).end('ok'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, status: number) => void statusByPath.set(path, status),
    /** Requests to the path wait for their answer until the returned release is called. */
    hold: (path: string) => {
      let release!: () => void;
      heldByPath.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        heldByPath.delete(path);
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does (Stripe's scheme): t and v1 from the header, HMAC-SHA256 of "<t>.<raw body>" with the secret. */
export function verifySignature(header: string | undefined, body: string, secret: string): { ok: boolean; t: number } {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '');
  return { ok: given.length === expected.length && timingSafeEqual(given, Buffer.from(expected)), t };
}
