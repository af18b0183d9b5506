// The scale test's mail check: member invitations queued through the app while the SMTP server is down for a minute
// all arrive, each exactly once, within three minutes of its return.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { TCheckResult } from './checks-start';
import { expectJson, seconds, until } from './http';
import { query } from './postgres';
import { acmeManager, type TStack } from './stack';

const INVITATIONS = 20;
const OUTAGE_MS = 60_000;
const DEADLINE_MS = 3 * 60_000;

export async function smtpOutage(s: TStack): Promise<TCheckResult> {
  const { auth, teamId } = await acmeManager(s);
  const run = randomBytes(3).toString('hex');
  const emails = Array.from({ length: INVITATIONS }, (_, i) => `scale-${run}-${i}@example.com`);
  await s.smtp.stop();
  const downAt = Date.now();
  // Half through nginx, half straight to each process, so both queue mail.
  const targets = [s.nginx.url, s.a.url, s.b.url];
  await Promise.all(
    emails.map((email, i) => expectJson(targets[i % targets.length]!, { method: 'POST', path: `/api/v1/teams/${teamId}/members`, headers: auth, json: { email, role: 'associate' } })),
  );
  const queuedAt = Date.now() - downAt;
  // The outage itself: the SMTP server stays down a full minute while the processes keep trying.
  await delay(Math.max(0, OUTAGE_MS - (Date.now() - downAt)));
  const [held] = await query<{ queued: number; sent: number }>(
    s.pg.url,
    `select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'sent')::int as sent from mail_outbox where "to" = any($1)`,
    [emails],
  );
  await s.smtp.start();
  const upAt = Date.now();
  const received = () => s.smtp.messages.filter((m) => m.to.some((t) => emails.includes(t)));
  const arrived = () => new Set(received().flatMap((m) => m.to)).size;
  await until(`the ${INVITATIONS} invitations to arrive`, DEADLINE_MS, () => arrived() === INVITATIONS, 100);
  const lastMs = Math.max(...received().map((m) => m.at)) - upAt;
  // Settled: no row still queued that could be sent a second time.
  await until('the outbox to mark every invitation sent', 30_000, async () => {
    const [r] = await query<{ open: number }>(s.pg.url, `select count(*)::int as open from mail_outbox where "to" = any($1) and status <> 'sent'`, [emails]);
    return r!.open === 0;
  });
  const perAddress = emails.map((e) => received().filter((m) => m.to.includes(e)).length);
  const twice = perAddress.filter((n) => n > 1).length;
  const lost = perAddress.filter((n) => n === 0).length;
  const figures = `${INVITATIONS} invitations queued in ${seconds(queuedAt)} with SMTP down (${held!.queued} queued, ${held!.sent} sent during the ${OUTAGE_MS / 1000} s outage); all arrived ${seconds(lastMs)} after SMTP came back; lost ${lost}, sent twice ${twice}`;
  if (lost || twice || held!.sent !== 0 || lastMs > DEADLINE_MS) throw new Error(figures);
  return { figures, numbers: { mailAfterRecoveryMs: lastMs, mailCount: INVITATIONS } };
}
