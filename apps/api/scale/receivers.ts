// The outside systems the processes talk to in the scale test: a real SMTP server (smtp-server) that records every
// message and can be stopped and started again on its port, and a webhook endpoint that verifies each signature with
// Stripe's own library and can be made slow.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { WEBHOOK_SIGNATURE_HEADER } from '@gifthub/shared/integrations';
import { cleanups, freePort } from '../bench/bench-support';

export type TMail = { to: string[]; subject: string; at: number };

export type TSmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

export async function startSmtpReceiver() {
  const port = await freePort();
  const messages: TMail[] = [];
  let server: SMTPServer | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // Stopping is an outage: connections still open are cut after half a second.
        closeTimeout: 500,
        onData(stream, session, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const head = raw.slice(0, raw.indexOf('\r\n\r\n') >>> 0);
            const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
            messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, at: Date.now() });
            done();
          });
        },
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });
  await start();
  cleanups.push(stop);
  return { port, url: `smtp://127.0.0.1:${port}`, messages, start, stop };
}

export type TWebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type TInflight = { eventId: string; remotePort: number; since: number };

/**
 * Answers 200 after `delayMs` to a request whose Gifthub-Signature Stripe's constructEvent accepts with the
 * endpoint's secret, 400 otherwise; while paused, holds them until resumed. Records each event id answered 200 (and
 * when), the requests in flight with the sender's port, and those whose connection closed before they were answered
 * (a sender killed mid-delivery).
 */
export async function startWebhookReceiver() {
  const stripe = new Stripe('sk_test_gifthub_scale');
  const port = await freePort();
  const state = {
    secret: '',
    delayMs: 0,
    /** event id → times answered 200 */
    delivered: new Map<string, number>(),
    deliveredAt: [] as { eventId: string; at: number }[],
    inflight: new Set<TInflight>(),
    cut: [] as TInflight[],
    badSignatures: 0,
    /** The most requests in flight at once (reset by whoever measures it). */
    mostInflight: 0,
    /** Paused, requests are held unanswered (their delay starts at resume): a queue builds up behind them. */
    paused: false,
  };
  const waiting = new Set<() => void>();
  const resume = () => {
    state.paused = false;
    for (const begin of waiting) begin();
    waiting.clear();
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let eventId: string;
      try {
        eventId = stripe.webhooks.constructEvent(body, String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''), state.secret).id;
      } catch {
        state.badSignatures += 1;
        res.writeHead(400).end();
        return;
      }
      const entry: TInflight = { eventId, remotePort: req.socket.remotePort ?? 0, since: Date.now() };
      state.inflight.add(entry);
      state.mostInflight = Math.max(state.mostInflight, state.inflight.size);
      let timer: NodeJS.Timeout | undefined;
      const begin = () => {
        timer = setTimeout(() => {
          state.inflight.delete(entry);
          state.delivered.set(eventId, (state.delivered.get(eventId) ?? 0) + 1);
          state.deliveredAt.push({ eventId, at: Date.now() });
          res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        }, state.delayMs);
      };
      if (state.paused) waiting.add(begin);
      else begin();
      res.on('close', () => {
        if (res.writableFinished) return;
        clearTimeout(timer);
        waiting.delete(begin);
        state.inflight.delete(entry);
        state.cut.push(entry);
      });
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}/gifthub-webhooks`, state, resume };
}

/**
 * Which of `pids` holds the TCP socket whose local port is `port` (Linux: the socket's inode in /proc/net/tcp, then
 * the process whose fd table links to it). Tells which process a webhook in flight came from.
 */
export function socketOwner(pids: number[], port: number): number | undefined {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      if (local && parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return pid;
      } catch {
        // the fd closed while being read
      }
    }
  }
  return undefined;
}
