import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { reconcilePayments } from './payments.reconcile.service';
import { refundPayment } from './payments.service';
import { addCard, sandboxOf } from './payments.test-helpers';
import * as repo from './payments.repository';

let t: TTestApp;
let manager: string;
let associate: string;
let acme: number;
let gbCard: number;
let declining: number;
beforeAll(async () => {
  t = await createTestApp();
  [manager, associate] = await Promise.all([t.login('manager@acme.test'), t.login('associate@acme.test')]);
  acme = await teamIdOf(t, manager, 'acme');
  // The last card added is the preferred one; both stay usable by id.
  declining = (await addCard(t, manager, acme, '4000000000009995')).card!.id;
  gbCard = (await addCard(t, manager, acme, '4000008260000000')).card!.id;
});
afterAll(() => t.close());
afterEach(() => sandboxOf(t).setFault(null));

let seq = 0;
const newKey = () => `attempt-${Date.now().toString(36)}-${++seq}`;
const topUp = (key: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/top-up`, headers: { ...t.as(manager), 'idempotency-key': key }, payload: body });
const attempt = (key: string, token = manager, teamId = acme) => t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}/payment-attempts/${encodeURIComponent(key)}`, headers: t.as(token) });

describe('GET /teams/{teamId}/payment-attempts/{key}', () => {
  it('a card top-up that went through: succeeded, a top-up of its amount without the fee', async () => {
    const key = newKey();
    expect((await topUp(key, { amount: 250, payment_method: 'stripe', payment_method_id: gbCard })).statusCode).toBe(200);
    const res = await attempt(key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'succeeded', kind: 'top-up', amount: 250, message: null });
  });

  it('a declined card: failed, with the decline the portal would have shown', async () => {
    const key = newKey();
    expect((await topUp(key, { amount: 100, payment_method: 'stripe', payment_method_id: declining })).statusCode).toBe(402);
    expect((await attempt(key)).json()).toEqual({ outcome: 'failed', kind: 'top-up', amount: 100, message: 'Your card has insufficient funds.' });
  });

  it('an invoice request (no card money): succeeded as a top-up request', async () => {
    const key = newKey();
    expect((await topUp(key, { amount: 300, payment_method: 'bank-transfer' })).statusCode).toBe(200);
    expect((await attempt(key)).json()).toEqual({ outcome: 'succeeded', kind: 'top-up-request', amount: 300, message: null });
  });

  it('a request that never arrived: failed, nothing known about it', async () => {
    expect((await attempt(newKey())).json()).toEqual({ outcome: 'failed', kind: null, amount: null, message: null });
  });

  it('a charge whose answer was lost is processing until the reconciler records it, then succeeded', async () => {
    const key = newKey();
    // The gateway confirms the payment but its answer never reaches the API: the request fails, the money moved.
    sandboxOf(t).setFault({ kind: 'lost-response', operations: ['confirmPaymentIntent'], times: 1 });
    expect((await topUp(key, { amount: 120, payment_method: 'stripe', payment_method_id: gbCard })).statusCode).toBeGreaterThanOrEqual(500);
    expect((await attempt(key)).json()).toEqual({ outcome: 'processing', kind: 'top-up', amount: 120, message: null });

    await reconcilePayments(t.deps, { olderThanMs: 0 });
    expect((await attempt(key)).json()).toEqual({ outcome: 'succeeded', kind: 'top-up', amount: 120, message: null });
  });

  it('a card payment given back: refunded, with the amount refunded', async () => {
    const key = newKey();
    expect((await topUp(key, { amount: 80, payment_method: 'stripe', payment_method_id: gbCard })).statusCode).toBe(200);
    const intent = (await repo.listTeamIntents(t.deps.db, acme)).find((r) => (r.purpose as { attempt?: string } | null)?.attempt === key)!;
    await refundPayment(t.deps, intent.id);
    expect((await attempt(key)).json()).toEqual({ outcome: 'refunded', kind: 'top-up', amount: intent.amount / 100, message: null });
  });

  it("answers only the caller's own attempts, to the team's members, for well-formed keys", async () => {
    const key = newKey();
    expect((await topUp(key, { amount: 60, payment_method: 'stripe', payment_method_id: gbCard })).statusCode).toBe(200);
    // Another member of the same team does not see it: to them the key names nothing.
    expect((await attempt(key, associate)).json()).toEqual({ outcome: 'failed', kind: null, amount: null, message: null });
    const outsider = await t.login('owner@corner.test');
    // Outside the team the team itself is not found, as on every team route.
    expect((await attempt(key, outsider)).statusCode).toBe(404);
    expect((await attempt('two words')).statusCode).toBe(422);
    expect((await attempt('cl\u00e9')).statusCode).toBe(422);
  });
});
