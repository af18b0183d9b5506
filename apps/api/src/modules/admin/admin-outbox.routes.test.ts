import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTexts } from '@gifthub/shared/admin';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createMailer, MAIL_MAX_ATTEMPTS, mailBackoffMs } from '../mail/mail.service';
import { emailPreferencesByEmail } from '../users/users.service';

/**
 * The back office's outbox: a message that failed every attempt (a receiver's server refusing it with a 5xx for
 * more than a day) is listed with its error under the failed filter, and staff queue it again with fresh attempts.
 */
let t: TTestApp;
let staff: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [staff, manager] = await Promise.all([t.login('staff@gifthub.test'), t.login('manager@acme.test')]);
});
afterAll(() => t.close());

const get = (url: string, token = staff) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(token) });
const resend = (id: number, token = staff) => t.app.inject({ method: 'POST', url: `/api/v1/admin/outbox/${id}/resend`, headers: t.as(token) });

/** A message to `to` sent until its attempts run out, by a mailer whose receiving server refuses that address. */
async function failedMessageTo(to: string) {
  let now = Date.now();
  const refuse = Object.assign(new Error('550 5.1.1 <refused> No such user here'), { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
  const mailer = createMailer({
    db: t.deps.db,
    clock: { now: () => new Date(now) },
    dataDir: '/nonexistent',
    from: 'test@gifthub.test',
    log: t.app.log,
    recipients: emailPreferencesByEmail,
    transport: { sendMail: (async (m: { to?: unknown }) => (String(m.to) === to ? Promise.reject(refuse) : { messageId: 'x' })) as never },
  });
  await mailer.enqueue({ to, subject: 'Your gift', text: 'Hello', kind: 'test' });
  for (let attempts = 0; attempts < MAIL_MAX_ATTEMPTS; attempts++) {
    await mailer.flush();
    now += mailBackoffMs(attempts + 1);
  }
  const [row] = (await get(`/admin/outbox?to=${to}&status=failed`)).json().data;
  return row as { id: number; status: string; attempts: number; last_error: string | null; next_attempt_at: string | null };
}

describe('the outbox in the back office', () => {
  it('lists a failed message with its last error, and staff resend it with fresh attempts', async () => {
    const failed = await failedMessageTo('gone@refusing.test');
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, last_error: expect.stringContaining('550 5.1.1'), next_attempt_at: null });
    expect((await get('/admin/outbox?to=gone@refusing.test&status=queued')).json().data).toEqual([]);
    expect((await get('/admin/outbox?status=failed&per_page=100')).json().data.every((m: { status: string }) => m.status === 'failed')).toBe(true);

    const res = await resend(failed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: failed.id, status: 'queued', attempts: 0, next_attempt_at: expect.any(String) });
    expect((await get('/admin/outbox?to=gone@refusing.test&status=queued')).json().data.map((m: { id: number }) => m.id)).toEqual([failed.id]);
    // A message that is not failed (queued again now) cannot be resent.
    const again = await resend(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(outboxTexts.resendNotFailed);
  });

  it('answers 404 for an unknown message, 422 for a bad id or status, and 403 to non-staff', async () => {
    expect((await resend(2_000_000_000)).statusCode).toBe(404);
    expect((await resend(0)).statusCode).toBe(422);
    expect((await get('/admin/outbox?status=lost')).statusCode).toBe(422);
    expect((await resend(1, manager)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/outbox/1/resend' })).statusCode).toBe(401);
  });
});
