import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRefusals, campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import type { TTestApp } from '../../test/test-app';
import { reconcilePayments } from '../payments/payments.reconcile.service';
import { giftTestApp, outbox, type TApi } from '../registrations/registrations.test-helpers';
import { confirmRegistration, retryAwaitingFunds } from './campaign-confirm.service';
import { available, campaignWith, claim, HAMPER_GB_EV, HAMPER_GB_IV, hamperOption, invite, rowOf, setAvailable } from './campaign-registrations.test-helpers';

/** The charge at confirmation (spec 1 §9): once, in the confirmation's transaction, never below the credit limit. */
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let europe: number;
let campaign: { id: number; options: number[] };
let autoCampaign: { id: number; options: number[] };

const chargesFor = async (registrationId: number) => (await api.get(`/gb-registrations/${registrationId}`, manager)).json().transactions as { type: string; price: number }[];

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, api, staff, manager, europe } = g);
  await setAvailable(t, api, staff, manager, europe, 100_000);
  campaign = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(g.hamper)] });
  autoCampaign = await campaignWith(api, { token: manager, staff, team: europe, body: { reward_type: 'voucher' }, options: [hamperOption(g.hamper)] });
});
afterAll(() => t.close());

describe('confirmRegistration', () => {
  it('confirms a waiting claim and spends its total from the balance, with a confirmed event and the approved e-mail', async () => {
    const id = await invite(api, manager, campaign.id, { email: 'cora.confirm@example.com' });
    await claim(t, id, campaign.options[0]!);
    const before = await available(api, manager, europe);
    const out = await confirmRegistration(t.deps, id, { userId: null, name: 'Auto' });
    expect(out.outcome).toBe('confirmed');
    expect(out.registration.confirmedAt).not.toBeNull();
    expect(out.registration.teamTransactionId).not.toBeNull();
    expect(await available(api, manager, europe)).toBe(before - HAMPER_GB_IV);
    const read = (await api.get(`/gb-registrations/${id}`, manager)).json();
    expect(read.transactions).toEqual([{ type: 'prepaid-gift', price: HAMPER_GB_IV / 100, price_ex_vat: HAMPER_GB_EV / 100 }]);
    expect(read.approved.status).toBe(true);
    expect(read.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['invited', 'confirmed']));
    expect((await outbox(t, staff, 'cora.confirm@example.com')).map((m) => m.kind)).toContain('campaign-approved');
  });

  it('two concurrent confirmations charge once', async () => {
    const id = await invite(api, manager, campaign.id);
    await claim(t, id, campaign.options[0]!);
    const before = await available(api, manager, europe);
    const outcomes = await Promise.all([confirmRegistration(t.deps, id, { userId: null, name: null }), confirmRegistration(t.deps, id, { userId: null, name: null })]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['confirmed', 'not-waiting']);
    expect(await available(api, manager, europe)).toBe(before - HAMPER_GB_IV);
    expect(await chargesFor(id)).toHaveLength(1);
  });

  it('two concurrent Approve presses through the API: one 200, one 409, one charge', async () => {
    const id = await invite(api, manager, campaign.id);
    await claim(t, id, campaign.options[0]!);
    const before = await available(api, manager, europe);
    const res = await Promise.all([api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' }), api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' })]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe(actionRefusals.confirm);
    expect(await available(api, manager, europe)).toBe(before - HAMPER_GB_IV);
  });

  it('an Approve racing a Reject of one claim: one wins, and the money follows it (charged once, or not at all)', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await invite(api, manager, campaign.id);
      await claim(t, id, campaign.options[0]!);
      const before = await available(api, manager, europe);
      const [approve, reject] = await Promise.all([api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' }), api.put(`/gb-registrations/${id}`, manager, { action: 'reject' })]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const row = await rowOf(t, id);
      if (approve.statusCode === 200) {
        expect([row.confirmedAt, row.rejectedAt === null]).toEqual([expect.any(Date), true]);
        expect(await available(api, manager, europe)).toBe(before - HAMPER_GB_IV);
        expect(await chargesFor(id)).toHaveLength(1);
      } else {
        expect([row.rejectedAt, row.confirmedAt === null]).toEqual([expect.any(Date), true]);
        expect(await available(api, manager, europe)).toBe(before);
        expect(await chargesFor(id)).toHaveLength(0);
      }
    }
  });

  it('is not-waiting for a gift not claimed, opted out, rejected or already confirmed, and charges nothing', async () => {
    const invited = await invite(api, manager, campaign.id);
    const optedOut = await invite(api, manager, campaign.id);
    await claim(t, optedOut, null);
    const rejected = await invite(api, manager, campaign.id);
    await claim(t, rejected, campaign.options[0]!);
    expect((await api.put(`/gb-registrations/${rejected}`, manager, { action: 'reject' })).statusCode).toBe(200);
    const confirmed = await invite(api, manager, campaign.id);
    await claim(t, confirmed, campaign.options[0]!);
    expect((await confirmRegistration(t.deps, confirmed, { userId: null, name: null })).outcome).toBe('confirmed');
    const before = await available(api, manager, europe);
    for (const id of [invited, optedOut, rejected]) {
      const out = await confirmRegistration(t.deps, id, { userId: null, name: null });
      expect(out.outcome).toBe('not-waiting');
      expect(out.registration.confirmedAt).toBeNull();
      expect(await chargesFor(id)).toEqual([]);
    }
    expect((await confirmRegistration(t.deps, confirmed, { userId: null, name: null })).outcome).toBe('not-waiting');
    expect(await chargesFor(confirmed)).toHaveLength(1);
    expect(await available(api, manager, europe)).toBe(before);
    await expect(confirmRegistration(t.deps, 2_000_000_000, { userId: null, name: null })).rejects.toMatchObject({ status: 404 });
  });

  it('a confirmation the balance cannot cover waits for funds, changes nothing else, and succeeds after a top-up (Approve again)', async () => {
    const id = await invite(api, manager, campaign.id);
    await claim(t, id, campaign.options[0]!);
    await setAvailable(t, api, staff, manager, europe, HAMPER_GB_IV - 1);
    const res = await api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(campaignRegistrationTexts.awaitingFunds);
    const waiting = await rowOf(t, id);
    expect(waiting.awaitingFundsAt).not.toBeNull();
    expect(waiting.confirmedAt).toBeNull();
    expect(waiting.teamTransactionId).toBeNull();
    expect(await available(api, manager, europe)).toBe(HAMPER_GB_IV - 1);
    const notes = (await api.get(`/teams/${europe}/notifications/balance`, manager)).json().data as { id: string }[];
    expect(notes.map((x) => x.id)).toContain('balance-awaiting-funds');
    // The team tops up; the manual campaign's confirmation waits for the team's Approve (the retry leaves it).
    await setAvailable(t, api, staff, manager, europe, 10_000);
    await retryAwaitingFunds(t.deps, { before: new Date(), limit: 100 });
    expect((await rowOf(t, id)).confirmedAt).toBeNull();
    const again = await api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().approved.status).toBe(true);
    expect((await rowOf(t, id)).awaitingFundsAt).toBeNull();
    expect(await available(api, manager, europe)).toBe(10_000 - HAMPER_GB_IV);
    const after = (await api.get(`/teams/${europe}/notifications/balance`, manager)).json().data as { id: string }[];
    expect(after.map((x) => x.id)).not.toContain('balance-awaiting-funds');
  });

  it('an auto-approve confirmation waiting for funds is confirmed by the reconcile run after a top-up', async () => {
    // The invitation needs the gift's maximum price covered; the balance is then spent elsewhere before the claim.
    await setAvailable(t, api, staff, manager, europe, 100_000);
    const made = await invite(api, manager, autoCampaign.id);
    await setAvailable(t, api, staff, manager, europe, 100);
    await claim(t, made, autoCampaign.options[0]!);
    expect((await confirmRegistration(t.deps, made, { userId: null, name: null })).outcome).toBe('awaiting-funds');
    // A second failed attempt keeps the first wait's time.
    const first = (await rowOf(t, made)).awaitingFundsAt;
    expect((await confirmRegistration(t.deps, made, { userId: null, name: null })).outcome).toBe('awaiting-funds');
    expect((await rowOf(t, made)).awaitingFundsAt).toEqual(first);
    await setAvailable(t, api, staff, manager, europe, 5_000);
    const report = await reconcilePayments(t.deps, { olderThanMs: 0 });
    expect(report.actions).toEqual(expect.arrayContaining([expect.objectContaining({ paymentIntentId: `registration ${made}`, action: 'applied' })]));
    const row = await rowOf(t, made);
    expect(row.confirmedAt).not.toBeNull();
    expect(row.awaitingFundsAt).toBeNull();
    expect(await available(api, manager, europe)).toBe(5_000 - HAMPER_GB_IV);
    // Nothing is charged twice: the next run finds nothing waiting.
    await reconcilePayments(t.deps, { olderThanMs: 0 });
    expect(await available(api, manager, europe)).toBe(5_000 - HAMPER_GB_IV);
  });

  it('rejecting a waiting claim charges nothing, and a rejected gift cannot be confirmed', async () => {
    await setAvailable(t, api, staff, manager, europe, 100_000);
    const id = await invite(api, manager, campaign.id);
    await claim(t, id, campaign.options[0]!);
    const res = await api.put(`/gb-registrations/${id}`, manager, { action: 'reject' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rejected_at).not.toBeNull();
    expect(await available(api, manager, europe)).toBe(100_000);
    expect((await api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' })).statusCode).toBe(409);
    expect(await available(api, manager, europe)).toBe(100_000);
  });
});
