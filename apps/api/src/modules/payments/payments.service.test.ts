import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts } from '@gifthub/shared/billing';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';
import { cardLabel, getCard } from './payments.cards.service';
import { chargeForTopUp, findPaymentIntent, markApplied, refundPayment } from './payments.service';
import { listTeamIntents } from './payments.repository';
import { addCard, sandboxOf } from './payments.test-helpers';

let t: TTestApp;
let manager: string;
let acme: number;
let access: TTeamAccess;
let associateAccess: TTeamAccess;
let gb: number;
let us: number;
let declined: number;

const accessOf = async (token: string, teamId: number) => {
  const me = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}/current-user`, headers: t.as(token) })).json();
  return resolveTeamAccess(t.deps.db, teamId, { id: me.user_id, isBbAdmin: false });
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@acme.test');
  acme = await teamIdOf(t, manager, 'acme');
  access = await accessOf(manager, acme);
  associateAccess = await accessOf(await t.login('associate@acme.test'), acme);
  gb = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
  us = (await addCard(t, manager, acme, '4242424242424242')).card!.id;
  declined = (await addCard(t, manager, acme, '4000000000009995')).card!.id;
});
afterAll(() => t.close());

const payIntent = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/stripe/payment-intent`, headers: t.as(manager), payload });

describe('cardLabel and getCard', () => {
  it('labels cards by brand and last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(cardLabel({ brand: 'newbrand', last4: '1111' })).toBe('Newbrand •••• 1111');
  });

  it('finds only the user’s own card', async () => {
    expect((await getCard(t.deps.db, access, gb)).country).toBe('GB');
    await expect(getCard(t.deps.db, associateAccess, gb)).rejects.toMatchObject({ status: 404 });
    await expect(getCard(t.deps.db, access, 0)).rejects.toMatchObject({ status: 404 });
  });
});

describe('chargeForTopUp', () => {
  it('charges the amount plus the card fee of the card’s country', async () => {
    const r = await chargeForTopUp(t.deps, access, { cardId: gb, amount: 100_000 });
    expect(r).toEqual({ paymentIntentId: expect.stringMatching(/^pi_/), fee: 1440, total: 101_440, cardLabel: 'Visa •••• 0000' });
    const row = await findPaymentIntent(t.deps.db, r.paymentIntentId);
    expect(row).toMatchObject({ teamId: acme, userId: access.userId, cardId: gb, amount: 101_440, status: 'succeeded', suffix: 'top-up', appliedAt: null, purpose: { kind: 'top-up', amount: 100_000, fee: 1440, total: 101_440 } });
    expect(await sandboxOf(t).retrievePaymentIntent(r.paymentIntentId)).toMatchObject({ amount: 101_440, status: 'succeeded' });

    const u = await chargeForTopUp(t.deps, access, { cardId: us, amount: 100_000 });
    expect([u.fee, u.total]).toEqual([3007, 103_007]);
  });

  it('throws the decline message and leaves a failed intent only', async () => {
    await expect(chargeForTopUp(t.deps, access, { cardId: declined, amount: 5000 })).rejects.toMatchObject({ status: 402, message: 'Your card has insufficient funds.' });
  });

  it('with the same idempotency key charges once', async () => {
    const count = await sandboxOf(t).count('payment_intent');
    const a = await chargeForTopUp(t.deps, access, { cardId: gb, amount: 5000, idempotencyKey: 'topup-key-1' });
    const b = await chargeForTopUp(t.deps, access, { cardId: gb, amount: 5000, idempotencyKey: 'topup-key-1' });
    expect(b.paymentIntentId).toBe(a.paymentIntentId);
    expect(await sandboxOf(t).count('payment_intent')).toBe(count + 1);
  });

  it('refuses bad amounts and other people’s cards, and users without use-cards', async () => {
    await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 0 })).rejects.toMatchObject({ status: 422 });
    await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 10.5 })).rejects.toMatchObject({ status: 422 });
    await expect(chargeForTopUp(t.deps, associateAccess, { cardId: gb, amount: 5000 })).rejects.toMatchObject({ status: 404 });
    const noCards = { ...associateAccess, permissions: { ...associateAccess.permissions, 'use-cards': false } };
    await expect(chargeForTopUp(t.deps, noCards, { cardId: gb, amount: 5000 })).rejects.toMatchObject({ status: 403 });
  });

  it('verifies an earlier payment (payment_id) instead of charging again, once', async () => {
    const paid = await payIntent({ payment_method_id: gb, raw_amount: 1000, amount: 1014.4, suffix: 'top-up' });
    const id = paid.json().payment_intent_id as string;
    const count = await sandboxOf(t).count('payment_intent');

    await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 50_000, paymentId: id })).rejects.toMatchObject({ status: 422 });
    await expect(chargeForTopUp(t.deps, access, { cardId: us, amount: 100_000, paymentId: id })).rejects.toMatchObject({ status: 422 });
    await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 100_000, paymentId: 'pi_unknown' })).rejects.toMatchObject({ status: 422 });

    const r = await chargeForTopUp(t.deps, access, { cardId: gb, amount: 100_000, paymentId: id });
    expect(r).toMatchObject({ paymentIntentId: id, fee: 1440, total: 101_440 });
    expect(await sandboxOf(t).count('payment_intent')).toBe(count);

    await markApplied(t.deps.db, id);
    await expect(markApplied(t.deps.db, id)).rejects.toMatchObject({ status: 409 });
    await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 100_000, paymentId: id })).rejects.toMatchObject({ status: 409, message: 'This payment has already been used.' });
  });

  it('refuses a payment_id whose charge was declined or refunded', async () => {
    const failed = await payIntent({ payment_method_id: declined, raw_amount: 50, amount: 51.7, suffix: 'top-up' });
    expect(failed.statusCode).toBe(402);
    const last = (await listTeamIntents(t.deps.db, acme)).at(-1)!;
    await expect(chargeForTopUp(t.deps, access, { cardId: declined, amount: 5000, paymentId: last.id })).rejects.toMatchObject({ status: 402 });

    const paid = (await payIntent({ payment_method_id: gb, raw_amount: 50, amount: 50.91, suffix: 'top-up' })).json().payment_intent_id as string;
    await refundPayment(t.deps, paid);
    await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 5000, paymentId: paid })).rejects.toMatchObject({ status: 402 });
  });

  it('a gateway outage throws the spec’s message', async () => {
    sandboxOf(t).setFault({ kind: 'timeout' });
    try {
      await expect(chargeForTopUp(t.deps, access, { cardId: gb, amount: 5000 })).rejects.toMatchObject({ status: 503, message: billingTexts.gatewayDown });
    } finally {
      sandboxOf(t).setFault(null);
    }
  });
});

describe('refundPayment', () => {
  it('refunds part then the rest, and marks the intent refunded', async () => {
    const r = await chargeForTopUp(t.deps, access, { cardId: gb, amount: 10_000 });
    expect(await refundPayment(t.deps, r.paymentIntentId, 1000)).toMatchObject({ amount: 1000, status: 'succeeded' });
    expect((await findPaymentIntent(t.deps.db, r.paymentIntentId))!.status).toBe('succeeded');
    expect((await refundPayment(t.deps, r.paymentIntentId)).amount).toBe(r.total - 1000);
    expect(await findPaymentIntent(t.deps.db, r.paymentIntentId)).toMatchObject({ status: 'refunded', purpose: { refunded: r.total } });
    await expect(refundPayment(t.deps, r.paymentIntentId, 1)).rejects.toMatchObject({ status: 422 });
    await expect(refundPayment(t.deps, 'pi_missing')).rejects.toMatchObject({ status: 404 });
  });
});
