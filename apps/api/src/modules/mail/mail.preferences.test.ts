import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCES, type TEmailPreference } from '@gifthub/shared/users';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { emailPreferencesByEmail, findUserByEmail, updateUser } from '../users/users.service';
import { MAIL_CATEGORIES, TRANSACTIONAL_KINDS, mailCategory } from './mail.categories';
import { createMailer, listOutbox } from './mail.service';
import { mailTemplates } from './mail.templates';
import { readUnsubscribeToken } from './mail.unsubscribe-token';

let t: TTestApp;
let s: Awaited<ReturnType<typeof signInSeedUsers>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInSeedUsers(t);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: t.as(token), payload });
const mailsTo = async (to: string) => (await listOutbox(t.deps.db, { to, page: 1, perPage: 100 })).rows;
const setPreferences = async (email: string, prefs: TEmailPreference[]) => updateUser(t.deps.db, (await findUserByEmail(t.deps.db, email))!.id, { emailPreferences: prefs });
const ALL = [...EMAIL_PREFERENCES];
const withoutBilling = ALL.filter((c) => c !== 'billing');
const cfg = () => ({ publicUrl: 'http://gifthub.test', productName: 'Gifthub', staffEmail: t.deps.config.staffEmail });

describe('the category of each e-mail', () => {
  it('is decided once per kind: no kind is both a notification and transactional', () => {
    expect(Object.keys(MAIL_CATEGORIES).filter((k) => TRANSACTIONAL_KINDS.includes(k))).toEqual([]);
    expect(mailCategory('top-up-paid')).toBe('billing');
    expect(mailCategory('credit-repaid')).toBe('billing-credit');
    expect(mailCategory('password-reset')).toBeNull();
    expect(mailCategory('constructor')).toBeNull();
    // A repayment of credit is a team-credit notice; the same template for a top-up is a billing one.
    const paid = (repay: boolean) => mailTemplates.topUpPaid(cfg(), { to: 'x@y.test', name: 'X', teamName: 'T', amount: 100, total: 100, method: 'stripe', repay });
    expect(mailCategory(paid(false).kind)).toBe('billing');
    expect(mailCategory(paid(true).kind)).toBe('billing-credit');
  });
});

describe('new users receive every category', () => {
  it('the seed, team sign-up and member invitations give all six', async () => {
    expect((await findUserByEmail(t.deps.db, 'associate@acme.test'))!.emailPreferences).toEqual(ALL);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team-sign-up',
      remoteAddress: '10.77.0.1',
      payload: { accountPlan: 'free', name: 'Pat Prefs', teamName: 'Prefs Co', email: 'pat@prefs.test', password: 'pat-pass-1', passwordConfirm: 'pat-pass-1' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect((await findUserByEmail(t.deps.db, 'pat@prefs.test'))!.emailPreferences).toEqual(ALL);
    const invite = await api('POST', `/teams/${s.acme}/members`, s.manager, { email: 'invitee@prefs.test', role: 'associate' });
    expect(invite.statusCode, invite.body).toBe(200);
    expect((await findUserByEmail(t.deps.db, 'invitee@prefs.test'))!.emailPreferences).toEqual(ALL);
  });
});

describe('e-mail preferences decide which notifications are sent', () => {
  it('a manager without billing gets no top-up e-mail; with it, gets one with its unsubscribe footer and headers', async () => {
    await setPreferences('manager@acme.test', withoutBilling);
    const staffBefore = (await mailsTo(t.deps.config.staffEmail)).filter((m) => m.kind === 'top-up-requested-staff').length;
    let res = await api('POST', `/teams/${s.acme}/top-up`, s.manager, { amount: 120, payment_method: 'bank-transfer' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mailsTo('manager@acme.test')).filter((m) => m.kind === 'top-up-requested')).toEqual([]);
    // The staff's alert is transactional: always sent.
    expect((await mailsTo(t.deps.config.staffEmail)).filter((m) => m.kind === 'top-up-requested-staff').length).toBe(staffBefore + 1);

    await setPreferences('manager@acme.test', ALL);
    res = await api('POST', `/teams/${s.acme}/top-up`, s.manager, { amount: 130, payment_method: 'bank-transfer' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await mailsTo('manager@acme.test')).filter((m) => m.kind === 'top-up-requested');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('You receive this because Billing e-mail notifications are turned on for your account.');
    const link = /Unsubscribe from Billing e-mails: (\S+)/.exec(mail!.text)![1]!;
    expect(link).toMatch(/^http:\/\/gifthub\.test\/unsubscribe\?token=/);
    expect(mail!.html).toContain('Unsubscribe from Billing e-mails</a>');
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/gifthub\.test\/api\/v1\/unsubscribe\?token=[^>]+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // The link names this user and this category.
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect(readUnsubscribeToken(t.deps.config.tokenKey, token)).toEqual({ userId: s.managerId, category: 'billing' });
  });

  it('never filters transactional mail, and gives it no footer or headers', async () => {
    await setPreferences('associate@acme.test', []);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: 'associate@acme.test' } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const reset = (await mailsTo('associate@acme.test')).find((m) => m.kind === 'password-reset');
    expect(reset).toBeDefined();
    expect(reset!.headers).toBeNull();
    expect(reset!.text).not.toContain('Unsubscribe');
    await setPreferences('associate@acme.test', ALL);
  });

  it('filters a batch (enqueueMany) with one look-up, whatever the case of the addresses', async () => {
    let lookups = 0;
    const mailer = createMailer({
      db: t.deps.db,
      clock: t.deps.clock,
      dataDir: '/nonexistent',
      from: 'test@gifthub.test',
      log: t.app.log,
      recipients: (db, emails) => (lookups++, emailPreferencesByEmail(db, emails)),
      unsubscribe: { tokenKey: t.deps.config.tokenKey, publicUrl: 'http://gifthub.test' },
    });
    await setPreferences('owner@corner.test', withoutBilling);
    const paid = (to: string) => ({ ...mailTemplates.topUpPaid(cfg(), { to, name: 'N', teamName: 'Batch', amount: 100, total: 100, method: 'stripe', repay: false }), subject: 'batch-test' });
    await mailer.enqueueMany!([
      paid('MANAGER@acme.test'), // has billing
      paid('owner@corner.test'), // has turned billing off
      paid('stranger@nowhere.test'), // no account: not filtered, no link to make
      { ...mailTemplates.passwordChanged(cfg(), { to: 'owner@corner.test', name: 'O' }), subject: 'batch-test' },
    ]);
    expect(lookups).toBe(1);
    const stored = (await listOutbox(t.deps.db, { page: 1, perPage: 100 })).rows.filter((m) => m.subject === 'batch-test');
    expect(stored.map((m) => `${m.to} ${m.kind} ${m.headers ? 'link' : '-'}`).sort()).toEqual([
      'manager@acme.test top-up-paid link',
      'owner@corner.test password-changed -',
      'stranger@nowhere.test top-up-paid -',
    ]);
    // A batch of transactional mail asks nobody.
    await mailer.enqueueMany!([{ ...mailTemplates.passwordChanged(cfg(), { to: 'owner@corner.test', name: 'O' }), subject: 'batch-test-2' }]);
    expect(lookups).toBe(1);
    await setPreferences('owner@corner.test', ALL);
  });

  it('hands the headers to the transport when it delivers', async () => {
    const sent: { to: string; headers?: Record<string, string> }[] = [];
    const mailer = createMailer({
      db: t.deps.db,
      clock: t.deps.clock,
      dataDir: '/nonexistent',
      from: 'test@gifthub.test',
      log: t.app.log,
      recipients: emailPreferencesByEmail,
      unsubscribe: { tokenKey: t.deps.config.tokenKey, publicUrl: 'http://gifthub.test' },
      transport: { sendMail: async (m: { to?: unknown; headers?: unknown }) => (sent.push({ to: String(m.to), headers: m.headers as Record<string, string> }), { messageId: 'x' }) } as never,
    });
    await mailer.enqueue(mailTemplates.planChanged(cfg(), { to: 'associate@acme.test', teamName: 'Acme Ltd', plan: 'pro' }));
    // This mailer sends the whole outbox; the plan change is the newest message to the associate.
    await mailer.flush();
    expect(sent.findLast((m) => m.to === 'associate@acme.test')?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
