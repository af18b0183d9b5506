import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { tableRows } from '../../db/table-rows';

let t: TTestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const PRO_GATE = {
  code: 'pro_plan_required',
  message: 'Adding, editing or removing team members is only available with Gift HUB Pro plan. Please upgrade your account to continue.',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['manager@acme.test', 'associate@acme.test', 'owner@corner.test', 'owner@trial.test', 'staff@gifthub.test']) tokens[email] = await t.login(email);
  for (const email of ['manager@acme.test', 'owner@corner.test', 'owner@trial.test'])
    for (const x of (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(tokens[email]!) })).json()) ids[x.slug] = x.id;
});
afterAll(() => t.close());

const req = (email: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.as(tokens[email]!), payload });
const members = async (teamId = ids.acme) => (await req('manager@acme.test', 'GET', `/teams/${teamId}/members`)).json().data as { user_id: number; email: string; role: string; status: string }[];
const idOf = async (email: string) => (await members()).find((m) => m.email === email)!.user_id;

describe('who may manage members', () => {
  it('a manager lists the members, staff shown as bb_admin', async () => {
    const res = await req('manager@acme.test', 'GET', `/teams/${ids.acme}/members`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(body.data.map((m: { email: string; role: string }) => `${m.email}:${m.role}`).sort()).toEqual([
      'associate@acme.test:associate',
      'manager@acme.test:manager',
      'staff@gifthub.test:bb_admin',
    ]);
  });

  it('an associate (no edit-team-members) gets 403 on every members route and nothing changes', async () => {
    const managerId = await idOf('manager@acme.test');
    const before = await tableRows(t.deps.db);
    for (const [method, url, payload] of [
      ['GET', `/teams/${ids.acme}/members`],
      ['POST', `/teams/${ids.acme}/members`, { email: 'someone@example.com', role: 'associate' }],
      ['GET', `/teams/${ids.acme}/members/${managerId}`],
      ['PUT', `/teams/${ids.acme}/members/${managerId}`, { name: 'Renamed' }],
      ['DELETE', `/teams/${ids.acme}/members/${managerId}`],
    ] as const) {
      const res = await req('associate@acme.test', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('free and trial teams get 403 pro_plan_required with the banner text', async () => {
    const before = await tableRows(t.deps.db);
    for (const [email, slug] of [['owner@corner.test', 'corner-shop'], ['owner@trial.test', 'trial-co']] as const) {
      for (const [method, url, payload] of [
        ['GET', `/teams/${ids[slug]}/members`],
        ['POST', `/teams/${ids[slug]}/members`, { email: 'helper@example.com', role: 'associate' }],
        ['PUT', `/teams/${ids[slug]}/members/1`, { name: 'Renamed' }],
        ['DELETE', `/teams/${ids[slug]}/members/1`],
      ] as const) {
        const res = await req(email, method, url, payload);
        expect(res.statusCode, `${slug} ${method}`).toBe(403);
        expect(res.json()).toEqual(PRO_GATE);
      }
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a non-member gets 404 ws_api_get_team_404, before any permission check', async () => {
    const res = await req('owner@trial.test', 'GET', `/teams/${ids.acme}/members`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ws_api_get_team_404');
  });

  it('staff can manage members of any pro team', async () => {
    const res = await req('staff@gifthub.test', 'GET', `/teams/${ids['acme-europe']}/members`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { email: string }) => m.email)).toEqual(['manager@acme.test']);
  });
});

describe('editing and removing', () => {
  it('the Account Manager (bb_admin) can be neither edited nor removed', async () => {
    const staffId = await idOf('staff@gifthub.test');
    const before = await tableRows(t.deps.db);
    const put = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${staffId}`, { name: 'Not Staff', permissions: { admin: false } });
    expect(put.statusCode).toBe(403);
    const del = await req('manager@acme.test', 'DELETE', `/teams/${ids.acme}/members/${staffId}`);
    expect(del.statusCode).toBe(403);
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a manager cannot remove themselves', async () => {
    const res = await req('manager@acme.test', 'DELETE', `/teams/${ids.acme}/members/${await idOf('manager@acme.test')}`);
    expect(res.statusCode).toBe(403);
  });

  it('permissions are stored for associates only; managers always hold all', async () => {
    const associateId = await idOf('associate@acme.test');
    const res = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'use-cards': false, 'edit-team-members': true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().permissions).toMatchObject({ 'use-cards': false, 'edit-team-members': true, 'edit-team-settings': false, admin: true });
    // A later partial update keeps the earlier overrides.
    const again = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { admin: false } });
    expect(again.json().permissions).toMatchObject({ 'use-cards': false, 'edit-team-members': true, admin: false });
    // Now the associate may list members.
    expect((await req('associate@acme.test', 'GET', `/teams/${ids.acme}/members`)).statusCode).toBe(200);

    const managerId = await idOf('manager@acme.test');
    const mgr = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${managerId}`, { name: 'Maria Manager', permissions: { admin: false } });
    expect(mgr.json().permissions.admin).toBe(true);

    // Restore the defaults for the tests that follow.
    await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'use-cards': true, 'edit-team-members': false, admin: true } });
    expect((await req('associate@acme.test', 'GET', `/teams/${ids.acme}/members`)).statusCode).toBe(403);
  });

  it('validates the update body', async () => {
    const associateId = await idOf('associate@acme.test');
    const before = await tableRows(t.deps.db);
    const res = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: '', permissions: { admin: 'yes' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Name is required.']);
    const unknown = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam', role: 'manager' });
    expect(unknown.statusCode).toBe(422);
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a member of another team is not found here', async () => {
    const owner = (await req('owner@corner.test', 'GET', `/teams/${ids['corner-shop']}/current-user`)).json().user_id as number;
    for (const userId of [owner, 999999]) {
      const get = await req('manager@acme.test', 'GET', `/teams/${ids.acme}/members/${userId}`);
      expect(get.statusCode).toBe(404);
      const del = await req('manager@acme.test', 'DELETE', `/teams/${ids.acme}/members/${userId}`);
      expect(del.statusCode).toBe(404);
    }
  });
});

describe('inviting', () => {
  it('validates with the spec messages and changes nothing', async () => {
    const before = await tableRows(t.deps.db);
    const cases = [
      [{ email: '', role: '' }, { email: ['Email is required.'], role: ['Role is required.'] }],
      [{ email: 'a@b.c', role: 'associate' }, { email: ['Email minimal length is 6'] }],
      [{ email: 'nobody-at-all', role: 'associate' }, { email: ['Email must be valid.'] }],
      [{ email: 'boss@example.com', role: 'bb_admin' }, { role: ['Role must be one of: manager, associate.'] }],
      [{ email: 'boss@example.com', role: 'associate', status: 'active' }, { status: ['Status must be one of: invited.'] }],
      [{ email: 'boss@example.com', role: 'associate', send_email: 'maybe' }, { send_email: ['Send email must be true or false.'] }],
    ] as const;
    for (const [payload, errors] of cases) {
      const res = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/members`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('adds the person as invited once; a second invite or an existing member is refused', async () => {
    const res = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/members`, { email: 'Fresh@Example.com', role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'fresh@example.com', role: 'manager', status: 'invited' });
    // The invitation e-mail is delivered in the background; let it finish so the snapshot is stable.
    await t.deps.mailer.flush();
    const before = await tableRows(t.deps.db);
    const twice = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/members`, { email: 'fresh@example.com', role: 'associate' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ email: ['This person has already been invited.'] });
    const member = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/members`, { email: 'associate@acme.test', role: 'associate' });
    expect(member.json().errors).toEqual({ email: ['This person is already a team member.'] });
    expect(await tableRows(t.deps.db)).toEqual(before);
    // Invited people are listed but are not yet in the team's managers.
    expect((await members()).find((m) => m.email === 'fresh@example.com')).toMatchObject({ status: 'invited' });
    const team = (await req('manager@acme.test', 'GET', `/teams/${ids.acme}`)).json();
    expect(team.managers.map((m: { name: string }) => m.name)).not.toContain('');
  });

  it("takes the portal's payload: status invited and send_email; send_email false adds the invitation without its e-mail", async () => {
    const mails = async (to: string) => ((await t.deps.db.execute(`select count(*)::int as n from mail_outbox where "to" = '${to}'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const sent = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/members`, { email: 'mailed@example.com', role: 'associate', status: 'invited', send_email: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await mails('mailed@example.com')).toBe(1);
    const quiet = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/members`, { email: 'quiet@example.com', role: 'associate', status: 'invited', send_email: false });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json()).toMatchObject({ email: 'quiet@example.com', status: 'invited' });
    expect(await mails('quiet@example.com')).toBe(0);
    expect((await members()).find((m) => m.email === 'quiet@example.com')).toMatchObject({ status: 'invited' });
  });

  it('an invited person has no access to the team yet', async () => {
    const res = await req('manager@acme.test', 'POST', `/teams/${ids['acme-europe']}/members`, { email: 'owner@trial.test', role: 'associate' });
    expect(res.statusCode).toBe(200);
    const get = await req('owner@trial.test', 'GET', `/teams/${ids['acme-europe']}`);
    expect(get.statusCode).toBe(404);
    const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(tokens['owner@trial.test']!) })).json();
    expect(teams.map((x: { slug: string }) => x.slug)).toEqual(['trial-co']);
  });
});

describe('associates with edit-team-members', () => {
  it('cannot widen their own permissions nor remove a Team Manager', async () => {
    const associateId = await idOf('associate@acme.test');
    const managerId = await idOf('manager@acme.test');
    const grant = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'edit-team-members': true } });
    expect(grant.statusCode).toBe(200);
    const before = await tableRows(t.deps.db);
    const escalate = await req('associate@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'edit-team-settings': true } });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe('Only Team Managers can change permissions.');
    const remove = await req('associate@acme.test', 'DELETE', `/teams/${ids.acme}/members/${managerId}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('Only Team Managers can remove a Team Manager.');
    expect(await tableRows(t.deps.db)).toEqual(before);
    // A name-only edit is still theirs to make.
    const rename = await req('associate@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam A. Associate' });
    expect(rename.statusCode).toBe(200);
    await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'edit-team-members': false } });
  });
});
