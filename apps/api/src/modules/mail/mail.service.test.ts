import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { claimMail } from './mail.repository';
import { emailPreferencesByEmail } from '../users/users.service';
import { createMailer, listOutbox } from './mail.service';

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
    expect((await claimMail(t.deps.db, now, new Date(now.getTime() + 60_000), 6)).map((r) => r.to)).toContain('held@example.org');
    await m.flush();
    expect(sent).not.toContain('held@example.org');
    now = new Date(now.getTime() + 61_000);
    await m.flush();
    expect(sent).toEqual(['held@example.org']);
  });
});
