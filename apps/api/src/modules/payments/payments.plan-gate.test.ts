import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSeedUsers, teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { balanceOf } from '../registrations/registrations.test-helpers';
import * as repo from './payments.repository';
import { reconcilePayments } from './payments.reconcile.service';
import { addCard, sandboxOf } from './payments.test-helpers';

/**
 * Team credit is Pro: a card top-up through POST /stripe/payment-intent is refused for free and trial
 * teams before anything is charged, and the reconciler never credits a top-up its payer could no longer
 * make (the team left Pro while the answer was lost): it refunds it instead.
 */

let t: TTestApp;
let staff: string;
let corner: string;
let cornerId: number;
let trial: string;
let trialId: number;
let manager: string;
let europe: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ staff, corner, cornerId, manager, europe } = await signInSeedUsers(t));
  trial = await t.login('owner@trial.test');
  trialId = await teamIdOf(t, trial, 'trial-co');
});
afterAll(() => t.close());

const topUpIntent = (teamId: number, token: string, card: number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/stripe/payment-intent`, headers: t.as(token), payload: { payment_method_id: card, raw_amount: 100, amount: 101.62, suffix: 'top-up' } });
const ledgerRows = async () => (await t.deps.db.execute('select count(*)::int as n, coalesce(sum(amount), 0)::int as s from team_transactions')) as unknown as { rows: { n: number; s: number }[] };

describe('card top-ups need the Pro plan', () => {
  it('free and trial teams are refused before any charge: no intent, no gateway payment, no ledger row', async () => {
    for (const [teamId, token] of [
      [cornerId, corner],
      [trialId, trial],
    ] as const) {
      const card = (await addCard(t, token, teamId, '4000008260000000')).card!.id;
      const chargesBefore = await sandboxOf(t).count('payment_intent');
      const ledgerBefore = (await ledgerRows()).rows[0];
      const res = await topUpIntent(teamId, token, card);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('pro_plan_required');
      expect(await repo.listTeamIntents(t.deps.db, teamId)).toEqual([]);
      expect(await sandboxOf(t).count('payment_intent')).toBe(chargesBefore);
      expect((await ledgerRows()).rows[0]).toEqual(ledgerBefore);
    }
  });

  it('a Pro team pays; if it leaves Pro before the lost answer is reconciled, the payment is refunded, not credited', async () => {
    const card = (await addCard(t, manager, europe, '4000008260000000')).card!.id;
    const before = await balanceOf(t, manager, europe);
    const paid = await topUpIntent(europe, manager, card);
    expect(paid.statusCode, paid.body).toBe(200);
    const intentId = paid.json().payment_intent_id as string;
    const down = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${europe}`, headers: t.as(staff), payload: { plan: 'free' } });
    expect(down.statusCode, down.body).toBe(200);
    const report = await reconcilePayments(t.deps, { olderThanMs: -60_000 });
    expect(report.actions.find((a) => a.paymentIntentId === intentId)?.action).toBe('refunded');
    expect((await sandboxOf(t).retrievePaymentIntent(intentId))?.amountRefunded).toBe(10162);
    await t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${europe}`, headers: t.as(staff), payload: { plan: 'pro' } });
    expect(await balanceOf(t, manager, europe)).toBe(before);
  });

  it('while the team is still Pro the reconciler credits the same lost answer once', async () => {
    const card = (await addCard(t, manager, europe, '4000008260000000')).card!.id;
    const before = await balanceOf(t, manager, europe);
    const paid = await topUpIntent(europe, manager, card);
    expect(paid.statusCode, paid.body).toBe(200);
    const report = await reconcilePayments(t.deps, { olderThanMs: -60_000 });
    expect(report.actions.find((a) => a.paymentIntentId === paid.json().payment_intent_id)?.action).toBe('applied');
    expect(await balanceOf(t, manager, europe)).toBe(before + 10000);
  });
});
