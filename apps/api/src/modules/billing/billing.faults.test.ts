import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFailingInserts } from '../../db/test-faults';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { reconcilePayments } from '../payments/payments.reconcile.service';
import { addCard, sandboxOf } from '../payments/payments.test-helpers';
import * as repo from './billing.repository';

// Fault injection in the database, not a mocked module: the real code runs, and the direct-transaction insert
// fails, which is the last write of a card top-up, after the card has been charged.
let t: TTestApp;
let manager: string;
let acme: number;
let card: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@acme.test');
  acme = await teamIdOf(t, manager, 'acme');
  card = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
});
afterAll(() => t.close());

const balance = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/balance`, headers: t.as(manager) })).json();
const ledgerCount = async () => (await repo.listLedger(t.deps.db, acme, { page: 1, perPage: 1, sort: 'id', direction: 'desc' })).total;

describe('card top-up faults', () => {
  it('refunds the charge when the top-up cannot be recorded: no charge without a row', async () => {
    const before = { balance: await balance(), rows: await ledgerCount(), refunds: await sandboxOf(t).count('refund') };
    const res = await withFailingInserts(t.deps.db, 'direct_transactions', () =>
      t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/top-up`, headers: t.as(manager), payload: { amount: 1000, payment_method: 'stripe', payment_method_id: card } }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Your top-up could not be recorded, so the card payment has been refunded. Please try again.');
    expect(await balance()).toEqual(before.balance);
    expect(await ledgerCount()).toBe(before.rows);
    expect(await sandboxOf(t).count('refund')).toBe(before.refunds + 1);
    const topUps = await repo.listTopUps(t.deps.db, { teamId: acme, page: 1, perPage: 50 });
    expect(topUps.rows.filter((r) => r.topUp.method === 'stripe')).toEqual([]);

    // The next attempt goes through normally.
    const ok = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/top-up`, headers: t.as(manager), payload: { amount: 1000, payment_method: 'stripe', payment_method_id: card } });
    expect(ok.json()).toMatchObject({ status: 'paid', total: 1014.4 });
    expect((await balance()).balance).toBeCloseTo(before.balance.balance + 1000, 2);
  });

  it('a top-up paid at the gateway whose request died is recorded by the reconciler, once', async () => {
    const before = await balance();
    const pi = await t.app.inject({
      method: 'POST',
      url: `/api/v1/teams/${acme}/stripe/payment-intent`,
      headers: t.as(manager),
      payload: { payment_method_id: card, raw_amount: 100, amount: 101.62, suffix: 'top-up', description: 'Top up' },
    });
    const id = pi.json().payment_intent_id as string;
    // The browser closed here: POST /top-up never came.
    const report = await reconcilePayments(t.deps, { olderThanMs: 0 });
    expect(report.actions.find((a) => a.paymentIntentId === id)).toMatchObject({ action: 'applied' });
    expect((await balance()).balance).toBeCloseTo(before.balance + 100, 2);
    const row = await repo.findTopUpByPaymentIntent(t.deps.db, id);
    expect(row).toMatchObject({ amount: 10_000, fee: 162, total: 10_162, status: 'paid', method: 'stripe' });

    const again = await reconcilePayments(t.deps, { olderThanMs: 0 });
    expect(again.actions.find((a) => a.paymentIntentId === id)).toBeUndefined();
    expect((await balance()).balance).toBeCloseTo(before.balance + 100, 2);
    // The late request is refused: the payment is used.
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/top-up`, headers: t.as(manager), payload: { amount: 100, payment_method: 'stripe', payment_method_id: card, payment_id: id } });
    expect(late.statusCode).toBe(409);
    expect((await balance()).balance).toBeCloseTo(before.balance + 100, 2);
  });
});
