import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { rowCounts, tableRows } from '../../db/table-rows';
import { listOutbox } from '../mail/mail.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/public/emails/contact-form/send', payload, headers, remoteAddress: `10.7.0.${++ip}` });
const staffMail = async () => (await listOutbox(t.deps.db, { to: t.deps.config.staffEmail, page: 1, perPage: 100 })).rows.filter((m) => m.kind === 'contact-form');

describe('POST /public/emails/contact-form/send', () => {
  it('signed out: stores the message and queues an e-mail to staff', async () => {
    const before = await rowCounts(t.deps.db);
    const res = await send({ user_id: 0, subject: 'login-issue', name: 'Pat Visitor', email: 'Pat@Example.com', phone: '+44 1', message: 'I cannot log in.', location: 'login' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await rowCounts(t.deps.db);
    expect(after.contactMessages).toBe(before.contactMessages! + 1);
    const [mail] = await staffMail();
    expect(mail).toMatchObject({ subject: 'Contact form: Login issue', to: t.deps.config.staffEmail });
    expect(mail!.text).toContain('I cannot log in.');
    expect(mail!.text).toContain('Pat@Example.com');
    // HTML bodies escape what people type.
    await send({ subject: 'general', email: 'x@example.com', message: '<img src=x onerror=alert(1)>' });
    expect((await staffMail())[0]!.html).not.toContain('<img');
  });

  it('signed in: the sender comes from the session, not the form', async () => {
    const token = await t.login('manager@acme.test');
    const res = await send({ user_id: 1, subject: 'general', email: 'spoofed@evil.test', message: 'Hello from Maria' }, t.as(token));
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await staffMail();
    expect(mail!.text).toContain('manager@acme.test');
    expect(mail!.text).not.toContain('spoofed@evil.test');
  });

  it('needs an e-mail when signed out, whatever user_id the form claims', async () => {
    const before = await tableRows(t.deps.db);
    for (const payload of [
      { subject: 'general', message: 'Hi' },
      { user_id: 0, subject: 'general', message: 'Hi', email: '' },
      { user_id: 5, subject: 'general', message: 'Hi' },
    ]) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Email is required.'] });
    }
    const invalid = await send({ user_id: 7, subject: 'general', message: 'Hi', email: 'not-an-email' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ email: ['Email must be valid.'] });
    const missing = await send({ subject: 'nope', email: 'a@example.com' });
    expect(missing.json().errors).toEqual({ subject: ['Subject must be one of: new-team-request, login-issue, general, gifting, voucher, product, payment, account, pro-upgrade, bug, other.'], message: ['Message is required.'] });
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await t.app.inject({ method: 'POST', url: '/api/v1/public/emails/contact-form/send', payload: { subject: 'general', message: 'x' }, remoteAddress: '10.6.0.1' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
