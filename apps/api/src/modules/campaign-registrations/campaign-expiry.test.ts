import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expiryTexts } from '@gifthub/shared/campaign-expiry';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import type { TProduct } from '@gifthub/shared/catalogue';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { findOption } from '../campaigns/campaigns.repository';
import { gbAddress, publicCalls } from '../campaign-pages/campaign-pages.test-helpers';
import { BACKGROUND_JOBS } from '../../background-jobs';
import { createJobWorker, type TJobWorker } from '../jobs/jobs.service';
import { apiOf, outbox, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';
import { campaignWith, hamperOption, invite, rowOf, setRow } from './campaign-registrations.test-helpers';
import { DAY, MINUTE, movingClock } from '../../test/moving-clock';

/**
 * Unclaimed gifts (issue 12): a campaign's invitation expiry and reminder settings, reminders sent on time by the
 * job queue's sweep (not early, not twice, not after a claim), and an expired invitation closed with what it held
 * given back. Time is a fake clock the test moves; the worker's runDue() runs what fell due.
 */
const clock = movingClock();

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let acme: number;
let hamper: TProduct;
let worker: TJobWorker;
const pub = () => publicCalls(t);

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = apiOf(t);
  ({ staff, manager, acme } = await signInSeedUsers(t));
  hamper = await physicalProduct(t);
  worker = createJobWorker(t.deps, { recurring: BACKGROUND_JOBS.filter((j) => j.kind === 'campaign-invitations') });
});
afterAll(() => t.close());

const read = async (id: number) => (await api.get(`/gb-campaigns/${id}`, manager)).json();
const save = async (id: number, fields: Record<string, unknown>) => {
  const c = await read(id);
  return api.post(`/put/gb-campaigns/${id}`, manager, { name: c.name, slug: c.slug, type: c.type, privacy: c.privacy, ...fields });
};
/** A campaign with one hamper option and the given schedule. */
async function scheduled(expiry: number | null, reminders: number[]) {
  const c = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
  const res = await save(c.id, { invitation_expiry_days: expiry === null ? '' : String(expiry), reminder_days: JSON.stringify(reminders) });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}
/** Sessions end as the clock moves on, so the team signs in again. */
const signIn = async () => {
  [manager, staff] = await Promise.all([t.login('manager@acme.test'), t.login('staff@gifthub.test')]);
};
beforeEach(signIn);
/** Moves the clock on and runs what fell due. */
const later = async (ms: number) => {
  clock.advance(ms);
  await worker.runDue();
  await signIn();
};
const reminders = async (email: string) => (await outbox(t, staff, email)).filter((m) => m.kind === 'campaign-reminder');
const secretOf = async (id: number) => (await rowOf(t, id)).secret;

describe('the expiry and reminder settings', () => {
  it('refuses bad values with the first message per field', async () => {
    const c = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invitation_expiry_days: '0' }, 'invitation_expiry_days', 'Invitation expiry must be at least 1'],
      [{ invitation_expiry_days: '366' }, 'invitation_expiry_days', 'Invitation expiry must be at most 365'],
      [{ invitation_expiry_days: 'soon' }, 'invitation_expiry_days', 'Invitation expiry must be a number'],
      [{ reminder_days: '[1, 2, 3, 4]' }, 'reminder_days', 'At most 3 reminders.'],
      [{ reminder_days: '[3, 3]' }, 'reminder_days', expiryTexts.remindersDistinct],
      [{ invitation_expiry_days: '14', reminder_days: '[3, 14]' }, 'reminder_days', expiryTexts.reminderBeforeExpiry(14)],
    ];
    for (const [fields, field, message] of cases) {
      const res = await save(c.id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field] ?? res.json().errors[`${field}.0`]).toEqual([message]);
    }
    // A reminder is checked against the saved expiry when only the reminders are sent.
    expect((await save(c.id, { invitation_expiry_days: '10' })).statusCode).toBe(200);
    expect((await save(c.id, { reminder_days: '12' })).json().errors.reminder_days).toEqual([expiryTexts.reminderBeforeExpiry(10)]);
  });

  it('saves and reads them; empty expiry means never', async () => {
    const c = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
    expect(await read(c.id)).toMatchObject({ invitation_expiry_days: null, reminder_days: [] });
    expect((await save(c.id, { invitation_expiry_days: '30', reminder_days: '7, 3' })).json()).toMatchObject({ invitation_expiry_days: 30, reminder_days: [3, 7] });
    expect((await save(c.id, { invitation_expiry_days: '' })).json()).toMatchObject({ invitation_expiry_days: null, reminder_days: [3, 7] });
  });
});

describe('reminders', () => {
  it('go out on time, once each, only to e-mailed invitations not claimed or declined', async () => {
    const c = await scheduled(14, [3, 7]);
    const invitedAt = clock.now().getTime();
    const open = await invite(api, manager, c.id, { send_email: true });
    const claimed = await invite(api, manager, c.id, { send_email: true });
    const declined = await invite(api, manager, c.id, { send_email: true });
    const notEmailed = await invite(api, manager, c.id, { send_email: false });
    const email = async (id: number) => (await rowOf(t, id)).email;
    const read1 = (await api.get(`/gb-registrations/${open}`, manager)).json();
    expect(read1).toMatchObject({ expires_at: new Date(invitedAt + 14 * DAY).toISOString(), expired_at: null, reminders_sent: 0 });

    clock.advance(2 * DAY);
    expect((await pub().claim(await secretOf(claimed), { option_id: c.options[0], ...gbAddress })).statusCode).toBe(200);
    expect((await pub().decline(await secretOf(declined))).statusCode).toBe(200);
    await later(DAY - MINUTE);
    expect(await reminders(await email(open))).toHaveLength(0);

    await later(MINUTE);
    const sent = await reminders(await email(open));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('has a gift waiting for you');
    expect(sent[0]!.text).toContain(`/pick-a-gift/`);
    for (const id of [claimed, declined, notEmailed]) expect(await reminders(await email(id))).toHaveLength(0);
    await later(MINUTE);
    await later(2 * DAY);
    expect(await reminders(await email(open))).toHaveLength(1);
    expect((await api.get(`/gb-registrations/${open}`, manager)).json().reminders_sent).toBe(1);

    await later(2 * DAY);
    expect(await reminders(await email(open))).toHaveLength(2);
    expect(await rowOf(t, open)).toMatchObject({ remindersSent: 2, nextReminderAt: null });
    await later(3 * DAY);
    expect(await reminders(await email(open))).toHaveLength(2);
  });

  it('follow a changed schedule for invitations still open, and a late run sends one, not every one it missed', async () => {
    const c = await scheduled(null, []);
    const id = await invite(api, manager, c.id, { send_email: true });
    expect((await rowOf(t, id)).nextReminderAt).toBeNull();
    clock.advance(10 * DAY);
    await signIn();
    expect((await save(c.id, { reminder_days: '[1, 2, 12]' })).statusCode).toBe(200);
    // Days 1 and 2 have passed: the next is day 12.
    expect((await rowOf(t, id)).nextReminderAt!.getTime() - (await rowOf(t, id)).invitedAt!.getTime()).toBe(12 * DAY);
    await later(2 * DAY - MINUTE);
    expect((await rowOf(t, id)).remindersSent).toBe(0);
    await later(2 * MINUTE);
    expect((await rowOf(t, id)).remindersSent).toBe(1);
  });
});

describe('expiry', () => {
  it('closes an invitation not claimed: the page says so and a claim is refused', async () => {
    const c = await scheduled(5, []);
    const id = await invite(api, manager, c.id);
    const secret = await secretOf(id);
    await later(5 * DAY - MINUTE);
    expect((await pub().view(secret)).json()).toMatchObject({ state: 'open' });
    // Past its expiry the claim is refused even before the sweep has run.
    clock.advance(2 * MINUTE);
    const refused = await pub().claim(secret, { option_id: c.options[0], ...gbAddress });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(campaignPageTexts.expired);
    await worker.runDue();
    const row = await rowOf(t, id);
    expect(row.expiredAt).not.toBeNull();
    expect(row.registeredAt).toBeNull();
    expect((await pub().view(secret)).json()).toMatchObject({ state: 'closed', message: campaignPageTexts.expired });
    expect((await pub().decline(secret)).json().message).toBe(campaignPageTexts.expired);
    expect((await api.get(`/gb-registrations/${id}`, manager)).json().expired_at).toBe(row.expiredAt!.toISOString());
  });

  it("gives back a claim's option unit and ends its wait for funds; a claim waiting for approval stays", async () => {
    const c = await scheduled(7, []);
    const unitsOf = async () => (await findOption(t.deps.db, c.options[0]!))!.option.available;
    const waitingFunds = await invite(api, manager, c.id);
    const waitingApproval = await invite(api, manager, c.id);
    const before = await unitsOf();
    for (const id of [waitingFunds, waitingApproval]) expect((await pub().claim(await secretOf(id), { option_id: c.options[0], ...gbAddress })).statusCode).toBe(200);
    expect(await unitsOf()).toBe(before! - 2);
    await setRow(t, waitingFunds, { awaitingFundsAt: clock.now() });
    await later(7 * DAY);
    expect(await rowOf(t, waitingFunds)).toMatchObject({ awaitingFundsAt: null, confirmedAt: null });
    expect((await rowOf(t, waitingFunds)).expiredAt).not.toBeNull();
    expect((await rowOf(t, waitingFunds)).rejectedAt).not.toBeNull();
    expect(await unitsOf()).toBe(before! - 1);
    expect(await rowOf(t, waitingApproval)).toMatchObject({ expiredAt: null, rejectedAt: null });
    // Once: another run gives nothing back again.
    await later(DAY);
    expect(await unitsOf()).toBe(before! - 1);
  });
});
