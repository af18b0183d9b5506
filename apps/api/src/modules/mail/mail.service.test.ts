import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { claimMail } from './mail.repository';
import { emailPreferencesByEmail } from '../users/users.service';
import { createMailer, listOutbox, MAIL_MAX_ATTEMPTS, mailBackoffMs, outboxCounts, type TMailTransport } from './mail.service';

// The outbox on the suite's database: PGlite here, PostgreSQL in the api-postgres project (npm test), where the two
// mailers below flush on separate pooled connections at once, as two API processes would.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the mail outbox', () => {
  it('sends each message once when two processes flush it at the same time', async () => {
    const sent = new Map<string, number>();
    const mailer = (name: string) =>
      createMailer({
        db: t.deps.db,
        clock: { now: () => new Date() },
        dataDir: '/nonexistent',
        from: 'test@gifthub.test',
        log: t.app.log,
        recipients: emailPreferencesByEmail,
        transport: {
          sendMail: async (m: { to?: unknown }) => {
            const to = String(m.to);
            sent.set(to, (sent.get(to) ?? 0) + 1);
            await new Promise((r) => setTimeout(r, Math.random() * 3));
            return { messageId: `${name}-${to}` };
          },
        } as never,
      });
    const a = mailer('a');
    const b = mailer('b');
    const addresses = Array.from({ length: 80 }, (_, i) => `twice-${i}@example.org`);
    await a.enqueueMany!(addresses.map((to) => ({ to, subject: 'Hello', text: 'Once only', kind: 'test' })));
    // Each flush takes up to 50 at a time and goes again until nothing is left for it.
    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    expect(sent.size).toBe(80);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    const rows = (await listOutbox(t.deps.db, { page: 1, perPage: 100 })).rows.filter((r) => r.kind === 'test');
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
  });

  it('takes a message held by a run that died once the hold has run out', async () => {
    let now = new Date(Date.UTC(2026, 10, 25, 9, 0, 0));
    const sent: string[] = [];
    const m = createMailer({
      db: t.deps.db,
      clock: { now: () => now },
      dataDir: '/nonexistent',
      from: 'test@gifthub.test',
      log: t.app.log,
      recipients: emailPreferencesByEmail,
      transport: { sendMail: async (x: { to?: unknown }) => (sent.push(String(x.to)), { messageId: 'x' }) } as never,
    });
    await m.flush(); // nothing of this test's yet
    sent.length = 0;
    // A run of another process took the message and died: the message carries its hold.
    await m.enqueue({ to: 'held@example.org', subject: 'Held', text: 'Held', kind: 'held' });
    expect((await claimMail(t.deps.db, now, new Date(now.getTime() + 60_000), 100)).map((r) => r.to)).toContain('held@example.org');
    await m.flush();
    expect(sent).not.toContain('held@example.org');
    now = new Date(now.getTime() + 61_000);
    await m.flush();
    expect(sent).toEqual(['held@example.org']);
  });

  const MINUTE = 60_000;
  /** A mailer on a fake clock whose transport the test controls; what it delivered, with the clock's time. */
  function fakeSmtp(start: number) {
    const state = { now: start, down: false, bounce: new Set<string>() };
    const delivered: { to: string; at: number }[] = [];
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });
    const transport: TMailTransport = {
      sendMail: (async (m: { to?: unknown }) => {
        const to = String(m.to);
        if (state.down) throw refused();
        if (state.bounce.has(to)) throw Object.assign(new Error('550 5.1.1 No such user'), { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
        delivered.push({ to, at: state.now });
        return { messageId: to };
      }) as never,
      verify: async () => {
        if (state.down) throw refused();
        return true;
      },
    };
    const mailer = createMailer({ db: t.deps.db, clock: { now: () => new Date(state.now) }, dataDir: '/nonexistent', from: 'test@gifthub.test', log: t.app.log, recipients: emailPreferencesByEmail, transport });
    const mine = async (prefix: string) => (await listOutbox(t.deps.db, { page: 1, perPage: 100 })).rows.filter((r) => r.to.startsWith(prefix));
    return { state, delivered, mailer, mine };
  }

  it.each([
    { outage: 10, bound: 6 },
    { outage: 1, bound: 3 },
  ])('loses nothing in an SMTP outage of $outage min: each message sent once within $bound min of recovery', async ({ outage, bound }) => {
    const start = Date.UTC(2026, 11, 1, 9, 0, 0) + outage * 7 * 24 * 3600_000;
    const smtp = fakeSmtp(start);
    const prefix = `outage-${outage}-`;
    await smtp.mailer.flush();
    smtp.state.down = true;
    const recovery = start + outage * MINUTE;
    let n = 0;
    // The outbox job runs every 15 s (and on every nudge); mail is queued all through the outage.
    for (smtp.state.now = start; smtp.state.now <= recovery + bound * MINUTE; smtp.state.now += 15_000) {
      if (smtp.state.now < recovery && (smtp.state.now - start) % 30_000 === 0) {
        await smtp.mailer.enqueue({ to: `${prefix}${n++}@example.org`, subject: 'Invited', text: 'Join us', kind: 'test' });
        await smtp.mailer.flush();
      }
      if (smtp.state.now >= recovery) smtp.state.down = false;
      await smtp.mailer.flush();
    }
    const sent = smtp.delivered.filter((d) => d.to.startsWith(prefix));
    expect(new Set(sent.map((d) => d.to)).size).toBe(n);
    expect(sent).toHaveLength(n);
    expect(Math.max(...sent.map((d) => d.at)) - recovery).toBeLessThanOrEqual(bound * MINUTE);
    const rows = await smtp.mine(prefix);
    expect(rows.every((r) => r.status === 'sent' && r.attempts <= 2)).toBe(true);
    // Only the message that met the outage first in each run lost an attempt to it; the others were not tried.
    expect(rows.filter((r) => r.attempts === 2).length).toBeLessThanOrEqual(2);
  });

  it('backs each message off on its own (30 s doubling to 4 h), fails only a refused one, and fails it after a day', async () => {
    const start = Date.UTC(2027, 2, 1, 9, 0, 0);
    const smtp = fakeSmtp(start);
    await smtp.mailer.flush();
    smtp.state.bounce.add('bounce-1@example.org');
    await smtp.mailer.enqueue({ to: 'bounce-1@example.org', subject: 'Hi', text: 'x', kind: 'test' });
    await smtp.mailer.enqueue({ to: 'bounce-2@example.org', subject: 'Hi', text: 'x', kind: 'test' });
    await smtp.mailer.flush();
    // The 5xx fails that message's attempt only: the next one in the run is sent.
    expect(smtp.delivered.map((d) => d.to)).toContain('bounce-2@example.org');
    const bounced = async () => (await smtp.mine('bounce-1@'))[0]!;
    expect(await bounced()).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('550'), nextAttemptAt: new Date(start + 30_000) });
    expect([1, 2, 3, 9, 10, 14].map(mailBackoffMs)).toEqual([30_000, MINUTE, 2 * MINUTE, 128 * MINUTE, 240 * MINUTE, 240 * MINUTE]);
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts++) {
      smtp.state.now += mailBackoffMs(attempts) - 1_000;
      await smtp.mailer.flush();
      expect((await bounced()).attempts, `no attempt before wait ${attempts} ends`).toBe(attempts);
      smtp.state.now += 1_000;
      await smtp.mailer.flush();
      expect((await bounced()).attempts).toBe(attempts + 1);
    }
    const failed = await bounced();
    expect(failed.status).toBe('failed');
    expect(smtp.state.now - start).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(await outboxCounts(t.deps.db)).toMatchObject({ failed: expect.any(Number) });
    expect((await outboxCounts(t.deps.db)).failed).toBeGreaterThanOrEqual(1);
  });
});
