import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { rowCounts, tableRows } from '../../db/table-rows';
import { listOutbox } from '../mail/mail.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each sign-up from its own address, so the per-address limit does not get in the way here. */
const register = (payload: Record<string, unknown>, remoteAddress = `10.9.0.${++ipSeq}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/team-sign-up', payload, remoteAddress });
const account = (email: string, over: Record<string, unknown> = {}) => ({
  accountPlan: 'free',
  name: 'Jane Founder',
  teamName: 'Jane Co',
  email,
  password: 'jane-pass',
  passwordConfirm: 'jane-pass',
  ...over,
});
const mailTo = async (to: string) => (await listOutbox(t.deps.db, { to, page: 1, perPage: 50 })).rows;
const getTeam = async (token: string, id: number) => (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${id}`, headers: t.as(token) })).json();

describe('POST /team-sign-up', () => {
  it('free plan creates a free team with the person as manager and a welcome e-mail', async () => {
    const before = await rowCounts(t.deps.db);
    const res = await register(account('jane@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    const { team_id, plan } = res.json();
    expect(plan).toBe('free');
    const after = await rowCounts(t.deps.db);
    expect(after.users).toBe(before.users! + 1);
    expect(after.teams).toBe(before.teams! + 1);
    expect(after.teamMembers).toBe(before.teamMembers! + 1);

    const token = await t.login('jane@example.com', 'jane-pass');
    const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) })).json();
    expect(teams).toEqual([expect.objectContaining({ id: team_id, name: 'Jane Co', slug: 'jane-co', plan: 'free', role: 'manager' })]);
    expect(await getTeam(token, team_id)).toMatchObject({ plan: 'free', pending_upgrade: false });

    const mails = await mailTo('jane@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['welcome']);
    expect(mails[0]!.text).toContain('Jane Co');
    expect((await mailTo(t.deps.config.staffEmail)).filter((m) => m.text.includes('Jane Co'))).toEqual([]);
  });

  it('pro request creates a trial team with a pending upgrade and e-mails staff', async () => {
    const res = await register(account('pro@example.com', { accountPlan: 'pro', teamName: 'Big Corp', phone: '+44 20 1234 5678', size: '10+', sizeOther: 40, targetUse: ['Corporate Gifting'], brandedGifts: true }));
    expect(res.statusCode, res.body).toBe(200);
    const { team_id, plan } = res.json();
    expect(plan).toBe('trial');
    const token = await t.login('pro@example.com', 'jane-pass');
    expect(await getTeam(token, team_id)).toMatchObject({ name: 'Big Corp', plan: 'trial', pending_upgrade: true });
    const staff = (await mailTo(t.deps.config.staffEmail)).filter((m) => m.kind === 'upgrade-request');
    expect(staff).toHaveLength(1);
    expect(staff[0]!.subject).toContain('Big Corp');
    expect(staff[0]!.text).toContain('+44 20 1234 5678');
    expect((await mailTo('pro@example.com')).map((m) => m.kind)).toEqual(['welcome']);
  });

  it('gives a second team of the same name its own slug', async () => {
    const res = await register(account('jane2@example.com'));
    expect(res.statusCode).toBe(200);
    const token = await t.login('jane2@example.com', 'jane-pass');
    expect(await getTeam(token, res.json().team_id)).toMatchObject({ name: 'Jane Co', slug: 'jane-co-2' });
  });

  it('refuses an e-mail that is already registered (any case) with 422 and changes nothing', async () => {
    const before = await tableRows(t.deps.db);
    for (const email of ['jane@example.com', 'JANE@Example.com', 'manager@acme.test']) {
      const res = await register(account(email, { teamName: 'Another Team' }));
      expect(res.statusCode, email).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { email: [expect.any(String)] } });
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('validates the pro step and the account fields', async () => {
    const before = await tableRows(t.deps.db);
    const pro = await register(account('steps@example.com', { accountPlan: 'pro' }));
    expect(pro.statusCode).toBe(422);
    expect(pro.json().errors).toEqual({ phone: ['Phone Number is required.'], size: ['Team Size is required.'] });
    const acc = await register({ accountPlan: 'free', name: '', teamName: '', email: 'bad', password: '123', passwordConfirm: '321' });
    expect(acc.statusCode).toBe(422);
    expect(acc.json().errors).toMatchObject({
      name: ['Name is required.'],
      teamName: ['Team Name is required.'],
      email: ['Email must be valid.'],
      password: ['Password minimal length is 6'],
    });
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it("refuses a signed-in person's sign-up (409, the spec's text) and changes nothing; the demo's user signs up like a visitor", async () => {
    const manager = await t.login('manager@acme.test');
    const before = await tableRows(t.deps.db);
    const pro = account('signed.in@example.com', { accountPlan: 'pro', teamName: 'Second Team', phone: '+44 20 1234 5678', size: '5', targetUse: [], brandedGifts: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/team-sign-up', payload: pro, headers: t.as(manager), remoteAddress: `10.9.0.${++ipSeq}` });
    expect([res.statusCode, res.json().message]).toEqual([409, 'It seems that you are already signed in.']);
    expect(await tableRows(t.deps.db)).toEqual(before);
    const demo = await t.login('demo@gifthub.test');
    const fromDemo = await t.app.inject({ method: 'POST', url: '/api/v1/team-sign-up', payload: account('from.demo@example.com'), headers: t.as(demo), remoteAddress: `10.9.0.${++ipSeq}` });
    expect(fromDemo.statusCode, fromDemo.body).toBe(200);
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await register({ accountPlan: 'free' }, '10.8.0.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await register({ accountPlan: 'free' }, '10.8.0.2')).statusCode).toBe(422);
  });
});

describe('POST /teams/{teamId}/request-plan-upgrade', () => {
  const details = { phone: '+44 1632 960000', size: '3', targetUse: ['Generating Sales'] };

  it('turns a free team into trial with a pending upgrade and tells staff', async () => {
    const owner = await t.login('owner@corner.test');
    const corner = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(owner) })).json()[0].id as number;
    const staffBefore = (await mailTo(t.deps.config.staffEmail)).length;

    const invalid = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${corner}/request-plan-upgrade`, headers: t.as(owner), payload: { phone: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ phone: ['Phone Number is required.'], size: ['Team Size is required.'] });
    expect(await getTeam(owner, corner)).toMatchObject({ plan: 'free', pending_upgrade: false });

    const res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${corner}/request-plan-upgrade`, headers: t.as(owner), payload: details });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: corner, plan: 'trial', pending_upgrade: true });
    expect(await getTeam(owner, corner)).toMatchObject({ plan: 'trial', pending_upgrade: true });
    const staff = await mailTo(t.deps.config.staffEmail);
    expect(staff.length).toBe(staffBefore + 1);
    expect(staff[0]).toMatchObject({ kind: 'upgrade-request', subject: expect.stringContaining('Corner Shop') });

    // Asking again while pending changes nothing and sends nothing.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${corner}/request-plan-upgrade`, headers: t.as(owner), payload: details });
    expect(again.statusCode).toBe(200);
    expect((await mailTo(t.deps.config.staffEmail)).length).toBe(staffBefore + 1);
  });

  it('a pro team cannot request it, and a non-member cannot', async () => {
    const manager = await t.login('manager@acme.test');
    const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(manager) })).json() as { id: number; slug: string }[];
    const acme = teams.find((x) => x.slug === 'acme')!.id;
    const pro = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/request-plan-upgrade`, headers: t.as(manager), payload: details });
    expect(pro.statusCode).toBe(409);
    const owner = await t.login('owner@trial.test');
    const other = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/request-plan-upgrade`, headers: t.as(owner), payload: details });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ws_api_get_team_404');
  });
});
